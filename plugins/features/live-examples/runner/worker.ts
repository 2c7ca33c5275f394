/**
 * The Web Worker examples run in, started by the sandbox frame (frame.ts): off every main thread,
 * so the frame stays free to answer the page while an example loops, and with no DOM, so an
 * example cannot touch a document. The page terminates it (through the frame) after the time limit.
 */
/// <reference lib="webworker" />
import { executeExample } from './execute';
import type { RunRequest, WorkerConnect, WorkerMessage } from './protocol';

declare const self: DedicatedWorkerGlobalScope & { turf?: unknown };

let loadedTurfUrl: string | undefined;

/**
 * The runner's own channel to the page: a port the frame hands over before any example runs,
 * kept in this module where examples cannot reach it.
 */
let toPage: MessagePort | undefined;

const networkAccess = 'they run on Turf alone, without network access';
const runnerChannel = 'the worker reports to the page for them, from what they return and addToMap';

/**
 * What examples may not use, and why. Loading code or data from anywhere is refused: examples
 * compute on Turf alone. So is the runner's channel to the page: a message an example posted
 * could pose as a run's outcome (the page renders what it is sent, and a malformed one crashed
 * the page), and an example that closed the worker left the next run waiting for an answer.
 */
const refused: Record<string, [shownAs: string, reason: string]> = {
  importScripts: ['importScripts()', networkAccess],
  fetch: ['fetch()', networkAccess],
  XMLHttpRequest: ['XMLHttpRequest', networkAccess],
  WebSocket: ['WebSocket', networkAccess],
  EventSource: ['EventSource', networkAccess],
  Worker: ['Worker', networkAccess],
  postMessage: ['postMessage()', runnerChannel],
  close: ['close()', runnerChannel],
};

/**
 * The object that holds `name`: `self` itself, or one of its prototypes (Chromium keeps `fetch`
 * and `importScripts` on `WorkerGlobalScope.prototype`). Replacing the member there too means an
 * example cannot reach the original through the prototype chain.
 */
function holderOf(name: string): object {
  for (let holder: object | null = self; holder; holder = Object.getPrototypeOf(holder)) {
    if (Object.prototype.hasOwnProperty.call(holder, name)) return holder;
  }
  return self;
}

/** Replaces each refused member, once Turf (which the worker loads with importScripts) is in. */
function refuseToExamples(): void {
  for (const [name, [shownAs, reason]] of Object.entries(refused)) {
    const refusal = function refused(): never {
      throw new Error(`Examples cannot use ${shownAs}: ${reason}.`);
    };
    for (const holder of new Set([holderOf(name), self])) {
      Object.defineProperty(holder, name, { value: refusal, writable: false, configurable: false });
    }
  }
}

function post(message: WorkerMessage): void {
  toPage?.postMessage(message);
}

function run({ id, turfUrl, turf, code }: RunRequest): void {
  if (loadedTurfUrl === undefined) {
    // A `blob:` URL of this worker's own origin, for the bundle the page fetched from turfUrl.
    const turfScript = URL.createObjectURL(turf);
    try {
      self.importScripts(turfScript);
      loadedTurfUrl = turfUrl;
      refuseToExamples();
    } catch (error) {
      post({
        type: 'done',
        id,
        outcome: {
          ok: false,
          error: {
            name: 'NetworkError',
            message: `Turf could not be loaded from ${turfUrl}: ${(error as Error).message}`,
            location: undefined,
          },
        },
      });
      return;
    } finally {
      URL.revokeObjectURL(turfScript);
    }
  }
  post({ type: 'started', id });
  post({ type: 'done', id, outcome: executeExample(code, self.turf) });
}

// The frame's one message: the port to the page. An example that replaces `self.onmessage`
// afterwards changes nothing, since runs arrive on the port.
self.onmessage = (event: MessageEvent<WorkerConnect>) => {
  if (toPage || event.data?.type !== 'connect' || !event.ports[0]) return;
  toPage = event.ports[0];
  toPage.onmessage = (message: MessageEvent<RunRequest>) => run(message.data);
};
