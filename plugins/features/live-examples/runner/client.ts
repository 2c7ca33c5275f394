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
  /** Whether the worker has loaded Turf and started a run: it then starts each run at once. */
  private ready = false;
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
    // The chunk name gives the worker's file a fixed prefix, which the header rules match to send
    // it the CSP of an evaluating sandbox (server/headers-file.mjs).
    const worker = new Worker(/* webpackChunkName: "example-runner-worker" */ new URL('./worker.ts', import.meta.url));
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
    this.send(this.current);
  }

  private send(job: Job): void {
    this.worker ??= this.start();
    this.worker.postMessage(job.request);
    // An example can leave code behind that outlives its run (a timer that never returns, a
    // message handler of its own) and keeps the worker from starting the next run, which would
    // then wait forever. A worker with Turf loaded starts a run at once, so one that has not
    // started it within the time limit is replaced, and the run sent to the fresh worker. A fresh
    // worker has no such limit: loading Turf takes as long as the network does.
    if (this.ready) {
      this.timer = setTimeout(() => {
        this.terminateWorker();
        this.send(job);
      }, timeLimitMs);
    }
  }

  private terminateWorker(): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.ready = false;
  }

  private receive(message: WorkerMessage): void {
    if (!this.current || message.id !== this.current.request.id) return;
    if (message.type === 'started') {
      clearTimeout(this.timer);
      this.ready = true;
      this.timer = setTimeout(() => {
        this.finish(failure('TimeoutError', `Stopped: the example ran longer than ${timeLimitMs / 1000} s.`), true);
      }, timeLimitMs);
    } else {
      this.finish(message.outcome, false);
    }
  }

  private finish(outcome: ExampleOutcome, discardWorker: boolean): void {
    clearTimeout(this.timer);
    if (discardWorker) this.terminateWorker();
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
