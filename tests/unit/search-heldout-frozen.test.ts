/**
 * The held-out search queries (bench/search-quality/queries-heldout.json) were written before the
 * ranking was changed for them, and are never edited after: a score measured on queries one tuned
 * on says nothing. Their digest is pinned here, so an edit fails this test. The tuning half
 * (queries-tuning.json) is free to grow.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const heldOut = 'bench/search-quality/queries-heldout.json';
/** sha256 of the file as committed in "Search evaluation: a tuning half and a frozen held-out half". */
const frozenDigest = '71f37f8b88b6590c836f8ae2dfe210edaa1c0b1113e31703f9e07109f8bcd681';

interface Query {
  readonly query: string;
  readonly expected: readonly string[];
  readonly kind: string;
}

describe('search evaluation queries', () => {
  it('keeps the held-out half exactly as it was written', () => {
    const digest = createHash('sha256').update(readFileSync(heldOut)).digest('hex');
    assert.equal(digest, frozenDigest, `${heldOut} changed: it is frozen; add new queries to queries-tuning.json instead`);
  });

  it('has two halves of at least 100 queries each, of all five kinds, sharing no query', () => {
    const halves = ['tuning', 'heldout'].map(
      (half) => JSON.parse(readFileSync(`bench/search-quality/queries-${half}.json`, 'utf8')) as Query[],
    );
    for (const queries of halves) {
      assert.ok(queries.length >= 100, `${queries.length} queries`);
      assert.deepEqual([...new Set(queries.map((query) => query.kind))].sort(), ['concept', 'foreign-name', 'guide', 'question', 'typo']);
      assert.ok(queries.every((query) => query.expected.length > 0 && query.expected.every((path) => path.startsWith('/'))));
    }
    const tuning = new Set(halves[0]!.map((query) => query.query.toLowerCase()));
    assert.deepEqual(
      halves[1]!.filter((query) => tuning.has(query.query.toLowerCase())).map((query) => query.query),
      [],
    );
  });
});

/**
 * Readers' own questions (issue 29), each with the thread or page it was asked in: a tuning half
 * and a held-out half, split by a hash of source and question and committed before any ranking
 * change made for them. The second set was collected in November 2026, after the ranking was built,
 * each question as its reader wrote it.
 */
const readersSets = [
  // sha256 of the file as committed in "Search evaluation: 276 readers' questions with their sources".
  { set: 'real-questions', frozenDigest: 'd25bb242987acaa1951e523c38f128efb9356e4c7e6a33f4128c5a7893e4457a' },
  // sha256 of the file as committed in "Search evaluation: 479 readers' questions collected after the ranking".
  { set: 'readers-2026-11', frozenDigest: '0899dad7191d0942467e3573b8e8ae88aa96658346daec737df812c3d3a20e9c' },
];

for (const { set, frozenDigest: digestAsCommitted } of readersSets) {
  describe(`readers' questions (${set})`, () => {
    const heldOutFile = `bench/search-quality/${set}-heldout.json`;

    it('keeps the held-out half exactly as it was collected', () => {
      const digest = createHash('sha256').update(readFileSync(heldOutFile)).digest('hex');
      assert.equal(digest, digestAsCommitted, `${heldOutFile} changed: it is frozen; add new questions to ${set}-tuning.json instead`);
    });

    it('has two halves of at least 100 questions, each with its source and a function that answers it, sharing no question', () => {
      const halves = ['tuning', 'heldout'].map(
        (half) => JSON.parse(readFileSync(`bench/search-quality/${set}-${half}.json`, 'utf8')) as Array<Query & { source: string }>,
      );
      for (const questions of halves) {
        assert.ok(questions.length >= 100, `${questions.length} questions`);
        for (const question of questions) {
          assert.match(question.source, /^https?:\/\/\S+$/, question.query);
          assert.ok(question.expected.length > 0 && question.expected.every((path) => /^\/docs\/api\/\w+$/.test(path)), question.query);
        }
      }
      const tuning = new Set(halves[0]!.map((question) => question.query.toLowerCase()));
      assert.deepEqual(
        halves[1]!.filter((question) => tuning.has(question.query.toLowerCase())).map((question) => question.query),
        [],
      );
    });
  });
}
