/**
 * Messages between the page, the sandbox frame and its workers; each worker has its own port to the
 * page. The page fetches the scripts and sends them as Blobs: an opaque origin's requests skip the
 * HTTP cache (transient network isolation key), so the frame downloaded them on every page load.
 */
import type { ExampleOutcome } from './execute';

export const frameReady = 'turf-example-frame:ready';

/** Transfers the control port. */
export interface FrameConnect {
  readonly type: 'turf-example-frame:connect';
}

export type PageToFrame =
  | { readonly type: 'start-worker'; readonly workerId: number; readonly script: Blob }
  | { readonly type: 'stop-worker'; readonly workerId: number }
  | { readonly type: 'ping'; readonly seq: number };

export type FrameToPage =
  | { readonly type: 'pong'; readonly seq: number }
  /** Outside any example's code (its script did not load, say). */
  | { readonly type: 'worker-error'; readonly workerId: number; readonly message: string };

export interface WorkerConnect {
  readonly type: 'connect';
}

export interface RunRequest {
  readonly id: number;
  /** One worker serves one URL. */
  readonly turfUrl: string;
  /** Until the worker has loaded it: posting a Blob to another process costs the page a few milliseconds per run. */
  readonly turf: Blob | undefined;
  readonly code: string;
}

export type WorkerMessage =
  /** Turf is loaded: the run's time limit starts here. */
  { readonly type: 'started'; readonly id: number } | { readonly type: 'done'; readonly id: number; readonly outcome: ExampleOutcome };
