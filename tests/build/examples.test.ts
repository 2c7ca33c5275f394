/**
 * Every example of every docs version, run through the same code as the site's example worker
 * (`executeExample`) on that version's own browser bundle of Turf. Failures fail the test with
 * the function and the error, except the ones listed, with their reason, in
 * src/data/exampleKnownFailures.ts; a listed failure that starts to pass fails the test too.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { docsVersions } from '../../src/data/versions';
import { knownExampleFailure, knownExampleFailures } from '../../src/data/exampleKnownFailures';
import { executeExample } from '../../plugins/features/live-examples/runner/execute';
import { seedMathRandom } from './seededRandom';
import { installFolder } from '../../turf-installs/releases';
import { generatorVersions, modelDir } from '../../plugins/content/api-docs/index';
import type { VersionModel } from '../../plugins/content/api-docs/model/types';

const require = createRequire(__filename);
seedMathRandom();

/**
 * A Math.random that gives the same numbers for the same seed (mulberry32). Some examples draw
 * random inputs, and Turf 6.5.0's isolines, given some random grids, allocates without bound
 * (about one run of this file in thirteen, out of memory after 4 GB): the page's worker contains
 * that, a test in Node cannot. Each example gets numbers from its own seed, so every run is alike.
 */
function seededRandom(seedText: string): () => number {
  let state = [...seedText].reduce((hash, character) => Math.imul(hash ^ character.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('every example runs on its own Turf version', () => {
  for (const version of generatorVersions()) {
    it(`${version.versionLabel} (Turf ${version.turfVersion})`, (t) => {
      // The model the build generated the pages from.
      const file = join(modelDir, `${version.versionName}.json`);
      assert.ok(existsSync(file), `${file} is missing: run \`npm run build\` (it generates the API model)`);
      const model = JSON.parse(readFileSync(file, 'utf8')) as VersionModel;
      // The browser bundle is UMD: in Node it exports what the page gets as the global `turf`.
      const turf = require(join(process.cwd(), installFolder(version.turfVersion), 'node_modules/@turf/turf/turf.min.js'));
      const entries = [...model.functions, ...model.typedefs, ...model.constants];
      let clean = 0;
      let drawn = 0;
      const unexpected: string[] = [];
      const known: string[] = [];
      for (const entry of entries) {
        ('examples' in entry ? entry.examples : []).forEach((example: string, index: number) => {
          const random = Math.random;
          Math.random = seededRandom(`${version.turfVersion} ${entry.name} ${index}`);
          let outcome: ReturnType<typeof executeExample>;
          try {
            outcome = executeExample(example, turf);
          } finally {
            Math.random = random;
          }
          const expected = knownExampleFailure(version.turfVersion, entry.name, index);
          if (outcome.ok) {
            clean++;
            if (outcome.map.layers.length > 0) drawn++;
            if (expected) unexpected.push(`${entry.name} example ${index + 1} is listed as failing but now runs: remove it from src/data/exampleKnownFailures.ts`);
          } else if (expected && outcome.error.message.includes(expected.message)) {
            known.push(`${entry.name}: ${outcome.error.message}`);
          } else {
            const line = outcome.error.location ? ` (line ${outcome.error.location.line})` : '';
            unexpected.push(`${entry.name} example ${index + 1}: ${outcome.error.name}: ${outcome.error.message}${line}`);
          }
        });
      }
      t.diagnostic(`${clean} examples ran cleanly (${drawn} drew on the map), ${known.length} known failures${known.length ? `: ${known.join('; ')}` : ''}`);
      assert.deepEqual(unexpected, []);
      assert.ok(clean > 140, `only ${clean} examples ran`);
    });
  }

  it('lists known failures only for docs versions', () => {
    const turfVersions = new Set(docsVersions.map((version) => version.turfVersion));
    for (const failure of knownExampleFailures) {
      for (const turfVersion of failure.turfVersions) assert.ok(turfVersions.has(turfVersion), `${failure.functionName}: ${turfVersion}`);
    }
  });
});
