/**
 * The bundle cost figures the build measured (`.generated/bundle-cost/{version}.json`, made with
 * esbuild by plugins/content/api-docs/bundle-cost/), checked on a sample of functions of every size
 * against a second, independent method: Rollup with @rollup/plugin-node-resolve and
 * @rollup/plugin-commonjs, minified by terser, resolved from the same exact install. Gzip sizes
 * must agree within 10%, or 300 bytes for the smallest bundles: terser folds constants and drops
 * unused literal tables that esbuild's minifier keeps (the `factors` table of @turf/helpers, the
 * error bounds of robust-predicates), a fixed 100-250 bytes of gzip that is more than 10% of a
 * 1-2 KB bundle (kinks, booleanPointInPolygon) and nothing of a larger one.
 *
 * It also checks the measurement's one inference: where a release's `@turf/turf` is tree-shaken,
 * the build takes each function's `@turf/turf` figure from its package bundle (bundle-cost/turfImport.ts);
 * here esbuild bundles the sample through `@turf/turf` for real.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { build, version as esbuildVersion } from 'esbuild';
import { rollup, type RollupCache } from 'rollup';
import { minify } from 'terser';

import { generatorVersions, modelDir } from '../../plugins/content/api-docs/index';
import { bundleCostDir, cacheFile, measuredImports } from '../../plugins/content/api-docs/bundle-cost/index';
import { bundleCostKey, isValidCost } from '../../plugins/content/api-docs/bundle-cost/cache';
import { entryPoint, packageEntry, turfEntry, virtualEntries } from '../../plugins/content/api-docs/bundle-cost/entries';
import { bundleCostMethod } from '../../plugins/content/api-docs/bundle-cost/method';
import type { MeasuredImport, VersionBundleCost } from '../../plugins/content/api-docs/bundle-cost/types';
import { differsMeaningfully, functionBundleCost } from '../../plugins/content/api-docs/bundle-cost/view';
import type { VersionModel } from '../../plugins/content/api-docs/model/types';

const siteDir = resolve(__dirname, '../..');
const tolerance = 0.1;
const toleranceFloorBytes = 300;

/** Releases whose `@turf/turf` esbuild does not tree-shake (it keeps the CommonJS `require`s of unused packages); rollup does. */
const notTreeShakenByEsbuild = new Set(['6.5.0']);

/** Functions from about 1 KB to about 70 KB gzip, with the dependencies that make them heavy (robust-predicates, polyclip-ts, d3-voronoi, jsts). */
const sample: Readonly<Record<string, readonly string[]>> = {
  '7.2.0': ['along', 'distance', 'bbox', 'booleanPointInPolygon', 'kinks', 'voronoi', 'union', 'intersect', 'buffer'],
  '6.5.0': ['along'],
};

interface Measured {
  readonly minified: number;
  readonly gzip: number;
}

const gzip = (code: string | Uint8Array): number => gzipSync(code, { level: bundleCostMethod.gzipLevel }).byteLength;

/**
 * `source` bundled by Rollup for the browser from the install, minified by terser. The entry is a
 * virtual module inside the install's folder, so its imports resolve from there.
 */
async function rollupBundle(installDir: string, source: string, cache: RollupCache | undefined): Promise<Measured & { cache?: RollupCache }> {
  const entryId = join(installDir, '__bundle_cost_entry__.js');
  const bundle = await rollup({
    input: entryId,
    cache,
    plugins: [
      { name: 'entry', resolveId: (id) => (id === entryId ? id : null), load: (id) => (id === entryId ? source : null) },
      nodeResolve({ browser: true, preferBuiltins: false }),
      commonjs(),
    ],
    // Circular imports and `this` at the top of UMD files are the packages' own business.
    onwarn: () => undefined,
  });
  try {
    const { output } = await bundle.generate({ format: 'es' });
    const [chunk] = output;
    const outside = Object.keys(chunk.modules).find((id) => !id.startsWith('\0') && !id.startsWith(`${installDir}/`));
    assert.equal(outside, undefined, `rollup resolved ${outside}, outside ${installDir}`);
    const minified = (await minify(chunk.code, { module: true })).code!;
    return { minified: Buffer.byteLength(minified), gzip: gzip(minified), cache: bundle.cache };
  } finally {
    await bundle.close();
  }
}

function readCost(version: ReturnType<typeof generatorVersions>[number], imports: readonly MeasuredImport[]): VersionBundleCost {
  const file = cacheFile(siteDir, bundleCostDir, version.versionName);
  assert.ok(existsSync(file), `${file} is missing: run \`npm run build\` (or \`npm run api:generate\`), which measures it`);
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const key = bundleCostKey({ esbuildVersion, lockfile: readFileSync(join(siteDir, dirname(version.nodeModules), 'package-lock.json')), imports });
  assert.ok(isValidCost(value, key, imports), `${file} is stale or incomplete for the current installs and esbuild: run \`npm run build\` again`);
  return value;
}

