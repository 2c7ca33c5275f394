/**
 * What the delivery layer buys (plugins/delivery/switch.ts): the site is built once per variant
 * (every delivery plugin on, all off, or some off through `DELIVERY_OFF`), each build is served,
 * and Lighthouse mobile runs on the same pages in rounds: each round visits every page on every
 * variant in turn (A, B, A, B...), so a busy spell of this shared machine hits all variants
 * alike. The figures are medians over the rounds.
 *
 * `npm run bench` compares "on" with "all off". For one plugin at a time:
 *   npx tsx bench/delivery-each-plugin.ts [rounds]    (each plugin off alone against all on; about an hour)
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { startSite, type Site } from '../tests/browser/harness';
import { deliveryPlugins } from '../plugins/delivery/switch';
import { timedBuild, type BuildRun } from './build';
import { runOnce, type LighthouseRun } from './lighthouse';
import { median } from './stats';

export const deliveryPages = ['/', '/docs/api/along', '/docs/api/booleanPointInPolygon', '/blog', '/playground'] as const;

export interface DeliveryVariant {
  /** A label for the tables, e.g. "on", "all off", "route-data off". */
  readonly name: string;
  /** The `DELIVERY_OFF` value it is built with. */
  readonly off: string;
  /** An existing build of the variant to measure instead of building it (the bench's own build/). */
  readonly buildDir?: string;
}

export const onAndAllOff: readonly DeliveryVariant[] = [
  { name: 'on', off: '' },
  { name: 'all off', off: 'all' },
];

export const eachPluginOff: readonly DeliveryVariant[] = [
  { name: 'on', off: '' },
  ...deliveryPlugins.map((plugin) => ({ name: `${plugin} off`, off: plugin })),
  { name: 'all off', off: 'all' },
];

type Figure = 'performance' | 'tbtMs' | 'lcpMs' | 'cls' | 'scriptBytes';
const figures: readonly Figure[] = ['performance', 'tbtMs', 'lcpMs', 'cls', 'scriptBytes'];

export interface DeliveryFigures {
  rounds: number;
  builds: Record<string, BuildRun>;
  /** variant -> page -> the median of each figure, and every run. */
  lighthouse: Record<string, Record<string, Record<Figure, number> & { runs: LighthouseRun[] }>>;
}

/** The directory each variant is built into (ignored by git), or its existing build. */
const variantDir = (variant: DeliveryVariant) =>
  variant.buildDir ?? path.join('bench', '.delivery-builds', variant.name.replace(/\W+/g, '-'));

export async function benchDelivery(
  variants: readonly DeliveryVariant[],
  rounds: number,
  pages: readonly string[] = deliveryPages,
): Promise<DeliveryFigures> {
  const builds: DeliveryFigures['builds'] = {};
  for (const variant of variants) {
    if (variant.buildDir) continue;
    // BENCH_REUSE_BUILDS=1 keeps a variant's finished build from an earlier run (its build time is then not reported).
    if (process.env.BENCH_REUSE_BUILDS && existsSync(path.join(variantDir(variant), '_headers'))) continue;
    rmSync(variantDir(variant), { recursive: true, force: true });
    console.log(`[delivery] building "${variant.name}" (DELIVERY_OFF=${variant.off || '(empty)'})`);
    builds[variant.name] = await timedBuild(['--out-dir', variantDir(variant)], { DELIVERY_OFF: variant.off });
  }
  const sites = new Map<string, Site>();
  const runs = new Map<string, LighthouseRun[]>();
  try {
    for (const variant of variants) sites.set(variant.name, await startSite(variantDir(variant)));
    for (let round = 1; round <= rounds; round++) {
      console.log(`[delivery] Lighthouse round ${round} of ${rounds}`);
      for (const page of pages) {
        for (const variant of variants) {
          const key = `${variant.name}\n${page}`;
          runs.set(key, [...(runs.get(key) ?? []), await lighthouseWithRetry(new URL(page, sites.get(variant.name)!.baseUrl).href)]);
        }
      }
    }
  } finally {
    for (const site of sites.values()) await site.stop();
  }
  const lighthouse: DeliveryFigures['lighthouse'] = {};
  for (const variant of variants) {
    lighthouse[variant.name] = {};
    for (const page of pages) {
      const all = runs.get(`${variant.name}\n${page}`) ?? [];
      const medians = Object.fromEntries(figures.map((figure) => [figure, median(all.map((run) => run[figure]))])) as Record<
        Figure,
        number
      >;
      lighthouse[variant.name]![page] = { ...medians, runs: all };
    }
  }
  return { rounds, builds, lighthouse };
}

/** A Lighthouse run fails now and then on this shared machine: such a run is reported and replaced, twice at most. */
async function lighthouseWithRetry(url: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { failedAudits: _failed, ...run } = await runOnce(url, 'mobile');
      return run;
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`Lighthouse run on ${url} failed, running it again: ${String(error).split('\n')[0]}`);
    }
  }
}

/** Rows for a table: one per page and variant, with the change from the first variant ("on" in the delivery runs). */
export function deliveryRows(result: DeliveryFigures): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    [`Delivery plugins: Lighthouse mobile, median of ${result.rounds} interleaved`, 'perf | TBT | LCP | CLS | script transferred'],
  ];
  const variants = Object.keys(result.lighthouse);
  const pages = Object.keys(result.lighthouse[variants[0]!] ?? {});
  for (const page of pages) {
    const on = result.lighthouse[variants[0]!]?.[page];
    for (const variant of variants) {
      const f = result.lighthouse[variant]![page]!;
      const delta = (value: number, base: number | undefined, unit: string, digits = 0) =>
        variant === variants[0] || base === undefined ? '' : ` (${value - base >= 0 ? '+' : ''}${(value - base).toFixed(digits)}${unit})`;
      rows.push([
        `  ${page} ${variant}`,
        [
          `${f.performance}${delta(f.performance, on?.performance, '')}`,
          `${f.tbtMs.toFixed(0)} ms${delta(f.tbtMs, on?.tbtMs, ' ms')}`,
          `${(f.lcpMs / 1000).toFixed(2)} s${delta(f.lcpMs / 1000, on && on.lcpMs / 1000, ' s', 2)}`,
          f.cls.toFixed(3),
          `${(f.scriptBytes / 1024).toFixed(1)} KB${delta(f.scriptBytes / 1024, on && on.scriptBytes / 1024, ' KB', 1)}`,
        ].join(' | '),
      ]);
    }
  }
  for (const [variant, build] of Object.entries(result.builds)) {
    rows.push([`  build "${variant}"`, `${build.seconds.toFixed(1)} s, peak ${build.peakMemoryMB.toFixed(0)} MB`]);
  }
  return rows;
}

/** For the command-line runs: writes the figures to `file` and prints the table; a failure ends the process. */
export function reportDelivery(run: Promise<DeliveryFigures>, file: string): void {
  run
    .then((result) => {
      writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
      const rows = deliveryRows(result);
      const width = Math.max(...rows.map(([label]) => label.length));
      console.log(rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n'));
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
