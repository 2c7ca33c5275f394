/**
 * Function names as readers write them, for every function of the current version: typed letter by
 * letter (plain, and after `turf.`, as code calls them), and inside a report of what the function does
 * ("X is very slow"), spelt right and with a letter missing. These are made from the names, not from
 * readers' questions: they find whole kinds of failure (a guide first while `booleanPo` is typed), which
 * the question sets, a few hundred queries, show once or not at all.
 *
 * `npx tsx bench/search-quality/namesInUse.ts` after `npm run build`; `--misses` lists the misses.
 */
import { isGeometryWord } from '../../plugins/features/search/client/geometryFit';
import { searchIndex } from '../../plugins/features/search/client/ranking';
import { isFunctionPage, type SearchRecord } from '../../plugins/features/search/client/records';
import { loadIndex } from './evaluate';

/** What readers write around a function's name when something goes wrong with it. */
const reports = [
  'X is very slow',
  'X returns the wrong result',
  'how do I use X with a FeatureCollection',
  'X throws an error on my data',
  'turf.X gives NaN',
];

interface Probe {
  readonly label: string;
  readonly queries: ReadonlyArray<{ query: string; passes: (firstName: string) => boolean }>;
}

function probes(names: readonly string[]): Probe[] {
  const typed = (prefix: string) =>
    names.flatMap((name) =>
      Array.from({ length: name.length - 2 }, (_, at) => name.slice(0, at + 3)).map((begun) => ({
        query: prefix + begun,
        passes: (first: string) => first.toLowerCase().startsWith(begun.toLowerCase()),
      })),
    );
  // Helpers named as geometries (`lineString`) are what readers call their data, and are left out.
  const named = names.filter((name) => !isGeometryWord(name.toLowerCase()));
  const inReports = (spell: (name: string) => string, from: readonly string[], of: readonly string[]) =>
    of.flatMap((name) => from.map((report) => ({ query: report.replace('X', spell(name)), passes: (first: string) => first === name })));
  const missingMiddleLetter = (name: string) => name.slice(0, name.length >> 1) + name.slice((name.length >> 1) + 1);
  return [
    { label: 'typed letter by letter: the first page begins with the letters', queries: typed('') },
    { label: 'typed after "turf.": the first page begins with the letters', queries: typed('turf.') },
    { label: 'named in a report ("X is very slow"): the function first', queries: inReports((name) => name, reports, named) },
    {
      label: 'misspelt in a report (its middle letter left out, names of 7 letters or more)',
      queries: inReports(
        missingMiddleLetter,
        reports.slice(0, 2),
        named.filter((name) => name.length >= 7),
      ),
    },
  ];
}

export function namesInUseScores(buildDir = 'build'): Array<{ label: string; passed: number; queries: number; misses: string[] }> {
  const index = loadIndex(buildDir);
  const accept = (record: SearchRecord) => record.docusaurus_tag === index.tag || record.docusaurus_tag === 'default';
  const names = [
    ...new Set(
      index.records
        .filter((record) => record.docusaurus_tag === index.tag && isFunctionPage(record))
        .map((record) => record.hierarchy.lvl1),
    ),
  ];
  const firstName = (query: string) => searchIndex(index, query, accept)[0]?.record.url_without_anchor.split('/').pop() ?? '';
  return probes(names).map(({ label, queries }) => {
    const misses: string[] = [];
    for (const { query, passes } of queries) {
      const first = firstName(query);
      if (!passes(first)) misses.push(`${query} -> ${first}`);
    }
    return { label, passed: queries.length - misses.length, queries: queries.length, misses };
  });
}

if (require.main === module) {
  for (const { label, passed, queries, misses } of namesInUseScores()) {
    console.log(`${label}: ${passed} of ${queries}`);
    if (process.argv.includes('--misses')) for (const miss of misses) console.log(`  ${miss}`);
  }
}
