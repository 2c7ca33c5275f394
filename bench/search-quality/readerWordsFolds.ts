/**
 * The readers' words alone, as a classifier: how often the function whose readers' words score highest
 * (readerWordsScore) answers a collected question that was left out with its fold (five folds, every
 * fifth question), and the same for the readers' tuning half, with all collected questions known. Each
 * share of pageRelevance.ts is tried, so the weighing of counts is measured apart from the page words.
 * The readers' words are those the index would hold (indexWithQuestions.ts), guides' too.
 *
 * `npx tsx bench/search-quality/readerWordsFolds.ts` after `npm run build`.
 */
import { readFileSync } from 'node:fs';

import {
  closeCallShare,
  readerWordsScore,
  readerWordsTableOf,
  relevanceShare,
  type ReaderWordShare,
  type ReaderWordsTable,
} from '../../plugins/features/search/client/pageRelevance';
import { loadReaderQuestions, questionWords } from '../../plugins/features/search/indexing/readerWords';
import { loadIndex } from './evaluate';
import { indexWithQuestions } from './indexWithQuestions';

const folds = 5;
const api = '/docs/api/';

/** The first three functions by their readers' words. */
function firstThree(table: ReaderWordsTable, question: string, share: ReaderWordShare): string[] {
  // As in the site: the relevance leaves everyday words out, the close call counts them (ranking.ts).
  const words = questionWords(question).filter((word) => share === closeCallShare || !built.everyday.has(word));
  return [...table.byPage.keys()]
    .filter((url) => !table.guides.has(url))
    .map((url) => [url.slice(api.length), readerWordsScore(words, url, table, share)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name]) => name);
}

function tally(cases: Iterable<{ first: readonly string[]; answers: readonly string[] }>): string {
  let [top1, top3, all] = [0, 0, 0];
  for (const { first, answers } of cases) {
    all += 1;
    if (answers.includes(first[0]!)) top1 += 1;
    if (first.some((name) => answers.includes(name))) top3 += 1;
  }
  return `${top1} / ${top3} of ${all}`;
}

const built = loadIndex('build');
const withQuestions = indexWithQuestions(built);
const tableOf = (questions: Parameters<typeof withQuestions>[0]) => {
  const index = withQuestions(questions);
  return readerWordsTableOf(index.records, index.everyday);
};
const collected = loadReaderQuestions();
const tuning = (
  JSON.parse(readFileSync('bench/search-quality/real-questions-tuning.json', 'utf8')) as Array<{ query: string; expected: string[] }>
)
  .filter(({ expected }) => expected.every((url) => url.startsWith(api)))
  .map(({ query, expected }) => ({ query, answers: expected.map((url) => url.slice(api.length)) }));
const whole = tableOf(collected);
const foldTables = Array.from({ length: folds }, (_, fold) => tableOf(collected.filter((_, i) => i % folds !== fold)));

for (const [name, share] of [
  ['relevanceShare', relevanceShare],
  ['closeCallShare', closeCallShare],
] as const) {
  const left = collected.map(({ question, functions }, i) => ({
    first: firstThree(foldTables[i % folds]!, question, share),
    answers: functions,
  }));
  const known = tuning.map(({ query, answers }) => ({ first: firstThree(whole, query, share), answers }));
  console.log(`${name.padEnd(15)} collected, ${folds} folds: ${tally(left)}   readers' tuning half: ${tally(known)}`);
}
