/**
 * The script of the sandbox frame (`/example-runner/`), which the page loads in an
 * `<iframe sandbox="allow-scripts">`. The frame has an opaque origin, so browsers with site
 * isolation give it a renderer process apart from the page's: when an example exhausts memory,
 * that process ends and the page does not.
 *
 * The frame does little itself: it starts and stops the workers examples run in (from the worker
 * bundle the page sends), hands each worker the port the page sent for it, and answers the page's
 * pings, which is how the page learns that the frame is gone. Examples never run on this thread,
 * so it stays free to answer.
 */
import { frameReady, type FrameConnect, type FrameToPage, type PageToFrame, type WorkerConnect } from './protocol';

/**
 * A worker of an opaque origin can only start from a URL of that origin: a `blob:` URL made here,
 * of the worker bundle the page sent (the same for the frame's life).
 */
let workerScriptUrl: string | undefined;

const workers = new Map<number, Worker>();
let control: MessagePort | undefined;

function send(message: FrameToPage): void {
  control?.postMessage(message);
}

function stopWorker(workerId: number): void {
  workers.get(workerId)?.terminate();
  workers.delete(workerId);
}

function startWorker(workerId: number, script: Blob, port: MessagePort | undefined): void {
  stopWorker(workerId);
  if (!port) return;
  workerScriptUrl ??= URL.createObjectURL(script);
  const worker = new Worker(workerScriptUrl, { name: `turf-example-${workerId}` });
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
  else if (message.type === 'start-worker') startWorker(message.workerId, message.script, event.ports[0]);
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
