/**
 * The page's side of the example runner, shared by every map, result panel and the playground:
 * one worker per Turf bundle, runs queued one at a time, and a time limit per run after which
 * the worker is terminated (the only way to stop a loop) and replaced for the next run.
 */
import type { ExampleOutcome } from './execute';
import type { RunRequest, WorkerMessage } from './protocol';

export const timeLimitMs = 3000;

interface Job {
  readonly request: RunRequest;
  readonly resolve: (outcome: ExampleOutcome) => void;
}

const failure = (name: string, message: string): ExampleOutcome => ({ ok: false, error: { name, message, location: undefined } });

class ExampleWorker {
  private worker: Worker | undefined;
  private readonly queue: Job[] = [];
  private current: Job | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  run(request: RunRequest): Promise<ExampleOutcome> {
    return new Promise((resolve) => {
      this.queue.push({ request, resolve });
      this.next();
    });
  }

  private start(): Worker {
    const worker = new Worker(new URL('./worker.ts', import.meta.url));
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => this.receive(event.data);
    // A worker that dies (out of memory, say) fails its run instead of leaving it waiting.
    worker.onerror = (event) => {
      event.preventDefault();
      this.finish(failure('Error', event.message || 'The example stopped unexpectedly.'), true);
    };
    return worker;
  }

  private next(): void {
    if (this.current || this.queue.length === 0) return;
    this.current = this.queue.shift()!;
    this.worker ??= this.start();
    this.worker.postMessage(this.current.request);
  }

  private receive(message: WorkerMessage): void {
    if (!this.current || message.id !== this.current.request.id) return;
    if (message.type === 'started') {
      this.timer = setTimeout(() => {
        this.finish(
          failure('TimeoutError', `Stopped: the example ran longer than ${timeLimitMs / 1000} s.`),
          true,
        );
      }, timeLimitMs);
    } else {
      this.finish(message.outcome, false);
    }
  }

  private finish(outcome: ExampleOutcome, discardWorker: boolean): void {
    clearTimeout(this.timer);
    if (discardWorker) {
      this.worker?.terminate();
      this.worker = undefined;
    }
    const job = this.current;
    this.current = undefined;
    job?.resolve(outcome);
    this.next();
  }
}

const workers = new Map<string, ExampleWorker>();
let nextId = 1;

/** Runs an example's code on the Turf bundle at `turfUrl` (absolute, or relative to the page). */
export function runExample(turfUrl: string, code: string): Promise<ExampleOutcome> {
  const absolute = new URL(turfUrl, window.location.href).href;
  let worker = workers.get(absolute);
  if (!worker) {
    worker = new ExampleWorker();
    workers.set(absolute, worker);
  }
  return worker.run({ id: nextId++, turfUrl: absolute, code });
}
