/**
 * The page's side of the example runner. Workers run in one sandboxed frame (frame.ts), in a process
 * of its own, so an example that exhausts memory ends that process, not the page's. One worker per
 * Turf bundle; a run past the time limit ends its worker, the only way to stop a loop.
 */
import type { ExampleOutcome } from './execute';
import { frameReady, type FrameConnect, type FrameToPage, type PageToFrame, type RunRequest, type WorkerMessage } from './protocol';

export const timeLimitMs = 3000;

const pingEveryMs = 250;
const frameSilenceLimitMs = 1500;
/** After the frame's document loaded, how long its script may take to say it is ready. */
const frameReadyGraceMs = 2000;

export const outOfMemoryMessage =
  'The example ran out of memory and was stopped. Your code is kept: Run starts it again in a fresh sandbox.';

interface Job {
  readonly request: RunRequest;
  readonly resolve: (outcome: ExampleOutcome) => void;
  readonly resent?: boolean;
}

const failure = (name: string, message: string): ExampleOutcome => ({ ok: false, error: { name, message, location: undefined } });

export interface RunnerLocation {
  readonly frame: string;
  readonly worker: string;
}

/** Fetched by the page, where the HTTP cache serves them (it would not in the frame, see protocol.ts). */
const scripts = new Map<string, Promise<Blob>>();
function fetchScript(url: string): Promise<Blob> {
  let script = scripts.get(url);
  if (!script) {
    script = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
      return response.blob();
    });
    script.catch(() => scripts.delete(url));
    scripts.set(url, script);
  }
  return script;
}

interface SandboxClient {
  sandboxLost(outcome: ExampleOutcome): void;
  workerFailed(message: string): void;
}

/** Pinged only while a run is under way, so an idle page does no work for it. */
class Sandbox {
  private frame: HTMLIFrameElement | undefined;
  private connection: Promise<MessagePort> | undefined;
  /** Set once the frame has connected: only then does its silence mean anything. */
  private control: MessagePort | undefined;
  private readonly clients = new Map<number, SandboxClient>();
  private nextWorkerId = 1;
  private watchers = 0;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private lastAnswerAt = 0;
  private lastTickAt = 0;
  private seq = 0;

  constructor(private readonly location: RunnerLocation) {}

  async startWorker(client: SandboxClient, port: MessagePort): Promise<number> {
    const workerScript = new URL(this.location.worker, window.location.href).href;
    const [control, script] = await Promise.all([
      this.connect(),
      fetchScript(workerScript).catch((error: Error) => {
        throw new Error(`The example runner could not be loaded from ${workerScript}: ${error.message}`);
      }),
    ]);
    const workerId = this.nextWorkerId++;
    this.clients.set(workerId, client);
    control.postMessage({ type: 'start-worker', workerId, script } satisfies PageToFrame, [port]);
    return workerId;
  }

  stopWorker(workerId: number): void {
    this.clients.delete(workerId);
    void this.connection?.then((control) => control.postMessage({ type: 'stop-worker', workerId } satisfies PageToFrame)).catch(() => {});
  }

  watch(): () => void {
    this.watchers += 1;
    if (this.watchers === 1) {
      this.lastAnswerAt = this.lastTickAt = performance.now();
      this.pingTimer = setInterval(() => this.tick(), pingEveryMs);
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.watchers -= 1;
      if (this.watchers === 0) clearInterval(this.pingTimer);
    };
  }

  private tick(): void {
    const now = performance.now();
    // A page busy with a long task heard nothing meanwhile: that says nothing of the frame.
    if (now - this.lastTickAt > 2 * pingEveryMs) this.lastAnswerAt = now;
    this.lastTickAt = now;
    if (!this.control) return;
    if (now - this.lastAnswerAt > frameSilenceLimitMs) {
      this.lose(failure('OutOfMemoryError', outOfMemoryMessage));
      return;
    }
    this.control.postMessage({ type: 'ping', seq: ++this.seq } satisfies PageToFrame);
  }

  private receive(message: FrameToPage): void {
    this.lastAnswerAt = performance.now();
    if (message.type === 'worker-error') this.clients.get(message.workerId)?.workerFailed(message.message);
  }

  private lose(outcome: ExampleOutcome): void {
    this.discardFrame();
    const clients = [...this.clients.values()];
    this.clients.clear();
    for (const client of clients) client.sandboxLost(outcome);
  }

  private discardFrame(): void {
    this.frame?.remove();
    this.frame = undefined;
    this.connection = undefined;
    this.control?.close();
    this.control = undefined;
  }

