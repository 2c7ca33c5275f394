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

/** Examples compute on Turf alone: loading code or data from anywhere is refused. */
function refuseNetworkAccess(): void {
  const refuse = (what: string) =>
    function refused(): never {
      throw new Error(`Examples cannot use ${what}: they run on Turf alone, without network access.`);
    };
  const blocked: Record<string, string> = {
    importScripts: 'importScripts()',
    fetch: 'fetch()',
    XMLHttpRequest: 'XMLHttpRequest',
    WebSocket: 'WebSocket',
    EventSource: 'EventSource',
    Worker: 'Worker',
  };
  for (const [name, what] of Object.entries(blocked)) {
    Object.defineProperty(self, name, { value: refuse(what), writable: false, configurable: false });
  }
}

function post(message: WorkerMessage): void {
  self.postMessage(message);
}

self.onmessage = (event: MessageEvent<RunRequest>) => {
  const { id, turfUrl, code } = event.data;
  if (loadedTurfUrl === undefined) {
    try {
      self.importScripts(turfUrl);
      loadedTurfUrl = turfUrl;
      refuseNetworkAccess();
    } catch (error) {
      post({
        type: 'done',
        id,
        outcome: { ok: false, error: { name: 'NetworkError', message: `Turf could not be loaded from ${turfUrl}: ${(error as Error).message}`, location: undefined } },
      });
      return;
    }
  }
  post({ type: 'started', id });
  post({ type: 'done', id, outcome: executeExample(code, self.turf) });
};
