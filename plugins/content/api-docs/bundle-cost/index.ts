/**
 * Bundle costs, cached by key. A version is measured while the next one's JSDoc is read: that keeps
 * one core busy with JavaScript, while esbuild (Go) and the compressors (libuv threads) use the others.
 */
import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { version as esbuildVersion } from 'esbuild';

import type { VersionModel } from '../model/types';
import { bundleCostKey, readCachedCost, writeCachedCost } from './cache';
import { createCompressor } from './compress';
import { measureVersion } from './measureVersion';
import type { MeasuredImport, VersionBundleCost } from './types';

export const bundleCostDir = '.generated/bundle-cost';

export interface BundleCostVersion {
  readonly versionName: string;
  readonly versionLabel: string;
  readonly turfVersion: string;
  /** `turf-installs/7.2.0`. */
  readonly installDir: string;
}

export interface BundleCostOptions {
  readonly siteDir: string;
  readonly cacheDir: string;
  readonly log: (message: string) => void;
}

/** Internal helpers are not something a reader imports. */
export function measuredImports(model: VersionModel): MeasuredImport[] {
  return model.functions
    .filter((fn) => !fn.internal)
    .map((fn) => ({ name: fn.name, exportName: fn.exportName, packageName: fn.packageName, importStyle: fn.importStyle }));
}

export const cacheFile = (siteDir: string, cacheDir: string, versionName: string): string => join(siteDir, cacheDir, `${versionName}.json`);

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

export interface BundleCostMeasurer {
  measure(version: BundleCostVersion, model: VersionModel): Promise<VersionBundleCost>;
  /** Every model is read, so the measurement may use every core. */
  finish(): Promise<Map<string, VersionBundleCost>>;
}

export function startBundleCosts(options: BundleCostOptions): BundleCostMeasurer {
  const { siteDir, log } = options;
  const started = performance.now();
  const cores = availableParallelism();
  // A core stays with the JavaScript thread while models are still read.
  const compress = createCompressor(Math.max(1, cores - 1));
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(job: () => Promise<T>): Promise<T> => {
    const run = queue.then(job);
    queue = run.catch(() => undefined);
    return run;
  };
  const pending: Promise<VersionBundleCost>[] = [];
  let measuredCount = 0;

  const measure = async (version: BundleCostVersion, model: VersionModel): Promise<VersionBundleCost> => {
    const imports = measuredImports(model);
    const key = bundleCostKey({ esbuildVersion, lockfile: readFileSync(join(siteDir, version.installDir, 'package-lock.json')), imports });
    const file = cacheFile(siteDir, options.cacheDir, version.versionName);
    const cached = readCachedCost(file, key, imports);
    if (cached) {
      log(`${version.versionLabel}: bundle cost of ${imports.length} functions from the cache (${imports.length} cached)`);
      return cached;
    }
    const versionStart = performance.now();
    const measured = await measureVersion({ siteDir, installDir: version.installDir, imports, compress, oneAtATime });
    const cost: VersionBundleCost = {
      schema: 1,
      key,
      versionName: version.versionName,
      turfVersion: version.turfVersion,
      measuredInMs: Math.round(performance.now() - versionStart),
      ...measured,
    };
    writeCachedCost(file, cost);
    measuredCount += 1;
    const note =
      measured.turf.kind === 'tree-shaken'
        ? ''
        : measured.turf.kind === 'not-tree-shaken'
          ? '; esbuild does not tree-shake its @turf/turf'
          : `; every @turf/turf import bundled (${measured.turf.reason})`;
    log(`${version.versionLabel}: bundle cost of ${imports.length} functions measured in ${seconds(cost.measuredInMs)} (0 cached)${note}`);
    return cost;
  };

  return {
    measure(version, model) {
      const cost = measure(version, model);
      pending.push(cost);
      // Rejections surface from finish(); an early one must not be reported as unhandled.
      cost.catch(() => undefined);
      return cost;
    },
    async finish() {
      compress.setLimit(cores);
      const waitStart = performance.now();
      const costs = await Promise.all(pending);
      const after = seconds(performance.now() - waitStart);
      log(
        measuredCount === 0
          ? `bundle cost: all ${costs.length} versions from the cache, ${after} after the last model was read`
          : `bundle cost: ${measuredCount} of ${costs.length} versions measured in ${seconds(performance.now() - started)}, ${after} of it after the last model was read`,
      );
      return new Map(costs.map((cost) => [cost.versionName, cost]));
    },
  };
}

export async function measureBundleCosts(
  options: BundleCostOptions & { readonly versions: readonly BundleCostVersion[]; readonly models: readonly VersionModel[] },
): Promise<Map<string, VersionBundleCost>> {
  const measurer = startBundleCosts(options);
  options.versions.forEach((version, index) => void measurer.measure(version, options.models[index]!));
  return measurer.finish();
}
