/**
 * The Web Worker examples run in: off the frame's main thread, so the frame still answers the page
 * while an example loops, and without a DOM.
 */
/// <reference lib="webworker" />
import { executeExample } from './execute';
import type { RunRequest, WorkerConnect, WorkerMessage } from './protocol';

declare const self: DedicatedWorkerGlobalScope & { turf?: unknown };

let loadedTurfUrl: string | undefined;

/** Kept in this module, where examples cannot reach it. */
let toPage: MessagePort | undefined;

const networkAccess = 'they run on Turf alone, without network access';
const runnerChannel = 'the worker reports to the page for them, from what they return and addToMap';

/**
 * A message an example posted could pose as a run's outcome (a malformed one crashed the page), and
 * an example that closed the worker left the next run waiting.
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

/** Chromium keeps `fetch` and `importScripts` on `WorkerGlobalScope.prototype`, reachable through the chain. */
function holderOf(name: string): object {
  for (let holder: object | null = self; holder; holder = Object.getPrototypeOf(holder)) {
    if (Object.prototype.hasOwnProperty.call(holder, name)) return holder;
  }
  return self;
}

/** Only once Turf is in, since the worker loads it with importScripts. */
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
    if (!turf) {
      post({
        type: 'done',
        id,
        outcome: { ok: false, error: { name: 'Error', message: 'Turf was not sent to the example runner.', location: undefined } },
      });
      return;
    }
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

// An example that replaces `self.onmessage` afterwards changes nothing: runs arrive on the port.
self.onmessage = (event: MessageEvent<WorkerConnect>) => {
  if (toPage || event.data?.type !== 'connect' || !event.ports[0]) return;
  toPage = event.ports[0];
  toPage.onmessage = (message: MessageEvent<RunRequest>) => run(message.data);
};
