/**
 * `npm run bench`: measures, never asserts. Prints a table and writes bench/results.json.
 * Figures are medians over several runs: the machines are shared and noisy. The live-example
 * figures need the production build (`npm run build`).
 */
import { writeFileSync } from 'node:fs';

import { benchApiGeneration } from './api-generation';
import { benchLiveExamples, type ScriptBytes } from './live-examples';
import { benchSearch } from './search';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const scriptBytes = (bytes: ScriptBytes) => `${kb(bytes.raw)} raw, ${kb(bytes.brotli)} brotli (${bytes.files} files)`;
const runs = (values: number[], unit: string) => values.map((value) => value.toFixed(unit === 's' ? 1 : 0)).join(', ') + ` ${unit}`;

async function main() {
  const apiGeneration = benchApiGeneration(3);
  const liveExamples = await benchLiveExamples(5);
  const search = await benchSearch(5);
  const share = (count: number, total: number) => `${count}/${total} (${Math.round((count / total) * 100)}%)`;

  const rows: Array<[string, string]> = [
    ['API generation, all versions (median of 3)', `${apiGeneration.medianSeconds.toFixed(1)} s`],
    ['  runs', runs(apiGeneration.runs, 's')],
    ...Object.entries(apiGeneration.pagesPerVersion).map(([version, pages]): [string, string] => [`  pages, ${version}`, String(pages)]),
    [`JS run by ${liveExamples.page}, no map in view`, scriptBytes(liveExamples.jsWithoutMap)],
    ['  Turf for the browser console (at idle)', scriptBytes(liveExamples.consoleTurf)],
    ['  prefetched for linked pages (not run)', scriptBytes(liveExamples.prefetchedWithoutMap)],
    ['  added once its map has rendered', scriptBytes(liveExamples.jsAddedByMap)],
    ...liveExamples.basemaps.map(({ url, raw, brotli }): [string, string] => [`  basemap ${url.replace(/.*natural-earth-/, '')}`, `${kb(raw)} raw, ${kb(brotli)} brotli`]),
    ['Map in view to features drawn, cold (median of 5)', `${liveExamples.renderMs.coldMedian.toFixed(0)} ms`],
    ['  runs', runs(liveExamples.renderMs.cold, 'ms')],
    ['Map in view to features drawn, warm (median of 5)', `${liveExamples.renderMs.warmMedian.toFixed(0)} ms`],
    ['  runs', runs(liveExamples.renderMs.warm, 'ms')],
    ...search.indexes.map(({ tag, raw, brotli }): [string, string] => [`Search index ${tag}`, `${kb(raw)} raw, ${kb(brotli)} brotli`]),
    ['Search index fetched and read in chromium, 7.2.0 (median of 5)', `${search.loadMs.median.toFixed(0)} ms`],
    ['  runs', runs(search.loadMs.runs, 'ms')],
    [`Search compute per keystroke (${search.keystrokeMs.count} keystrokes)`, `median ${search.keystrokeMs.median.toFixed(2)} ms, p95 ${search.keystrokeMs.p95.toFixed(2)} ms`],
    [`Search relevance, ${search.relevance.queries} queries: top 1`, share(search.relevance.top1, search.relevance.queries)],
    ['  top 3', share(search.relevance.top3, search.relevance.queries)],
    ...Object.entries(search.relevance.byKind).map(([kind, entry]): [string, string] => [`  ${kind}`, `top 1 ${share(entry.top1, entry.queries)}, top 3 ${share(entry.top3, entry.queries)}`]),
    ['  per query', `median ${search.relevance.perQueryMs.median.toFixed(2)} ms, p95 ${search.relevance.perQueryMs.p95.toFixed(2)} ms`],
    ...search.relevance.misses.map(({ query, expected, got }): [string, string] => [`  missed "${query}"`, `expected ${expected}, got ${got.join(', ')}`]),
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n'));
  writeFileSync('bench/results.json', `${JSON.stringify({ date: new Date().toISOString(), apiGeneration, liveExamples, search }, null, 2)}\n`);
}

void main();
