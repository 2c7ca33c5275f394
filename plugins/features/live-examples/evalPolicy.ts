/**
 * Which pages allow 'unsafe-eval': Turf 6.5.0's bundle compiles code with `new Function` as it loads
 * (rbush, robust-predicates), and the console's `turf` loads the bundle of the page's docs version.
 */
import { docsVersions } from '../../../src/data/versions';

/** tests/browser/console-turf.test.ts checks each. */
export const turfBundlesThatEvaluateStrings: ReadonlySet<string> = new Set(['6.5.0']);

/** No base URL. */
export const docsPathsAllowingEval: readonly string[] = docsVersions
  .filter((version) => turfBundlesThatEvaluateStrings.has(version.turfVersion))
  .map((version) => version.path);
