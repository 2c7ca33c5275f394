/**
 * The Web Worker examples run in: off the page's main thread, so a slow or endless example
 * never freezes the page (the page terminates the worker after the time limit), and with no
 * DOM, so an example cannot touch the page.
 */
/// <reference lib="webworker" />
import { executeExample } from './execute';
import type { RunRequest, WorkerMessage } from './protocol';

declare const self: DedicatedWorkerGlobalScope & { turf?: unknown };

let loadedTurfUrl: string | undefined;

/**
 * The runner's own channel to the page, kept before any example runs: examples cannot use
 * `postMessage` (see `refused`), the runner still must.
 */
const postToPage = self.postMessage.bind(self);

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
  postToPage(message);
}

self.onmessage = (event: MessageEvent<RunRequest>) => {
  const { id, turfUrl, code } = event.data;
  if (loadedTurfUrl === undefined) {
    try {
      self.importScripts(turfUrl);
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
    }
  }
  post({ type: 'started', id });
  post({ type: 'done', id, outcome: executeExample(code, self.turf) });
};
