/**
 * The sandbox frame's script. Its opaque origin gets a renderer process apart from the page's, so an
 * example that exhausts memory ends that process only; it answers pings so the page notices.
 */
import { frameReady, type FrameConnect, type FrameToPage, type PageToFrame, type WorkerConnect } from './protocol';

/** A worker of an opaque origin can only start from a URL of that origin. */
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
  // Examples' own errors are caught and reported as outcomes.
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

window.addEventListener('message', (event: MessageEvent<FrameConnect>) => {
  if (control || window.parent === window || event.source !== window.parent) return;
  if (event.data?.type !== 'turf-example-frame:connect' || !event.ports[0]) return;
  control = event.ports[0];
  control.onmessage = receive;
});

// An opaque origin cannot name the page's origin; the message carries nothing else.
if (window.parent !== window) window.parent.postMessage(frameReady, '*');
