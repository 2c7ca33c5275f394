/**
 * Issue 31's delivery prototype: the site as one Docusaurus build per docs version instead of
 * one build of all of them. The current version is built with the blog and the site's pages,
 * every other version alone (`DOCS_ONLY_VERSIONS`, Docusaurus's `onlyIncludeVersions`), each
 * without the delivery plugins that only exist for a route table of every version; the outputs
 * are merged under the same paths and finished as `npm run build` finishes its own.
 *
 *   npx tsx bench/split-builds.ts [rounds]      (or --once DIR: the split design alone)
 * builds both designs from nothing in turn (single, split, single, split...), prints wall time and
 * peak memory, and leaves bench/.split/single and bench/.split/per-version for
 * `npx tsx bench/compare-builds.ts 5 --pages=... single=bench/.split/single split=bench/.split/per-version`.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

import { currentVersion, docsVersions } from '../src/data/versions';
import { finishBuild } from '../scripts/finish-build.mjs';
import { removeBuildState, timedBuild, timedCommand, type BuildRun } from './build';
import { median } from './stats';

/**
 * The delivery plugins that exist for a route table holding every version (dependency-patches/README.md),
 * off in each part; `SPLIT_DELIVERY_OFF` names others (e.g. "route-data,chunk-names" keeps lazy route components).
 */
const routeTablePlugins = process.env.SPLIT_DELIVERY_OFF ?? 'route-data,lazy-route-components,chunk-names';

/** Builds every version on its own into parts/, merges them into `outDir`, finishes it. */
export async function splitBuild(outDir: string): Promise<{ total: BuildRun; parts: Record<string, BuildRun> }> {
  const started = performance.now();
  const partsDir = `${outDir}.parts`;
  rmSync(outDir, { recursive: true, force: true });
  rmSync(partsDir, { recursive: true, force: true });
  const ordered = [currentVersion, ...docsVersions.filter((version) => version !== currentVersion)];
  const parts: Record<string, BuildRun> = {};
  for (const version of ordered) {
    const partDir = path.join(partsDir, version.name);
    parts[version.name] = await timedCommand(
      process.execPath,
      ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', '--out-dir', partDir],
      { DOCS_ONLY_VERSIONS: version.name, DELIVERY_OFF: routeTablePlugins },
    );
    if (version === currentVersion) {
      cpSync(partDir, outDir, { recursive: true });
      continue;
    }
    cpSync(path.join(partDir, version.path), path.join(outDir, version.path), { recursive: true });
    // Hashed file names: a chunk two builds share is the same file.
    cpSync(path.join(partDir, 'assets'), path.join(outDir, 'assets'), { recursive: true, force: false });
    mkdirSync(path.join(outDir, 'search-index'), { recursive: true });
    for (const file of readdirSync(path.join(partDir, 'search-index')))
      cpSync(path.join(partDir, 'search-index', file), path.join(outDir, 'search-index', file), { force: false });
  }
  await finishBuild(outDir, process.env);
  rmSync(partsDir, { recursive: true, force: true });
  const seconds = (performance.now() - started) / 1000;
  const peakMemoryMB = Math.max(...Object.values(parts).map((part) => part.peakMemoryMB));
  return { total: { seconds, peakMemoryMB }, parts };
}

async function compareColdBuilds(rounds: number): Promise<void> {
  const runs: Record<'single' | 'split', BuildRun[]> = { single: [], split: [] };
  for (let round = 1; round <= rounds; round++) {
    removeBuildState();
    const single = await timedBuild(['--out-dir', 'bench/.split/single']);
    runs.single.push(single);
    console.log(`[split] round ${round}: single build ${single.seconds.toFixed(0)} s, ${single.peakMemoryMB.toFixed(0)} MB`);
    removeBuildState();
    const split = await splitBuild('bench/.split/per-version');
    runs.split.push(split.total);
    const parts = Object.entries(split.parts)
      .map(([name, part]) => `${name} ${part.seconds.toFixed(0)} s`)
      .join(', ');
    console.log(
      `[split] round ${round}: per-version builds ${split.total.seconds.toFixed(0)} s (${parts}), ${split.total.peakMemoryMB.toFixed(0)} MB`,
    );
  }
  for (const design of ['single', 'split'] as const)
    console.log(
      `[split] ${design}: cold build median ${median(runs[design].map((run) => run.seconds)).toFixed(0)} s, peak memory median ${median(runs[design].map((run) => run.peakMemoryMB)).toFixed(0)} MB`,
    );
  if (!existsSync('build')) console.log('(build/ is gone: run npm run build before the tests)');
}

if (process.argv[1]?.endsWith('split-builds.ts')) {
  // `--once DIR`: the split design alone, built into DIR (for compare-builds.ts).
  if (process.argv[2] === '--once') void splitBuild(process.argv[3] ?? 'bench/.split/per-version');
  else void compareColdBuilds(Number(process.argv[2] ?? 2));
}
