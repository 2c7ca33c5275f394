/**
 * `npx tsx bench/compare-cold-builds.ts <commit> [rounds]`: the cold build (bench/build.ts: no
 * caches, no generated files, no output) of an earlier commit against this checkout, interleaved
 * (A, B, A, B...) so that both meet the same machine load. The commit is checked out in a git
 * worktree beside this one with hard-linked copies of its node_modules and Turf installs (the same packages), so
 * only the code differs. Prints each run and the medians; leaves this checkout freshly built.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { removeBuildState, timedBuild } from './build';
import { median } from './stats';

const [commit, roundsArgument] = process.argv.slice(2);
if (!commit) throw new Error('Name the commit to compare with: npx tsx bench/compare-cold-builds.ts <commit> [rounds]');
const rounds = Number(roundsArgument ?? 2);
const here = process.cwd();
const baseline = path.join('/tmp', `cold-build-${commit}`);

if (!existsSync(baseline)) execFileSync('git', ['worktree', 'add', '--detach', baseline, commit], { stdio: 'inherit' });
// node_modules and the Turf installs as hard links, not symlinks: the API generator and the
// dependency patches (dependency-patches/) match packages by their real paths inside the checkout.
const linkCopy = (relative: string) => {
  const target = path.join(baseline, relative);
  if (existsSync(relative) && !existsSync(target)) execFileSync('cp', ['-al', relative, target]);
};
linkCopy('node_modules');
for (const release of readdirSync('turf-installs', { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
  linkCopy(path.join('turf-installs', release.name, 'node_modules'));
}

async function main(): Promise<void> {
  const runs: Record<'A' | 'B', number[]> = { A: [], B: [] };
  for (let round = 1; round <= rounds; round++) {
    for (const [name, dir] of [
      ['A', baseline],
      ['B', here],
    ] as const) {
      removeBuildState(dir);
      const { seconds } = await timedBuild([], {}, dir);
      runs[name].push(seconds);
      console.log(`round ${round} ${name} (${name === 'A' ? commit : 'this checkout'}): ${seconds.toFixed(1)} s`);
    }
  }
  const [a, b] = [median(runs.A), median(runs.B)];
  console.log(
    `cold build, median of ${rounds}: A ${a.toFixed(1)} s, B ${b.toFixed(1)} s, B - A ${(b - a).toFixed(1)} s (${((b / a - 1) * 100).toFixed(1)} %)`,
  );
}

void main();
