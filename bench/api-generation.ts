/**
 * Benchmark: API generation for all docs versions (read JSDoc, build models, write pages),
 * several runs in fresh processes, reported as the median. Page counts per version come along.
 */
import { execFileSync } from 'node:child_process';
import { median } from './stats';

export interface ApiGenerationResult {
  readonly runs: readonly number[];
  readonly medianSeconds: number;
  readonly pagesPerVersion: Readonly<Record<string, number>>;
}

export function benchApiGeneration(runs = 3): ApiGenerationResult {
  const times: number[] = [];
  let pagesPerVersion: Record<string, number> = {};
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    // A fresh process each time: the same work `npm run build` starts with.
    const output = execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'plugins/content/api-docs/cli.ts', '--force'], {
      encoding: 'utf8',
    });
    times.push((performance.now() - started) / 1000);
    pagesPerVersion = Object.fromEntries(
      [...output.matchAll(/^\[api-docs\] (\S+): (\d+) pages/gm)].map((match) => [match[1]!, Number(match[2])]),
    );
  }
  return { runs: times, medianSeconds: median(times), pagesPerVersion };
}
