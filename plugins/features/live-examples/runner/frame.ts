/**
 * The script of the sandbox frame (`/example-runner/`), which the page loads in an
 * `<iframe sandbox="allow-scripts">`. The frame has an opaque origin, so browsers with site
 * isolation give it a renderer process apart from the page's: when an example exhausts memory,
 * that process ends and the page does not.
 *
 * The frame does little itself: it starts and stops the workers examples run in, hands each
 * worker the port the page sent for it, and answers the page's pings, which is how the page
 * learns that the frame is gone. Examples never run on this thread, so it stays free to answer.
 */
import { frameReady, type FrameConnect, type FrameToPage, type PageToFrame, type WorkerConnect } from './protocol';

const script = document.currentScript as HTMLScriptElement | null;
/** The worker bundle, named beside this script by the frame's HTML (`data-worker`). */
const workerScript = new URL(script?.dataset.worker ?? '', script?.src ?? document.baseURI).href;

/**
 * A worker of an opaque origin can only start from a URL of that origin: a `blob:` URL made
 * here. Its one line loads the worker bundle, as a classic script (no CORS involved), by absolute
 * URL, since relative URLs in a `blob:` worker resolve against the `blob:` URL.
 */
let workerBootstrap: string | undefined;
const bootstrapUrl = () =>
  (workerBootstrap ??= URL.createObjectURL(new Blob([`importScripts(${JSON.stringify(workerScript)});`], { type: 'text/javascript' })));

const workers = new Map<number, Worker>();
let control: MessagePort | undefined;

function send(message: FrameToPage): void {
  control?.postMessage(message);
}

function stopWorker(workerId: number): void {
  workers.get(workerId)?.terminate();
  workers.delete(workerId);
}

function startWorker(workerId: number, port: MessagePort | undefined): void {
  stopWorker(workerId);
  if (!port) return;
  const worker = new Worker(bootstrapUrl(), { name: `turf-example-${workerId}` });
  // Errors outside an example's code (examples' own are caught and reported as outcomes).
  worker.onerror = (event) => {
    event.preventDefault();
    send({ type: 'worker-error', workerId, message: event.message || 'The example worker stopped unexpectedly.' });
  };
  worker.postMessage({ type: 'connect' } satisfies WorkerConnect, [port]);
  workers.set(workerId, worker);
}

function receive(event: MessageEvent<PageToFrame>): void {
  const message = event.data;
  if (message.type === 'ping') send({ type: 'pong', seq: message.seq });
  else if (message.type === 'start-worker') startWorker(message.workerId, event.ports[0]);
  else if (message.type === 'stop-worker') stopWorker(message.workerId);
}

// Only the embedding page connects, once; opened on its own, the frame waits for nothing.
window.addEventListener('message', (event: MessageEvent<FrameConnect>) => {
  if (control || window.parent === window || event.source !== window.parent) return;
  if (event.data?.type !== 'turf-example-frame:connect' || !event.ports[0]) return;
  control = event.ports[0];
  control.onmessage = receive;
});

// The frame's origin is opaque, so no target origin can name the page's: '*', for a message
// that carries nothing but the fact that the frame is ready.
if (window.parent !== window) window.parent.postMessage(frameReady, '*');
