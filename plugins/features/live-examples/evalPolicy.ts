/**
 * Where pages may evaluate strings as code ('unsafe-eval' in their Content-Security-Policy).
 *
 * No code of the site does. Turf 6.5.0's browser bundle does as it loads: rbush compiles its
 * comparators and robust-predicates generates its arithmetic with `new Function`. The browser
 * console's `turf` (consoleTurf.ts) loads the bundle of the version a docs page documents, so the
 * pages of the docs versions that run such a bundle allow it, and no other page does. Examples
 * run in the sandbox frame, whose own policy allows it for every Turf.
 *
 * Read by the headers writer (scripts/write-host-headers.mjs) and by consoleTurf.ts, which must
 * not load such a bundle into a page whose policy forbids it (it finds the policy's docs version
 * with the same longest-path match the header rules make).
 */
import { docsVersions } from '../../../src/data/versions';

/** Turf releases whose `turf.min.js` calls `new Function` as it loads (tests/browser/console-turf.test.ts checks each). */
export const turfBundlesThatEvaluateStrings: ReadonlySet<string> = new Set(['6.5.0']);

/** Site paths (no base URL) of the docs versions whose pages allow 'unsafe-eval'. */
export const docsPathsAllowingEval: readonly string[] = docsVersions
  .filter((version) => turfBundlesThatEvaluateStrings.has(version.turfVersion))
  .map((version) => version.path);