const within = (actual: number, expected: number) => Math.abs(actual - expected) <= Math.max(tolerance * expected, toleranceFloorBytes);
const percent = (actual: number, expected: number) => `${(((actual - expected) / expected) * 100).toFixed(1)}%`;

for (const version of generatorVersions().filter((candidate) => sample[candidate.versionName])) {
  const installDir = join(siteDir, dirname(version.nodeModules));
  describe(`bundle cost of Turf ${version.turfVersion} (${version.versionLabel})`, () => {
    let cost: VersionBundleCost;
    let imports: Map<string, MeasuredImport>;
    let rollupCache: RollupCache | undefined;
    const deviations: string[] = [];

    before(() => {
      const file = join(siteDir, modelDir, `${version.versionName}.json`);
      assert.ok(existsSync(file), `${file} is missing: run \`npm run build\` (it generates the API model)`);
      const list = measuredImports(JSON.parse(readFileSync(file, 'utf8')) as VersionModel);
      imports = new Map(list.map((fn) => [fn.name, fn]));
      cost = readCost(version, list);
    });

    for (const name of sample[version.versionName]!) {
      it(`${name}: rollup and terser agree with the build's figure within 10% or 300 bytes (gzip)`, async () => {
        const shown = functionBundleCost(cost, name);
        assert.ok(shown, `${name} was not measured`);
        const fn = imports.get(name)!;
        if (shown.turf) {
          const rolled = await rollupBundle(installDir, turfEntry(fn), rollupCache);
          rollupCache = rolled.cache;
          deviations.push(`${name} ${percent(rolled.gzip, shown.turf.gzip)}`);
          assert.ok(
            within(rolled.gzip, shown.turf.gzip),
            `${name} from @turf/turf: rollup ${rolled.gzip} B gzip, the build ${shown.turf.gzip} B (${percent(rolled.gzip, shown.turf.gzip)})`,
          );
        }
        if (shown.standalone) {
          const rolled = await rollupBundle(installDir, packageEntry(fn), rollupCache);
          rollupCache = rolled.cache;
          deviations.push(`${name} (${fn.packageName}) ${percent(rolled.gzip, shown.standalone.gzip)}`);
          assert.ok(
            within(rolled.gzip, shown.standalone.gzip),
            `${name} from ${fn.packageName}: rollup ${rolled.gzip} B gzip, the build ${shown.standalone.gzip} B (${percent(rolled.gzip, shown.standalone.gzip)})`,
          );
        }
      });
    }

    it('esbuild through @turf/turf gives the figure the build derived for it', async () => {
      const names = sample[version.versionName]!;
      const modules = new Map(names.map((name) => [`turf/${name}`, turfEntry(imports.get(name)!)]));
      const result = await build({
        ...bundleCostMethod.esbuild,
        entryPoints: [...modules.keys()].map((name) => ({ in: entryPoint(name), out: name })),
        outdir: 'bundle-cost-test',
        write: false,
        absWorkingDir: siteDir,
        logLevel: 'silent',
        plugins: [virtualEntries(modules, installDir)],
      });
      for (const name of names) {
        const output = result.outputFiles.find((file) => file.path.endsWith(`/turf/${name}.js`))!;
        const real = { minified: output.contents.byteLength, gzip: gzip(output.contents), brotli: 1 };
        const shown = functionBundleCost(cost, name)!;
        if (shown.turf) {
          assert.ok(
            !differsMeaningfully(shown.turf, real),
            `${name}: esbuild through @turf/turf gives ${real.gzip} B gzip, the build shows ${shown.turf.gzip} B`,
          );
        } else {
          // Not tree-shaken: the real bundle lies in the range the page gives for any function (1% for module order).
          const { lightest, heaviest } = shown.wholeLibrary!;
          assert.ok(
            real.gzip >= lightest.gzip * 0.99 && real.gzip <= heaviest.gzip * 1.01,
            `${name}: esbuild through @turf/turf gives ${real.gzip} B gzip, outside the range ${lightest.gzip}-${heaviest.gzip} B`,
          );
        }
      }
    });

    if (notTreeShakenByEsbuild.has(version.turfVersion)) {
      it('@turf/turf 6.5.0 is not tree-shaken by esbuild, but is by rollup: the pages say esbuild', async () => {
        assert.equal(cost.turf.kind, 'not-tree-shaken', 'esbuild now tree-shakes @turf/turf 6.5.0: update this test and enjoy');
        const fn = imports.get('along')!;
        const rolled = await rollupBundle(installDir, turfEntry(fn), rollupCache);
        const { lightest } = functionBundleCost(cost, 'along')!.wholeLibrary!;
        assert.ok(
          rolled.gzip * 10 < lightest.gzip,
          `rollup: along from @turf/turf is ${rolled.gzip} B gzip, esbuild at least ${lightest.gzip} B: they no longer differ this much`,
        );
      });
    }

    it('reports how far rollup is from the build', () => {
      // Informational: the deviation of each sample, for the record of a run.
      console.log(`[bundle-cost] ${version.turfVersion}: rollup vs esbuild gzip: ${deviations.join(', ')}`);
    });
  });
}
