/**
 * `npm run bench`: one command that builds the site (cold, then warm), serves it with
 * `npm run serve`, measures, prints a table and writes bench/results.json. It measures and never
 * asserts: budgets are printed next to the figures. Figures are medians over several runs, as
 * the machines are shared and noisy.
 *
 * `BENCH_SKIP_BUILD=1` measures the existing build/ (or SITE_BUILD_DIR) without rebuilding;
 * `BENCH_LIGHTHOUSE_RUNS=n` changes the 5 Lighthouse runs per page and form factor (0: none);
 * `BENCH_DELIVERY=0` skips the second build without the delivery plugins and its side-by-side
 * Lighthouse runs (bench/delivery.ts);
 * `BENCH_RESULTS=file` writes the results elsewhere; `BENCH_SERVED_ONLY=1` stops after the page weights, Lighthouse and the load test (to compare
 * two builds side by side).
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { launchBrowser, startSite } from '../tests/browser/harness';
import { benchApiGeneration } from './api-generation';
import { benchBuild, type BuildFigures } from './build';
import { benchDelivery, deliveryRows } from './delivery';
import { benchLighthouse } from './lighthouse';
import { benchExampleDrag, dragSummary } from './example-drag';
import { benchPlaygroundStart } from './playground-start';
import { benchLiveExamples, type ScriptBytes } from './live-examples';
import { loadTest, visitPaths } from './load';
import { benchObservatory } from './observatory';
import { benchPageWeights, type Bytes } from './page-weights';
import { benchSearch } from './search';
import { evaluateSearch, qualityRows } from './search-quality/evaluate';
import { currentVersion } from '../src/data/versions';

type Row = [string, string];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const scriptBytes = (bytes: ScriptBytes) => `${kb(bytes.raw)} raw, ${kb(bytes.brotli)} brotli (${bytes.files} files)`;
const bytes = (value: Bytes) => `${kb(value.raw)} / ${kb(value.brotli)}`;
const runs = (values: readonly number[], unit: string) =>
  values.map((value) => value.toFixed(unit === 's' ? 1 : 0)).join(', ') + ` ${unit}`;
const budget = (met: boolean, text: string) => `${met ? 'within' : 'OVER'} budget (${text})`;

function table(rows: Row[]): string {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n');
}

function assetPath(buildDir: string, folder: string, pattern: RegExp): string {
  const file = readdirSync(path.join(buildDir, 'assets', folder)).find((name) => pattern.test(name));
  if (!file) throw new Error(`no ${pattern} in ${buildDir}/assets/${folder}`);
  return `/assets/${folder}/${file}`;
}

/** Figures so far, written after each stage so that a failing stage loses none of the earlier ones. */
const partial: Record<string, unknown> = { date: new Date().toISOString() };
function keep<T>(name: string, value: T): T {
  partial[name] = value;
  writeFileSync(process.env.BENCH_RESULTS ?? 'bench/results.json', `${JSON.stringify(partial, null, 2)}\n`);
  return value;
}

