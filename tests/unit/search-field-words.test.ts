/**
 * A field's words (plugins/features/search/indexing/fieldWords.ts): the lines of `inTheField` are
 * well-formed, and only the words that are one function's own, that no page holds and that are not
 * common English join its "Use it to" field, so a question in a field's jargon finds the function
 * without the lines' shared words pulling other questions.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { searchIndex } from '../../plugins/features/search/client/ranking';
import type { SearchRecord } from '../../plugins/features/search/client/records';
import { ownFieldWords, withFieldWords } from '../../plugins/features/search/indexing/fieldWords';
import { functionTasks, type FunctionTasks } from '../../src/data/functionTasks';
import { indexAsLoaded, page } from './searchFixtures';

const tag = 'docs-default-7.4.0';

const fn = (name: string, summary: string, tasks: string[]): SearchRecord[] =>
  page(`/docs/api/${name}`, tag, 'API', name, {}, [summary]).map((record) => ({
    ...record,
    signature: `${name}(start, end)`,
    tasks: tasks.join(' | '),
    takes: 'Point;Point',
    returns: 'Point',
  }));

const entries: Record<string, FunctionTasks> = {
  bearing: {
    tasks: ['get the compass direction from one point to another'],
    inTheField: ['find the beam heading from your QTH to a DX station', 'get the bearing to a racing mark from the boat'],
  },
  distance: {
    tasks: ['measure how far apart two points are'],
    inTheField: ['log the QSO distance between two radio stations', 'get the range from the boat to a buoy'],
  },
  midpoint: { tasks: ['get the point halfway between two points'] },
};
const records = [
  ...fn('bearing', 'Finds the geographic bearing between two points.', entries.bearing!.tasks as string[]),
  ...fn('distance', 'Calculates the distance between two points.', entries.distance!.tasks as string[]),
  ...fn('midpoint', 'Finds the midpoint between two points.', entries.midpoint!.tasks as string[]),
];

describe("a field's words", () => {
  it('every field line is one lower-case task without a final period, of a function with tasks', () => {
    let lines = 0;
    for (const [name, { tasks, inTheField = [] }] of Object.entries(functionTasks)) {
      assert.ok(tasks.length > 0, name);
      for (const line of inTheField) {
        lines += 1;
        assert.ok(line.length <= 90 && !/[.]$/.test(line) && !/^[A-Z][a-z]/.test(line), `${name}: "${line}"`);
        assert.ok(!tasks.includes(line), `${name}: "${line}" is also a general task`);
      }
    }
    assert.ok(lines >= 200, `${lines} field lines`);
  });

  it("a function's own words are the words no other function's field lines use", () => {
    const own = ownFieldWords(entries);
    // "station" (stations), "the", "get", "to", "boat" and "from" are in both functions' lines.
    assert.deepEqual(own.get('bearing'), ['find', 'beam', 'heading', 'your', 'qth', 'dx', 'bearing', 'racing', 'mark']);
    assert.deepEqual(own.get('distance'), ['log', 'qso', 'distance', 'between', 'two', 'radio', 'range', 'buoy']);
    assert.deepEqual(own.get('midpoint'), []);
  });

  it('only own words that no record holds and that are not common English join a function page', () => {
    const withWords = withFieldWords(records, entries);
    const tasksOf = (name: string) => withWords.find((record) => record.hierarchy.lvl1 === name)!.tasks;
    // "find" (Finds), "bearing", "distance", "between" and "two" are in the pages; "beam", "heading", "your", "racing",
    // "mark", "log", "radio" and "range" are among the most frequent words of spoken English.
    assert.equal(tasksOf('bearing'), 'get the compass direction from one point to another | qth dx');
    assert.equal(tasksOf('distance'), 'measure how far apart two points are | qso buoy');
    assert.equal(tasksOf('midpoint'), entries.midpoint!.tasks[0]);
  });

  it("a question in a field's jargon finds its function, which it does not without them", () => {
    const first = (indexRecords: readonly SearchRecord[], query: string) =>
      searchIndex(indexAsLoaded(tag, indexRecords), query, () => true)[0]?.record.hierarchy.lvl1;
    const question = 'log the QSO between two stations';
    assert.equal(first(withFieldWords(records, entries), question), 'distance');
    assert.equal(first(records, question), 'midpoint');
  });
});
