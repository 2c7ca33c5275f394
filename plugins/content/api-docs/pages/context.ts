import type { FunctionBundleCost } from '../bundle-cost/types';
import type { HistoryEntry } from '../model/history';
import type { VersionModel } from '../model/types';
import type { LinkContext } from './typeLinks';

/** What every page builder of one version can read. */
export interface PageContext {
  readonly model: VersionModel;
  readonly links: LinkContext;
  /** Signature history of a function across all docs versions. */
  history(functionName: string): readonly HistoryEntry[];
  /** What importing a documented function adds to a browser bundle, or null where it was not measured (internal helpers). */
  bundleCost(functionName: string): FunctionBundleCost | null;
}
