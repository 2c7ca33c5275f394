/**
 * `npm run bench`: measures, never asserts. Prints a table and writes bench/results.json.
 * Figures are medians over several runs: the machines are shared and noisy.
 */
import { writeFileSync } from 'node:fs';

import { benchApiGeneration } from './api-generation';

const apiGeneration = benchApiGeneration(3);

const rows: Array<[string, string]> = [
  ['API generation, all versions (median of 3)', `${apiGeneration.medianSeconds.toFixed(1)} s`],
  ['  runs', apiGeneration.runs.map((seconds) => `${seconds.toFixed(1)} s`).join(', ')],
  ...Object.entries(apiGeneration.pagesPerVersion).map(([version, pages]): [string, string] => [`  pages, ${version}`, String(pages)]),
];
const width = Math.max(...rows.map(([label]) => label.length));
console.log(rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n'));
writeFileSync('bench/results.json', `${JSON.stringify({ date: new Date().toISOString(), apiGeneration }, null, 2)}\n`);