  private connect(): Promise<MessagePort> {
    this.connection ??= new Promise<MessagePort>((resolve, reject) => {
      const frame = document.createElement('iframe');
      // No same origin: an opaque origin, so a process apart. The frame's own CSP sandboxes it too.
      frame.setAttribute('sandbox', 'allow-scripts');
      frame.title = 'Runs live examples';
      frame.hidden = true;
      frame.src = this.location.frame;
      let readyTimer: ReturnType<typeof setTimeout> | undefined;
      let connected = false;
      const onMessage = (event: MessageEvent) => {
        if (event.source !== frame.contentWindow || event.data !== frameReady) return;
        window.removeEventListener('message', onMessage);
        clearTimeout(readyTimer);
        connected = true;
        performance.mark('example-runner:frame-ready');
        const channel = new MessageChannel();
        channel.port1.onmessage = (answer: MessageEvent<FrameToPage>) => this.receive(answer.data);
        frame.contentWindow?.postMessage({ type: 'turf-example-frame:connect' } satisfies FrameConnect, '*', [channel.port2]);
        this.lastAnswerAt = performance.now();
        this.control = channel.port1;
        resolve(channel.port1);
      };
      window.addEventListener('message', onMessage);
      // A host that does not serve the runner, or a blocked script. The ready message and the load
      // event cross processes, so either can come first.
      frame.addEventListener('load', () => {
        if (connected) return;
        readyTimer = setTimeout(() => {
          window.removeEventListener('message', onMessage);
          if (this.frame !== frame) return;
          this.discardFrame();
          reject(new Error(`The example runner did not start from ${new URL(this.location.frame, window.location.href).pathname}.`));
        }, frameReadyGraceMs);
      });
      this.frame = frame;
      document.body.append(frame);
      performance.mark('example-runner:frame-created');
    });
    return this.connection;
  }
}

class ExampleWorker implements SandboxClient {
  private port: MessagePort | undefined;
  private workerId: Promise<number> | undefined;
  /** Turf is loaded, so a run starts at once (and the start time limit applies). */
  private ready = false;
  private readonly queue: Job[] = [];
  private current: (Job & { readonly unwatch: () => void }) | undefined;
  private currentStarted = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly sandbox: Sandbox) {}

  run(request: RunRequest): Promise<ExampleOutcome> {
    return new Promise((resolve) => {
      this.queue.push({ request, resolve });
      this.next();
    });
  }

  warmUp(): void {
    this.port ??= this.start();
  }

  sandboxLost(outcome: ExampleOutcome): void {
    this.port?.close();
    this.port = undefined;
    this.workerId = undefined;
    this.ready = false;
    // A run that had not begun cannot have exhausted the sandbox (an earlier run still held memory
    // when stopped), so it goes again, once, in a fresh frame.
    const job = this.current;
    if (job && !this.currentStarted && !job.resent) {
      clearTimeout(this.timer);
      this.current = undefined;
      job.unwatch();
      this.queue.unshift({ request: job.request, resolve: job.resolve, resent: true });
      this.next();
      return;
    }
    this.finish(outcome, false);
  }

  workerFailed(message: string): void {
    this.finish(failure('Error', message), true);
  }

  private start(): MessagePort {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<WorkerMessage>) => this.receive(event.data);
    const workerId = this.sandbox.startWorker(this, channel.port2);
    this.workerId = workerId;
    workerId.catch((error: Error) => {
      if (this.workerId !== workerId) return;
      this.port = undefined;
      this.workerId = undefined;
      this.finish(failure('NetworkError', error.message), false);
    });
    return channel.port1;
  }

  private next(): void {
    if (this.current || this.queue.length === 0) return;
    const job = this.queue.shift()!;
    this.current = { ...job, unwatch: this.sandbox.watch() };
    this.currentStarted = false;
    this.send(job);
  }

  private send(job: Job): void {
    this.port ??= this.start();
    this.port.postMessage(this.ready ? { ...job.request, turf: undefined } : job.request);
    // Code left behind by an earlier run can keep a worker from starting this one; a fresh worker
    // has no limit, since loading Turf takes as long as the network does.
    if (this.ready) {
      this.timer = setTimeout(() => {
        this.terminateWorker();
        this.send(job);
      }, timeLimitMs);
    }
  }

  private terminateWorker(): void {
    const workerId = this.workerId;
    void workerId?.then((id) => this.sandbox.stopWorker(id)).catch(() => {});
    this.port?.close();
    this.port = undefined;
    this.workerId = undefined;
    this.ready = false;
  }

  private receive(message: WorkerMessage): void {
    if (!this.current || message.id !== this.current.request.id) return;
    if (message.type === 'started') {
      performance.mark('example-run:started');
      this.currentStarted = true;
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
    job?.unwatch();
    job?.resolve(outcome);
    this.next();
  }
}

let sandbox: Sandbox | undefined;
const workers = new Map<string, ExampleWorker>();
let nextId = 1;

function workerFor(runner: RunnerLocation, turfUrl: string): ExampleWorker {
  sandbox ??= new Sandbox(runner);
  let worker = workers.get(turfUrl);
  if (!worker) {
    worker = new ExampleWorker(sandbox);
    workers.set(turfUrl, worker);
  }
  return worker;
}

/** Starting the frame and worker would otherwise delay the first run by a few hundred milliseconds. */
export function warmUp(runner: RunnerLocation, turfUrl: string): void {
  workerFor(runner, new URL(turfUrl, window.location.href).href).warmUp();
}

export async function runExample(runner: RunnerLocation, turfUrl: string, code: string): Promise<ExampleOutcome> {
  const absolute = new URL(turfUrl, window.location.href).href;
  const worker = workerFor(runner, absolute);
  const id = nextId++;
  worker.warmUp();
  let turf: Blob;
  try {
    turf = await fetchScript(absolute);
  } catch (error) {
    return failure('NetworkError', `Turf could not be loaded from ${absolute}: ${(error as Error).message}`);
  }
  return worker.run({ id, turfUrl: absolute, turf, code });
}
