import type { FunctionBundleCost } from '../bundle-cost/types';
import type { HistoryEntry } from '../model/history';
import type { VersionModel } from '../model/types';
import type { FunctionTasks } from '../../../../src/data/functionTasks';
import type { LinkContext } from './typeLinks';

export interface PageContext {
  readonly model: VersionModel;
  readonly links: LinkContext;
  history(functionName: string): readonly HistoryEntry[];
  /** null for internal helpers, which are not measured. */
  bundleCost(functionName: string): FunctionBundleCost | null;
  /** Its "Use it to" lines; throws when it has none. */
  tasks(functionName: string): FunctionTasks;
}
