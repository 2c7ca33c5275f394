/**
 * Messages between the page, the sandbox frame and the example workers the frame hosts.
 *
 * The page talks to the frame over a control port (start and stop workers, liveness pings) and
 * to each worker over a port of its own, handed to the worker through the frame, so that runs
 * and their outcomes go straight between the page and the worker.
 *
 * The page fetches the scripts the frame and its workers run (the worker bundle, Turf) and sends
 * them as Blobs. Requests of an opaque origin do not use the HTTP cache (their network isolation
 * key is transient), so the frame fetching them itself downloaded them in full on every page load.
 */
import type { ExampleOutcome } from './execute';

/** Posted by the frame to its parent window once its script runs: the page answers with `FrameConnect`. */
export const frameReady = 'turf-example-frame:ready';

/** Posted by the page to the frame's window, with the control port as its one transferred port. */
export interface FrameConnect {
  readonly type: 'turf-example-frame:connect';
}

export type PageToFrame =
  /**
   * Starts a worker from `script` (the runner's worker bundle, fetched by the page), handing it
   * the port transferred with this message.
   */
  | { readonly type: 'start-worker'; readonly workerId: number; readonly script: Blob }
  | { readonly type: 'stop-worker'; readonly workerId: number }
  | { readonly type: 'ping'; readonly seq: number };

export type FrameToPage =
  | { readonly type: 'pong'; readonly seq: number }
  /** A worker failed outside any example's code (its script did not load, say). */
  | { readonly type: 'worker-error'; readonly workerId: number; readonly message: string };

/** The first message a worker receives, from the frame, with its port to the page. */
export interface WorkerConnect {
  readonly type: 'connect';
}

export interface RunRequest {
  readonly id: number;
  /** Absolute URL of the Turf bundle the example runs on; one worker serves one URL. */
  readonly turfUrl: string;
  /** That bundle, fetched by the page: loaded by the worker on its first run. */
  readonly turf: Blob;
  readonly code: string;
}

export type WorkerMessage =
  /** Turf is loaded and the example's code starts now: its time limit starts here. */
  { readonly type: 'started'; readonly id: number } | { readonly type: 'done'; readonly id: number; readonly outcome: ExampleOutcome };
