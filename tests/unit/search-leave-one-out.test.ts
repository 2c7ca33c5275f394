/**
 * The development set's leave-one-out (bench/search-quality/leaveOneOut.ts): a collected question is
 * searched without its own words in the reader-word table, nor its twins' (the same question copied
 * or asked again), and the table is whole again afterwards.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { readerWordsTableOf } from '../../plugins/features/search/client/pageRelevance';
import { searchIndex } from '../../plugins/features/search/client/ranking';
import type { SearchRecord } from '../../plugins/features/search/client/records';
import { readerWordsByFunction, withReaderWords, type ReaderQuestion } from '../../plugins/features/search/indexing/readerWords';
import {
  collectedGuideQuestions,
  collectedQuestions,
  leaveOneOutAnswers,
  takeOutQuestion,
  twinsOf,
} from '../../bench/search-quality/leaveOneOut';
import { indexAsLoaded, page } from './searchFixtures';

const tag = 'docs-default-7.4.0';
const fn = (name: string, summary: string): SearchRecord[] =>
  page(`/docs/api/${name}`, tag, 'API', name, {}, [summary]).map((record) => ({
    ...record,
    signature: `${name}(line)`,
    takes: 'LineString',
    returns: 'LineString',
  }));

const questions: ReaderQuestion[] = [
  { question: 'beautify a jagged GPS track', source: 'https://example.org/1', functions: ['bezierSpline'] },
  { question: 'soften the corners of a jagged polyline', source: 'https://example.org/2', functions: ['bezierSpline'] },
  { question: 'draw the lanes beside a road', source: 'https://example.org/3', functions: ['lineOffset'] },
  { question: 'a function no page documents', source: 'https://example.org/4', functions: ['notAFunction'] },
];
/** Three function pages, with the words of these readers' questions, some of them everyday words. */
const indexWith = (asked: readonly ReaderQuestion[]) =>
  indexAsLoaded(
    tag,
    withReaderWords(
      [
        ...fn('bezierSpline', 'Takes a line and returns a curved version of it.'),
        ...fn('lineOffset', 'Takes a line and returns a line moved sideways by a distance.'),
        ...fn('simplify', 'Takes a line and returns it with fewer vertices.'),
      ],
      { byFunction: readerWordsByFunction(asked) },
    ),
    // Everyday words (indexing/everydayWords.ts) are counted apart in the table: one of each kind is taken out below.
    ['gps', 'track', 'draw'],
  );
const index = indexWith(questions);
/** The table's counts, in a fixed order: putting a word back may change the order of a map, which nothing reads. */
const snapshot = () => {
  const table = readerWordsTableOf(index.records, index.everyday);
  const sorted = <T>(entries: Iterable<[string, T]>) => [...entries].sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([
    sorted([...table.byPage].map(([url, words]): [string, Array<[string, number]>] => [url, sorted(words)])),
    sorted(table.pagesWith),
    sorted(table.wordsOn),
    ...Object.values(table.pooled).map(({ counts, total, subjectTotal }) => [sorted(counts), total, subjectTotal]),
    table.subjectWords,
  ]);
};
const firstPage = (query: string) => searchIndex(index, query, () => true)[0]?.record.url_without_anchor ?? '';

