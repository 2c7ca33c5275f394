/**
 * Would more collected questions help? The tuning halves, searched with readers' words from a random
 * share of the collected questions (src/data/readerQuestions.json), a few draws per share. If the
 * figures still rise towards the whole set, collecting more is worth it; if they level off, the gap
 * is in how the words are used, not in how many there are. The index's pages are the built ones:
 * only its readers' words change, which the engine does not search (pageRelevance.ts reads them).
 *
 * `npx tsx bench/search-quality/learningCurve.ts` after `npm run build` (about 5 s per draw).
 */
import type { LoadedIndex } from '../../plugins/features/search/client/indexFile';
import { everydayWordTest } from '../../plugins/features/search/indexing/everydayWords';
import {
  loadGuideQuestions,
  loadReaderQuestions,
  readerWordsByFunction,
  readerWordsByGuide,
  withReaderWords,
  type ReaderQuestion,
} from '../../plugins/features/search/indexing/readerWords';
import { loadIndex, tuningScores } from './evaluate';

const shares = [0.25, 0.5, 0.75, 1];
const draws = 3;

/** A fixed shuffle per draw (mulberry32), so a run can be repeated. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let at = copy.length - 1; at > 0; at -= 1) {
    const other = Math.floor(random() * (at + 1));
    [copy[at], copy[other]] = [copy[other]!, copy[at]!];
  }
  return copy;
}

/** The built index with readers' words from `questions` only, as writeIndexFiles.ts would write them. */
function withQuestions(index: LoadedIndex, questions: readonly ReaderQuestion[]): LoadedIndex {
  const bare = index.records.map((record) => ({ ...record, readerWords: null }));
  const records = withReaderWords(bare, {
    byFunction: readerWordsByFunction(questions),
    byGuide: readerWordsByGuide(loadGuideQuestions()),
    isEveryday: everydayWordTest(bare),
  });
  return { ...index, records };
}

async function learningCurve(): Promise<void> {
  const index = loadIndex('build');
  const questions = loadReaderQuestions();
  for (const share of shares) {
    const rows: string[] = [];
    for (let draw = 1; draw <= (share < 1 ? draws : 1); draw += 1) {
      const { tuning, realTuning } = await tuningScores(
        withQuestions(index, shuffled(questions, draw).slice(0, Math.round(share * questions.length))),
      );
      rows.push(`names ${tuning.top1}/${tuning.top3}, readers ${realTuning.top1}/${realTuning.top3}`);
    }
    console.log(`${String(Math.round(share * questions.length)).padStart(5)} questions (${share * 100}%): ${rows.join('; ')}`);
  }
}

learningCurve().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
