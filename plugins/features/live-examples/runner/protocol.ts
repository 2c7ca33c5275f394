/** Messages between the page and an example worker. */
import type { ExampleOutcome } from './execute';

export interface RunRequest {
  readonly id: number;
  /** Absolute URL of the Turf bundle the example runs on; one worker serves one URL. */
  readonly turfUrl: string;
  readonly code: string;
}

export type WorkerMessage =
  /** Turf is loaded and the example's code starts now: its time limit starts here. */
  { readonly type: 'started'; readonly id: number } | { readonly type: 'done'; readonly id: number; readonly outcome: ExampleOutcome };