describe('leave one out', () => {
  it('takes a question out of the reader words and puts it back exactly', () => {
    const before = snapshot();
    const table = readerWordsTableOf(index.records, index.everyday);
    const curve = '/docs/api/bezierSpline';
    const putBack = takeOutQuestion(index, [curve], ['beautify', 'jagged', 'gps', 'track']);
    assert.equal(table.byPage.get(curve)!.get('jagged'), 1, 'the other question still used "jagged"');
    assert.equal(table.byPage.get(curve)!.has('beautify'), false, 'only this question used "beautify"');
    assert.equal(table.pagesWith.has('beautify'), false);
    const functionWords = table.pooled.functions;
    assert.equal(functionWords.counts.get('jagged'), 1, 'guideTopicOdds reads the pooled counts: they lose the words too');
    assert.equal(
      functionWords.total,
      [...table.wordsOn.values()].reduce((sum, count) => sum + count, 0),
    );
    // guideTopicOdds reads the totals without everyday words, counted once per table: they follow too.
    const subject = (word: string) => !table.everyday.has(word);
    assert.ok(
      [...functionWords.counts.keys()].some((word) => !subject(word)),
      'the example holds everyday words',
    );
    assert.equal(
      functionWords.subjectTotal,
      [...functionWords.counts].filter(([word]) => subject(word)).reduce((sum, [, count]) => sum + count, 0),
    );
    assert.equal(table.subjectWords, [...table.pagesWith.keys()].filter(subject).length);
    assert.notEqual(snapshot(), before);
    putBack();
    assert.equal(snapshot(), before);
  });

  it('answers each question as if its reader had not been collected, and only for documented functions', async () => {
    const collected = collectedQuestions(index, questions);
    assert.deepEqual(
      collected.map(({ expected }) => expected),
      [['/docs/api/bezierSpline'], ['/docs/api/bezierSpline'], ['/docs/api/lineOffset']],
    );
    // With its own words in the table, "beautify" (no page holds it) finds bezierSpline.
    assert.equal(firstPage('how do I beautify my line'), '/docs/api/bezierSpline');
    const before = snapshot();
    const [answer] = await leaveOneOutAnswers(
      index,
      [{ query: 'how do I beautify my line', expected: ['/docs/api/bezierSpline'] }],
      async (query) => [firstPage(query)],
    );
    assert.notEqual(answer![0], '/docs/api/bezierSpline', 'without them, nothing says "beautify"');
    assert.equal(snapshot(), before);
  });

  it('leaves out a copy of the question too, as its words would answer it', async () => {
    const asked: ReaderQuestion[] = [
      { question: 'beautify a jagged GPS track', source: 'https://example.org/1', functions: ['bezierSpline'] },
      { question: 'How to beautify a jagged GPS track?', source: 'https://mirror.example.org/1', functions: ['bezierSpline'] },
      { question: 'beautify the lanes beside a road', source: 'https://example.org/3', functions: ['lineOffset'] },
    ];
    const withCopies = indexWith(asked);
    const collected = collectedQuestions(withCopies, asked);
    // The third shares "beautify" but not the page, and too few words: it is no twin.
    assert.deepEqual(twinsOf(collected), [[1], [0], []]);
    const first = (query: string) => searchIndex(withCopies, query, () => true)[0]?.record.url_without_anchor ?? '';
    const curveWords = () => [...readerWordsTableOf(withCopies.records, withCopies.everyday).byPage.get('/docs/api/bezierSpline')!].sort();
    const before = curveWords();
    const [answer] = await leaveOneOutAnswers(withCopies, collected.slice(0, 1), async (query) => [first(query)]);
    assert.equal(answer![0], '/docs/api/bezierSpline', "scored without its copy, the copy's words still answer it");
    const [withTwin] = await leaveOneOutAnswers(withCopies, collected.slice(0, 2), async (query) => [first(query)]);
    assert.notEqual(withTwin![0], '/docs/api/bezierSpline', "without its copy's words, nothing on bezierSpline says beautify");
    assert.deepEqual(curveWords(), before);
  });

  it("scores a guide's questions against that guide's page of the version, and skips guides it does not have", () => {
    const versioned = indexAsLoaded('docs-default-7.2.0', [
      ...page('/docs/7.2.0/upgrade-guide', 'docs-default-7.2.0', 'Guides', 'Upgrade guide', {}, ['From 6.5 to 7.0.']),
      ...page('/docs/7.2.0/api/along', 'docs-default-7.2.0', 'API', 'along', {}, ['Takes a line.']),
    ]);
    const asked = [
      { question: 'union no longer takes two polygons', source: 'https://example.org/5', guide: 'upgrade-guide' },
      { question: 'how do I run the tests', source: 'https://example.org/6', guide: 'contributing' },
    ];
    assert.deepEqual(collectedGuideQuestions(versioned, asked), [
      { query: 'union no longer takes two polygons', expected: ['/docs/7.2.0/upgrade-guide'] },
    ]);
  });
});
