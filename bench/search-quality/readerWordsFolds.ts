/**
 * The readers' words alone, as a classifier: how often the function whose readers' words score highest
 * (readerWordsScore) answers a collected question that was left out with its fold (five folds, every
 * fifth question), and the same for the readers' tuning half, with all collected questions known. Each
 * share of pageRelevance.ts is tried, so the weighing of counts is measured apart from the page words.
 *
 *   npx tsx bench/search-quality/readerWordsFolds.ts
 */
import { readFileSync } from 'node:fs';

import {
  closeCallShare,
  readerWordsScore,
  relevanceShare,
  type ReaderWordShare,
  type ReaderWordsTable,
} from '../../plugins/features/search/client/pageRelevance';
import {
  loadReaderQuestions,
  questionWords,
  readerWordsByFunction,
  type ReaderQuestion,
} from '../../plugins/features/search/indexing/readerWords';

const folds = 5;

/** A table of these questions' words, everyday ones too (the index leaves those out): every page a function's. */
function tableOf(questions: readonly ReaderQuestion[]): ReaderWordsTable {
  const byPage = new Map([...readerWordsByFunction(questions)].map(([name, words]) => [`/docs/api/${name}`, words]));
  const pagesWith = new Map<string, number>();
  const wordsOn = new Map<string, number>();
  const counts = new Map<string, number>();
  for (const [url, words] of byPage) {
    let total = 0;
    for (const [word, count] of words) {
      pagesWith.set(word, (pagesWith.get(word) ?? 0) + 1);
      counts.set(word, (counts.get(word) ?? 0) + count);
      total += count;
    }
    wordsOn.set(url, total);
  }
  const total = [...wordsOn.values()].reduce((sum, count) => sum + count, 0);
  return {
    byPage,
    pagesWith,
    wordsOn,
    guides: new Set(),
    pooled: { guides: { counts: new Map(), total: 0 }, functions: { counts, total } },
  };
}

/** The first three functions by their readers' words. */
function firstThree(table: ReaderWordsTable, question: string, share: ReaderWordShare): string[] {
  const words = questionWords(question);
  return [...table.byPage.keys()]
    .map((url) => [url.slice('/docs/api/'.length), readerWordsScore(words, url, table, share)] as const)
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

const collected = loadReaderQuestions();
const tuning = (
  JSON.parse(readFileSync('bench/search-quality/real-questions-tuning.json', 'utf8')) as Array<{ query: string; expected: string[] }>
)
  .filter(({ expected }) => expected.every((url) => url.startsWith('/docs/api/')))
  .map(({ query, expected }) => ({ query, answers: expected.map((url) => url.slice('/docs/api/'.length)) }));
const whole = tableOf(collected);

for (const [name, share] of [
  ['relevanceShare', relevanceShare],
  ['closeCallShare', closeCallShare],
] as const) {
  const byFold = Array.from({ length: folds }, (_, fold) => {
    const table = tableOf(collected.filter((_, i) => i % folds !== fold));
    return collected
      .filter((_, i) => i % folds === fold)
      .map(({ question, functions }) => ({ first: firstThree(table, question, share), answers: functions }));
  });
  console.log(
    `${name.padEnd(15)} collected, ${folds} folds: ${tally(byFold.flat())}   readers' tuning half: ${tally(tuning.map(({ query, answers }) => ({ first: firstThree(whole, query, share), answers })))}`,
  );
}
