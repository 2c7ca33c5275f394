/**
 * The collected readers' questions (src/data/readerQuestions.json) as a development set. The index
 * holds their words (indexing/readerWords.ts), so each question is searched with its own words taken
 * out of its functions' reader words first ("leave one out"): what the search would answer had that
 * reader not been collected. Its twins (the same question copied by a mirror site or asked again, see
 * twinsOf) are left out with it. Larger than the tuning halves (3,887 questions against 272), and a check
 * on them: a change that gains on one and loses on the other gained nothing. The questions guides
 * answer (src/data/guideQuestions.json, 230) are scored the same way, on their own.
 *
 * `npx tsx bench/search-quality/evaluate.ts --leave-one-out` prints its top 1 and top 3 after `npm run build`.
 */
import type { LoadedIndex } from '../../plugins/features/search/client/indexFile';
import { readerWordsTableOf, type PooledReaderWords } from '../../plugins/features/search/client/pageRelevance';
import { isFunctionPage } from '../../plugins/features/search/client/records';
import { guideOf, questionWords, type GuideQuestion, type ReaderQuestion } from '../../plugins/features/search/indexing/readerWords';

/**
 * Takes one question's words out of the loaded index's reader-word table, in place: the ranking reads
 * that table (cached per loaded index), so it sees them gone without a hook of its own. Returns the
 * function that puts them back; call it before the next question.
 */
export function takeOutQuestion(index: LoadedIndex, pages: readonly string[], words: readonly string[]): () => void {
  const table = readerWordsTableOf(index.records, index.everyday);
  // The table is read-only to the ranking; only this evaluation writes it, and puts back what it took.
  const byPage = table.byPage as Map<string, Map<string, number>>;
  const pagesWith = table.pagesWith as Map<string, number>;
  const wordsOn = table.wordsOn as Map<string, number>;
  const pooled = table.pooled as Record<'guides' | 'functions', Writable<PooledReaderWords> & { counts: Map<string, number> }>;
  const pool = (url: string) => pooled[table.guides.has(url) ? 'guides' : 'functions'];
  const isSubject = (word: string) => !table.everyday.has(word);
  const addToPool = (url: string, word: string, change: number) => {
    const { counts } = pool(url);
    const count = (counts.get(word) ?? 0) + change;
    if (count > 0) counts.set(word, count);
    else counts.delete(word);
    pool(url).total += change;
    if (isSubject(word)) pool(url).subjectTotal += change;
  };
  const taken: Array<[string, string]> = [];
  for (const url of new Set(pages)) {
    const counts = byPage.get(url);
    if (!counts) continue;
    for (const word of words) {
      const count = counts.get(word);
      if (!count) continue;
      if (count > 1) counts.set(word, count - 1);
      else {
        counts.delete(word);
        const left = pagesWith.get(word)! - 1;
        if (left > 0) pagesWith.set(word, left);
        else {
          pagesWith.delete(word);
          if (isSubject(word)) table.subjectWords -= 1;
        }
      }
      wordsOn.set(url, wordsOn.get(url)! - 1);
      addToPool(url, word, -1);
      taken.push([url, word]);
    }
  }
  return () => {
    for (const [url, word] of taken) {
      const counts = byPage.get(url)!;
      const count = counts.get(word);
      if (count) counts.set(word, count + 1);
      else {
        counts.set(word, 1);
        if (!pagesWith.has(word) && isSubject(word)) table.subjectWords += 1;
        pagesWith.set(word, (pagesWith.get(word) ?? 0) + 1);
      }
      wordsOn.set(url, wordsOn.get(url)! + 1);
      addToPool(url, word, 1);
    }
  };
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

export interface CollectedQuestion {
  readonly query: string;
  readonly expected: readonly string[];
}

/** The questions whose functions have a page in this index, each with those pages' URLs. */
export function collectedQuestions(index: LoadedIndex, questions: readonly ReaderQuestion[]): CollectedQuestion[] {
  const pageOf = new Map<string, string>();
  for (const record of index.records) if (isFunctionPage(record)) pageOf.set(record.hierarchy.lvl1!, record.url_without_anchor);
  return questions
    .map(({ question, functions }) => ({
      query: question,
      expected: functions.flatMap((name) => pageOf.get(name) ?? []),
    }))
    .filter((entry) => entry.expected.length > 0);
}

/** The questions whose guide has a page in this index, each with that page's URL. */
export function collectedGuideQuestions(index: LoadedIndex, questions: readonly GuideQuestion[]): CollectedQuestion[] {
  const pageOf = new Map<string, string>();
  for (const record of index.records) {
    const guide = guideOf(record);
    if (guide !== null) pageOf.set(guide, record.url_without_anchor);
  }
  return questions.flatMap(({ question, guide }) => {
    const url = pageOf.get(guide);
    return url === undefined ? [] : [{ query: question, expected: [url] }];
  });
}

/**
 * Two questions are twins when they share an expected page and at least this share of their words (Jaccard):
 * mirror sites copy a Stack Overflow question with a word or two changed, and the same question is asked
 * again in a tracker. Leaving out only the question itself would leave its twin's words to answer it.
 */
export const twinOverlap = 0.6;

/** For each question, the others that are its twins (see twinOverlap), by position. */
export function twinsOf(questions: readonly CollectedQuestion[]): number[][] {
  const words = questions.map(({ query }) => new Set(questionWords(query)));
  const askedOf = new Map<string, number[]>();
  questions.forEach(({ expected }, at) => {
    for (const url of new Set(expected)) {
      if (!askedOf.has(url)) askedOf.set(url, []);
      askedOf.get(url)!.push(at);
    }
  });
  return questions.map(({ expected }, at) => {
    const twins = new Set<number>();
    for (const url of new Set(expected))
      for (const other of askedOf.get(url)!) {
        if (other === at || twins.has(other)) continue;
        const shared = [...words[at]!].filter((word) => words[other]!.has(word)).length;
        const either = words[at]!.size + words[other]!.size - shared;
        if (either > 0 && shared / either >= twinOverlap) twins.add(other);
      }
    return [...twins].sort((a, b) => a - b);
  });
}

/**
 * Each question's answer (distinct pages), searched by `answer` without its own reader words, nor its
 * twins' (twinsOf).
 */
export async function leaveOneOutAnswers(
  index: LoadedIndex,
  questions: readonly CollectedQuestion[],
  answer: (query: string) => Promise<string[]>,
): Promise<string[][]> {
  const twins = twinsOf(questions);
  const answers: string[][] = [];
  for (const [at, { query }] of questions.entries()) {
    const putBacks = [at, ...twins[at]!].map((taken) =>
      takeOutQuestion(index, questions[taken]!.expected, questionWords(questions[taken]!.query)),
    );
    try {
      answers.push(await answer(query));
    } finally {
      // In the reverse order: each puts back what it took from the table as the one before left it.
      for (const putBack of putBacks.reverse()) putBack();
    }
  }
  return answers;
}