async function main() {
  const started = performance.now();
  const buildDir = process.env.SITE_BUILD_DIR ?? 'build';
  const build: BuildFigures | null = keep('build', process.env.BENCH_SKIP_BUILD ? null : await benchBuild());
  const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

  const site = await startSite();
  let served;
  try {
    const browser = await launchBrowser();
    const pageWeights = keep('pageWeights', await benchPageWeights(browser, site.baseUrl).finally(() => browser.close()));
    const lighthouse = keep('lighthouse', lighthouseRuns > 0 ? await benchLighthouse(site.baseUrl, lighthouseRuns) : []);
    const load = await loadTest(
      site.baseUrl,
      visitPaths(assetPath(buildDir, 'js', /^main\.\w+\.js$/), assetPath(buildDir, 'css', /^styles\.\w+\.css$/)),
    );
    const observatory = await benchObservatory(site.baseUrl, buildDir);
    served = { pageWeights, lighthouse, load, observatory };
  } finally {
    await site.stop();
  }
  const { pageWeights, lighthouse, load, observatory } = served;
  const servedOnly = Boolean(process.env.BENCH_SERVED_ONLY);
  keep('load', load);
  keep('observatory', observatory);
  const liveExamples = keep('liveExamples', servedOnly ? null : await benchLiveExamples(5));
  const exampleDrag = keep('exampleDrag', servedOnly ? null : await benchExampleDrag(40));
  const playgroundStart = keep('playgroundStart', servedOnly ? null : (await benchPlaygroundStart({ build: buildDir }, 5)).build!);
  const search = keep('search', servedOnly ? null : await benchSearch(5));
  const searchQuality = keep('searchQuality', servedOnly ? null : await evaluateSearch(buildDir));
  const apiGeneration = keep('apiGeneration', servedOnly ? null : benchApiGeneration(3));
  // What the delivery layer buys: this build against one without the delivery plugins, interleaved.
  const delivery = keep(
    'delivery',
    servedOnly || process.env.BENCH_DELIVERY === '0' || lighthouseRuns === 0
      ? null
      : await benchDelivery(
          [
            { name: 'on', off: '', buildDir },
            { name: 'all off', off: 'all' },
          ],
          lighthouseRuns,
        ),
  );
  const share = (count: number, total: number) => `${count}/${total} (${Math.round((count / total) * 100)}%)`;

  const rows: Row[] = [];
  if (build) {
    rows.push(
      [
        'Build, cold (no caches, no generated pages)',
        `${build.cold.seconds.toFixed(1)} s, peak ${build.cold.peakMemoryMB.toFixed(0)} MB; ${budget(build.cold.seconds <= 80, '<= 80 s')}`,
      ],
      ['Build, warm (straight after)', `${build.warm.seconds.toFixed(1)} s, peak ${build.warm.peakMemoryMB.toFixed(0)} MB`],
    );
  }
  rows.push(['Page type (bytes raw / brotli)', 'HTML | JS | CSS | JS before interactive (raw / brotli / gzip)']);
  for (const weight of pageWeights) {
    const before = weight.jsBeforeInteractive;
    rows.push([
      `  ${weight.type} ${weight.path}`,
      `${bytes(weight.html)} | ${bytes(weight.js)} (${weight.js.files}) | ${bytes(weight.css)} | ${kb(before.raw)} / ${kb(before.brotli)} / ${kb(before.gzip)} gzip (${before.files})`,
    ]);
  }
  const apiBefore = pageWeights.filter((weight) => weight.type.startsWith('API')).map((weight) => weight.jsBeforeInteractive.gzip);
  // No byte budget: what a reader feels (the Lighthouse figures below) is the budget.
  rows.push(['  JS before an API page is interactive, React included', `${kb(Math.max(...apiBefore))} gzip`]);
  rows.push([`Lighthouse 12 (median of ${lighthouseRuns})`, 'perf | a11y | best practices | SEO | LCP | TBT | CLS']);
  for (const figures of lighthouse) {
    rows.push([
      `  ${figures.formFactor} ${figures.page}`,
      `${figures.performance} | ${figures.accessibility} | ${figures.bestPractices} | ${figures.seo} | ${(figures.lcpMs / 1000).toFixed(2)} s | ${figures.tbtMs.toFixed(0)} ms | ${figures.cls.toFixed(3)}`,
    ]);
    if (figures.failedAudits.length) rows.push(['    not passed', figures.failedAudits.join('; ')]);
  }
  const mobile = lighthouse.filter((figures) => figures.formFactor === 'mobile');
  if (mobile.length)
    rows.push([
      '  mobile budgets',
      [
        budget(
          mobile.every((f) => f.performance >= 97),
          'performance >= 97',
        ),
        budget(
          mobile.every((f) => f.accessibility === 100 && f.bestPractices === 100 && f.seo === 100),
          'a11y, BP, SEO 100',
        ),
        budget(
          mobile.every((f) => f.cls === 0),
          'CLS 0',
        ),
        budget(
          mobile.every((f) => f.tbtMs <= 150),
          'TBT <= 150 ms',
        ),
      ].join('; '),
    ]);
  rows.push(
    [
      `Load: ${load.connections} clients for ${load.durationSeconds} s on loopback`,
      `${load.requests} requests (${load.requestsPerSecond.toFixed(0)}/s), errors ${load.errors}, timeouts ${load.timeouts}, non-2xx ${load.non2xx}`,
    ],
    ['  latency', `median ${load.latencyMs.median} ms, p99 ${load.latencyMs.p99} ms, max ${load.latencyMs.max} ms`],
  );
  if ('skipped' in observatory) rows.push(['MDN HTTP Observatory', `not run: ${observatory.skipped}`]);
  else {
    rows.push(['MDN HTTP Observatory, per page kind over HTTPS', 'grade (score, tests passed): what did not pass']);
    for (const entry of observatory.grades) {
      rows.push([
        `  ${entry.hostHeaders}: ${entry.kinds.length} kinds, e.g. ${entry.path}`,
        `${entry.grade} (${entry.score}, ${entry.testsPassed}/${entry.testsQuantity})${entry.failed.length ? `: ${entry.failed.join('; ')}` : ''}`,
      ]);
    }
  }
  if (liveExamples && search && apiGeneration)
    rows.push(
      [`JS run by ${liveExamples.page}, no map in view (desktop view)`, scriptBytes(liveExamples.jsWithoutMap)],
      ['  Turf for the browser console (at idle)', scriptBytes(liveExamples.consoleTurf)],
      ['  prefetched for linked pages (not run)', scriptBytes(liveExamples.prefetchedWithoutMap)],
      ['  added once its map has rendered', scriptBytes(liveExamples.jsAddedByMap)],
      ...liveExamples.basemaps.map(({ url, raw, brotli }): Row => [
        `  basemap ${url.replace(/.*natural-earth-/, '')}`,
        `${kb(raw)} raw, ${kb(brotli)} brotli`,
      ]),
      ['Map in view to features drawn, cold (median of 5)', `${liveExamples.renderMs.coldMedian.toFixed(0)} ms`],
      ['  runs', runs(liveExamples.renderMs.cold, 'ms')],
      ['Map in view to features drawn, warm (median of 5)', `${liveExamples.renderMs.warmMedian.toFixed(0)} ms`],
      ...(exampleDrag ?? []).map((figures): Row => [
        `  drag (40 moves, ${budget(figures.p95 <= 50, 'p95 <= 50 ms')})`,
        dragSummary(figures),
      ]),
      ['  runs', runs(liveExamples.renderMs.warm, 'ms')],
      ...(playgroundStart
        ? [
            [
              'Playground, CPU 4x slower (median of 5): load to first result drawn | long tasks | blocking | pointer on map to MapLibre',
              `${playgroundStart.firstResultMs.toFixed(0)} ms | ${playgroundStart.longTasks} | ${playgroundStart.blockingMs.toFixed(0)} ms | ${playgroundStart.liveMs.toFixed(0)} ms`,
            ] satisfies Row,
          ]
        : []),
      ...search.indexes.map(({ tag, raw, brotli }): Row => [`Search index ${tag}`, `${kb(raw)} raw, ${kb(brotli)} brotli`]),
      [`Search index fetched and read in chromium, ${currentVersion.name} (median of 5)`, `${search.loadMs.median.toFixed(0)} ms`],
      ['  runs', runs(search.loadMs.runs, 'ms')],
      [
        `Search compute per keystroke (${search.keystrokeMs.count} keystrokes)`,
        `median ${search.keystrokeMs.median.toFixed(2)} ms, p95 ${search.keystrokeMs.p95.toFixed(2)} ms`,
      ],
      [
        `Search relevance, the first query set (${search.relevance.queries} queries, used in tuning): top 1`,
        share(search.relevance.top1, search.relevance.queries),
      ],
      ['  top 3', share(search.relevance.top3, search.relevance.queries)],
      ...Object.entries(search.relevance.byKind).map(([kind, entry]): Row => [
        `  ${kind}`,
        `top 1 ${share(entry.top1, entry.queries)}, top 3 ${share(entry.top3, entry.queries)}`,
      ]),
      ['  per query', `median ${search.relevance.perQueryMs.median.toFixed(2)} ms, p95 ${search.relevance.perQueryMs.p95.toFixed(2)} ms`],
      ...search.relevance.misses.map(({ query, expected, got }): Row => [
        `  missed "${query}"`,
        `expected ${expected}, got ${got.join(', ')}`,
      ]),
      ...(searchQuality ? qualityRows(searchQuality) : []),
      ['API generation, all versions (median of 3)', `${apiGeneration.medianSeconds.toFixed(1)} s`],
      ['  runs', runs(apiGeneration.runs, 's')],
      ...Object.entries(apiGeneration.pagesPerVersion).map(([version, pages]): Row => [`  pages, ${version}`, String(pages)]),
    );
  if (delivery) rows.push(...deliveryRows(delivery));
  rows.push(['Bench run time', `${((performance.now() - started) / 60_000).toFixed(1)} min`]);
  console.log(table(rows));
  keep('minutes', (performance.now() - started) / 60_000);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
