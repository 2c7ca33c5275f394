/**
 * The inputs a reader can move, across every map example of every docs version: at least 80% of
 * map examples have some (the target; the share is printed), and moving the first vertex
 * of each puts it where it was moved and leaves an example that still runs and draws.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { executeExample } from '../../plugins/features/live-examples/runner/execute';
import { seedMathRandom } from './seededRandom';
import { findMovableInputs } from '../../plugins/features/live-examples/editing/movableInputs';
import { moveVertex } from '../../plugins/features/live-examples/editing/moveVertex';
import { drawsOnMap } from '../../plugins/content/api-docs/pages/examplesSection';
import { knownExampleFailure } from '../../src/data/exampleKnownFailures';
import { installFolder } from '../../turf-installs/releases';
import { generatorVersions, modelDir } from '../../plugins/content/api-docs/index';
import type { VersionModel } from '../../plugins/content/api-docs/model/types';

const require = createRequire(__filename);
seedMathRandom();

describe('map examples whose inputs a reader can move', () => {
  for (const version of generatorVersions()) {
    it(`${version.versionLabel} (Turf ${version.turfVersion})`, (t) => {
      const file = join(modelDir, `${version.versionName}.json`);
      assert.ok(existsSync(file), `${file} is missing: run \`npm run build\` (it generates the API model)`);
      const model = JSON.parse(readFileSync(file, 'utf8')) as VersionModel;
      const turf = require(join(process.cwd(), installFolder(version.turfVersion), 'node_modules/@turf/turf/turf.min.js'));
      let mapExamples = 0;
      const movable: string[] = [];
      const broken: string[] = [];
      for (const fn of model.functions) {
        fn.examples.forEach((example, index) => {
          if (!drawsOnMap(example)) return;
          mapExamples++;
          const inputs = findMovableInputs(example);
          if (inputs.length === 0) return;
          movable.push(fn.name);
          const vertex = inputs[0]!.vertices[0]!;
          const [lng, lat] = vertex.lngLat;
          const moved = moveVertex(example, vertex, [lng + 0.01, lat - 0.01], 5);
          assert.deepEqual(findMovableInputs(moved)[0]!.vertices[0]!.lngLat, [lng + 0.01, lat - 0.01].map((value) => Number(value.toFixed(5))));
          if (knownExampleFailure(version.turfVersion, fn.name, index)) return;
          const outcome = executeExample(moved, turf);
          if (!outcome.ok) broken.push(`${fn.name} example ${index + 1}: ${outcome.error.name}: ${outcome.error.message}`);
          else if (outcome.map.layers.length === 0) broken.push(`${fn.name} example ${index + 1}: draws nothing once moved`);
        });
      }
      const share = movable.length / mapExamples;
      t.diagnostic(`${movable.length} of ${mapExamples} map examples (${(share * 100).toFixed(1)}%) have inputs to move`);
      assert.ok(share >= 0.8, `only ${movable.length} of ${mapExamples} map examples have movable inputs`);
      assert.deepEqual(broken, [], 'examples that stop running when a vertex moves');
    });
  }
});
