/**
 * Would more collected questions help? The tuning halves, searched with readers' words from a random
 * share of the collected questions (src/data/readerQuestions.json), a few draws per share. If the
 * figures still rise towards the whole set, collecting more is worth it; if they level off, the gap
 * is in how the words are used, not in how many there are. The index's pages are the built ones:
 * only its readers' words change, which the engine does not search (pageRelevance.ts reads them).
 *
 * `npx tsx bench/search-quality/learningCurve.ts` after `npm run build` (about 5 s per draw).
 */
import { loadReaderQuestions } from '../../plugins/features/search/indexing/readerWords';
import { seededRandom } from '../../tests/build/seededRandom';
import { loadIndex, tuningScores } from './evaluate';
import { indexWithQuestions } from './indexWithQuestions';

const shares = [0.25, 0.5, 0.75, 1];
const draws = 3;

/** A fixed shuffle per draw, so a run can be repeated. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed);
  const copy = [...items];
  for (let at = copy.length - 1; at > 0; at -= 1) {
    const other = Math.floor(random() * (at + 1));
    [copy[at], copy[other]] = [copy[other]!, copy[at]!];
  }
  return copy;
}

async function learningCurve(): Promise<void> {
  const withQuestions = indexWithQuestions(loadIndex('build'));
  const questions = loadReaderQuestions();
  for (const share of shares) {
    const rows: string[] = [];
    for (let draw = 1; draw <= (share < 1 ? draws : 1); draw += 1) {
      const { tuning, realTuning, laterTuning } = await tuningScores(
        withQuestions(shuffled(questions, draw).slice(0, Math.round(share * questions.length))),
      );
      rows.push(
        `names ${tuning.top1}/${tuning.top3}, readers ${realTuning.top1}/${realTuning.top3}, later ${laterTuning.top1}/${laterTuning.top3}`,
      );
    }
    console.log(`${String(Math.round(share * questions.length)).padStart(5)} questions (${share * 100}%): ${rows.join('; ')}`);
  }
}

learningCurve().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
