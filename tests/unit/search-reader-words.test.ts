/**
 * Readers' own words (plugins/features/search/indexing/readerWords.ts): the collected questions are
 * well-formed and kept apart from the evaluation sets, and a question in those words finds the
 * function that answered them, where without them it does not.
 */
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import {
  closeCallShare,
  guideTopicOdds,
  parseReaderWords,
  readerWordsScore,
  readerWordsTableOf,
  relevanceShare,
  relevanceWeights,
} from '../../plugins/features/search/client/pageRelevance';
import { disabledCriteria, searchIndex } from '../../plugins/features/search/client/ranking';
import type { SearchRecord } from '../../plugins/features/search/client/records';
import {
  formatReaderWords,
  guideOf,
  loadGuideQuestions,
  loadReaderQuestions,
  questionWords,
  readerWordsByFunction,
  readerWordsByGuide,
  withReaderWords,
} from '../../plugins/features/search/indexing/readerWords';
import { everydayWordsOf } from '../../plugins/features/search/indexing/everydayWords';
import { functionTasks } from '../../src/data/functionTasks';
import { indexAsLoaded, page } from './searchFixtures';

const tag = 'docs-default-7.4.0';
const questions = loadReaderQuestions();
const guideQuestions = loadGuideQuestions();

afterEach(() => disabledCriteria.clear());

/** A function page that takes and returns a line, with its summary; `fields` changes what it takes, returns or does. */
const fn = (name: string, summary: string, fields: Partial<SearchRecord> = {}): SearchRecord[] =>
  page(`/docs/api/${name}`, tag, 'API', name, {}, [summary]).map((record) => ({
    ...record,
    signature: `${name}(line, options?)`,
    takes: 'LineString',
    returns: 'LineString',
    ...fields,
  }));

/**
 * An index of `pages` and 200 pages about lines, with readers' words: beside so many other pages, the question's
 * words are rare and weigh more than what tells the pages apart, so that readers' words decide a close call.
 */
const amongLinePages = (pages: SearchRecord[], byFunction: ReturnType<typeof readerWordsByFunction>) =>
  indexAsLoaded(
    tag,
    withReaderWords([...pages, ...Array.from({ length: 200 }, (_, at) => fn(`lineTool${at}`, 'Takes a line and returns lines.')).flat()], {
      byFunction,
    }),
  );

/** The pages a query finds, by name, in their order. */
const pageOrder = (loaded: ReturnType<typeof indexAsLoaded>, query: string) => [
  ...new Set(searchIndex(loaded, query, () => true).map((entry) => entry.record.hierarchy.lvl1)),
];

/** One collected reader's question, answered by `name`. */
const asked = (question: string, at: number, name: string) => ({ question, source: `https://example.org/${at}`, functions: [name] });

describe("readers' questions", () => {
  it('each has the reader words, a source link and functions that exist', () => {
    assert.ok(questions.length >= 200, `${questions.length} questions`);
    const sources = new Set<string>();
    for (const { question, source, functions } of questions) {
      assert.ok(question.trim().length > 0 && question.length <= 200, question);
      assert.match(source, /^https?:\/\/\S+$/, question);
      assert.ok(!sources.has(source), `${source} is used twice`);
      sources.add(source);
      assert.ok(functions.length > 0, question);
      for (const name of functions) assert.ok(name in functionTasks, `${name} (for "${question}") is no documented function`);
    }
  });

  it("guides' questions: each with a source of its own and a guide that exists", () => {
    assert.ok(guideQuestions.length >= 30, `${guideQuestions.length} questions`);
    const sources = new Set(questions.map(({ source }) => source));
    for (const { question, source, guide } of guideQuestions) {
      assert.ok(question.trim().length > 0 && question.length <= 200, question);
      assert.match(source, /^https?:\/\/\S+$/, question);
      assert.ok(!sources.has(source), `${source} is used twice`);
      sources.add(source);
      const file = path.join(__dirname, '../../docs', guide);
      assert.ok(existsSync(`${file}.md`) || existsSync(`${file}.mdx`), `${guide} (for "${question}") is no guide of docs/`);
    }
  });

  it('share no source and no question with the search evaluation sets', () => {
    const directory = path.join(__dirname, '../../bench/search-quality');
    const evaluated = readdirSync(directory)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => JSON.parse(readFileSync(path.join(directory, file), 'utf8')) as { query: string; source?: string }[]);
    const evaluatedSources = new Set(evaluated.map((entry) => entry.source).filter(Boolean));
    const wordsOf = (text: string) => new Set(questionWords(text));
    const evaluatedWords = evaluated.map((entry) => wordsOf(entry.query));
    assert.ok(evaluated.length > 600, 'the evaluation sets are read');
    for (const { question, source } of [...questions, ...guideQuestions]) {
      assert.ok(!evaluatedSources.has(source), `${source} is also an evaluation source`);
      const words = wordsOf(question);
      for (const other of evaluatedWords) {
        const shared = [...words].filter((word) => other.has(word)).length;
        const overlap = shared / Math.max(1, new Set([...words, ...other]).size);
        assert.ok(overlap < 0.8 || shared < 3, `"${question}" is nearly an evaluation question`);
      }
    }
  });
});

describe('reader words in the index', () => {
  const byFunction = readerWordsByFunction([
    { question: 'How to beautify the edges of a polyline?', source: 'https://example.org/1', functions: ['bezierSpline'] },
    { question: 'beautify a jagged GPS track', source: 'https://example.org/2', functions: ['bezierSpline'] },
    { question: 'Offset a polyline by 10 metres', source: 'https://example.org/3', functions: ['lineOffset'] },
  ]);

  it('counts each word once per question, without filler', () => {
    assert.deepEqual(Object.fromEntries(byFunction.get('bezierSpline')!), {
      beautify: 2,
      edge: 1,
      polyline: 1,
      jagged: 1,
      gps: 1,
      track: 1,
    });
    assert.equal(formatReaderWords(byFunction.get('bezierSpline')!), 'beautify:2 edge gps jagged polyline track');
    assert.deepEqual(parseReaderWords(formatReaderWords(byFunction.get('bezierSpline')!)), byFunction.get('bezierSpline'));
    assert.deepEqual(parseReaderWords(null), new Map());
  });

  const records = [
    ...fn('bezierSpline', 'Takes a line and returns a curved version by applying a Bezier spline algorithm.'),
    ...fn('lineOffset', 'Takes a line and returns a line at offset by the specified distance.'),
    ...fn('simplify', 'Takes a line and returns a simplified version with fewer vertices along the line.'),
  ];
  const first = (indexRecords: readonly SearchRecord[], query: string) => {
    const index = indexAsLoaded(tag, indexRecords);
    return searchIndex(index, query, () => true)[0]?.record.hierarchy.lvl1;
  };
  const question = 'how can I beautify the corners of my line';

  it('only function pages get them, everyday words too, and they survive the index file', () => {
    const guide = page('/docs/intro', tag, 'Guides', 'bezierSpline', {}, ['text']);
    const annotated = withReaderWords([...records, ...guide], { byFunction });
    assert.equal(annotated.find((record) => record.hierarchy.lvl1 === 'lineOffset')!.readerWords, 'by meter offset polyline');
    assert.equal(annotated.find((record) => record.url_without_anchor === '/docs/intro')!.readerWords, null);
    const index = indexAsLoaded(tag, annotated);
    assert.equal(
      index.records.find((record) => record.hierarchy.lvl1 === 'bezierSpline')!.readerWords,
      'beautify:2 edge gps jagged polyline track',
    );
  });

  it("a guide's readers' words go to that guide's page in every version, and to no API page", () => {
    const byGuide = readerWordsByGuide([
      { question: 'turf is not defined in the browser', source: 'https://example.org/4', guide: 'getting-started' },
    ]);
    const guides = ['/docs/getting-started', '/docs/7.0.0/getting-started', '/docs/next/getting-started'].flatMap((url) =>
      page(url, tag, 'Guides', 'Getting started', { Install: ['npm install @turf/turf'] }),
    );
    const annotated = withReaderWords([...records, ...guides], { byFunction, byGuide });
    for (const record of annotated.filter(({ url_without_anchor }) => url_without_anchor.endsWith('/getting-started'))) {
      assert.equal(record.readerWords, 'browser defined in not', record.url);
    }
    assert.equal(annotated.find((record) => record.hierarchy.lvl1 === 'lineOffset')!.readerWords, 'by meter offset polyline');
    assert.equal(guideOf(fn('getting-started', 'A function page named like a guide.')[0]!), null);
    assert.equal(guideOf(page('/docs/api/types/Units', tag, 'API', 'Units', {})[0]!), null);
  });

  it("a question in earlier readers' words finds the guide that answered them", () => {
    const guide = page('/docs/upgrade-guide', tag, 'Guides', 'Upgrade guide', {
      'From 6.5 to 7.0': ['After the update, union, intersect and difference take one FeatureCollection.'],
    });
    const byGuide = readerWordsByGuide([
      { question: 'union no longer works after the update', source: 'https://example.org/5', guide: 'upgrade-guide' },
      { question: 'intersect stopped working after I updated', source: 'https://example.org/6', guide: 'upgrade-guide' },
    ]);
    const union = fn('union', 'Takes a collection of polygons and returns their union.').map((record) => ({
      ...record,
      takes: 'Polygon',
      returns: 'Polygon',
      tasks: 'merge overlapping polygons into one polygon',
    }));
    const query = 'my polygons stopped working after the update of the package';
    assert.equal(first([...union, ...guide], query), 'union', "without them, the page whose use line holds 'polygons'");
    assert.equal(first(withReaderWords([...union, ...guide], { byFunction: new Map(), byGuide }), query), 'Upgrade guide');
  });

  it("a guide's readers' words weigh more than a function's, as fewer of them come back in any one question", () => {
    const guide = page('/docs/getting-started', tag, 'Guides', 'Getting started', {}, ['Turf runs in Node.']);
    const along = fn('along', 'Takes a line and returns a point at a distance along it, in a browser or in Node.');
    const asked = 'webpack cannot resolve the turf module';
    const annotated = withReaderWords([...along, ...guide], {
      byFunction: readerWordsByFunction([{ question: asked, source: 'https://example.org/7', functions: ['along'] }]),
      byGuide: readerWordsByGuide([{ question: asked, source: 'https://example.org/8', guide: 'getting-started' }]),
    });
    const query = 'webpack cannot resolve turf module in the browser';
    assert.equal(first(annotated, query), 'Getting started');
    const { guideReaders } = relevanceWeights;
    try {
      relevanceWeights.guideReaders = relevanceWeights.readers;
      assert.equal(first(annotated, query), 'along', "at a function's weight, the page that also says 'browser' wins");
    } finally {
      relevanceWeights.guideReaders = guideReaders;
    }
  });

  it('a one-word query is a name looked up or being typed, not a question about using Turf', () => {
    // Functions answered far more questions than guides: a word one function's reader used once is
    // likelier among the guides' fewer words, and "bool" passed the guide odds alone.
    const guide = page('/docs/getting-started', tag, 'Guides', 'Getting started', {}, ['Boolean functions answer yes or no.']);
    const disjoint = fn('booleanDisjoint', 'Returns true when two geometries share no point.');
    const annotated = withReaderWords([...disjoint, ...guide], {
      byFunction: readerWordsByFunction([
        ...Array.from({ length: 30 }, (_, at) => ({
          question: 'are these polygons apart, with no overlap',
          source: `https://example.org/d${at}`,
          functions: ['booleanDisjoint'],
        })),
        { question: 'is the bool true when nothing touches', source: 'https://example.org/b', functions: ['booleanDisjoint'] },
      ]),
      byGuide: readerWordsByGuide([{ question: 'install turf', source: 'https://example.org/g', guide: 'getting-started' }]),
    });
    const index = indexAsLoaded(tag, annotated);
    assert.ok(guideTopicOdds(['bool'], readerWordsTableOf(index.records, index.everyday)) > relevanceWeights.guideTopicOdds);
    assert.equal(first(annotated, 'bool'), 'booleanDisjoint');
    assert.equal(first(annotated, 'bool guide'), 'Getting started', 'two words may be a question about using Turf');
  });

  it("a question in earlier readers' words finds the function that answered them", () => {
    const annotated = withReaderWords(records, { byFunction });
    assert.equal(first(annotated, question), 'bezierSpline');
    disabledCriteria.add('reader words');
    assert.notEqual(first(annotated, question), 'bezierSpline', 'without them, no page holds "beautify"');
    disabledCriteria.clear();
    assert.notEqual(first(records, question), 'bezierSpline');
  });
});

describe("a close call settled by readers' words", () => {
  const records = withReaderWords(
    [
      ...fn('lineOffset', 'Takes a line and returns a line moved sideways by a distance.'),
      ...fn('lineSlice', 'Takes a line and two points and returns the part of the line between them.'),
      ...fn('simplify', 'Takes a line and returns it with fewer vertices.'),
    ],
    {
      byFunction: readerWordsByFunction([
        { question: 'offset a road to draw both of its lanes', source: 'https://example.org/1', functions: ['lineOffset'] },
        { question: 'draw bike lanes beside the road', source: 'https://example.org/2', functions: ['lineOffset'] },
        { question: 'cut the route between two stops', source: 'https://example.org/3', functions: ['lineSlice'] },
        { question: 'trim a track to the section between two points', source: 'https://example.org/4', functions: ['lineSlice'] },
        { question: 'get the part of a road between two junctions', source: 'https://example.org/5', functions: ['lineSlice'] },
      ]),
    },
  );
  const index = indexAsLoaded(tag, records);
  const table = readerWordsTableOf(index.records, index.everyday);
  const ranking = (query: string) => {
    const pages = new Map<string, number>();
    for (const entry of searchIndex(index, query, () => true))
      if (!pages.has(entry.record.hierarchy.lvl1)) pages.set(entry.record.hierarchy.lvl1, entry.relevance);
    return [...pages];
  };
  /** How much function b's readers' words lead function a's, as a close call weighs them. */
  const lead = (words: string[], a: string, b: string) =>
    readerWordsScore(words, `/docs/api/${b}`, table, closeCallShare) - readerWordsScore(words, `/docs/api/${a}`, table, closeCallShare);

  it("weighs the question's words by how many of each function's readers used them", () => {
    assert.ok(lead(['draw', 'lane'], 'lineSlice', 'lineOffset') > 0, "lineOffset's readers drew lanes");
    assert.ok(lead(['junction', 'trim'], 'lineOffset', 'lineSlice') > 0, "lineSlice's readers trimmed to junctions");
    assert.equal(lead(['vertex'], 'lineSlice', 'lineOffset'), 0, 'a word neither used says nothing');
    assert.equal(readerWordsScore(['draw'], '/docs/api/simplify', table, closeCallShare), 0, 'a page without readers has none');
  });

  it('counts a word for less on a page whose readers asked much, in a close call only', () => {
    const lengths = readerWordsTableOf(
      withReaderWords([...fn('lineChunk', 'Splits a line.'), ...fn('lineSplit', 'Splits a line by another.')], {
        byFunction: readerWordsByFunction([
          { question: 'chop a track into pieces', source: 'https://example.org/6', functions: ['lineChunk'] },
          {
            question: 'equal segments of a gpx route for each kilometre marker along the trail',
            source: 'https://example.org/7',
            functions: ['lineChunk'],
          },
          { question: 'chop a road where a river crosses it', source: 'https://example.org/8', functions: ['lineSplit'] },
        ]),
      }),
      new Set(),
    );
    const [chunk, split] = ['/docs/api/lineChunk', '/docs/api/lineSplit'];
    assert.equal(readerWordsScore(['chop'], chunk, lengths), readerWordsScore(['chop'], split, lengths), 'one reader each');
    assert.ok(
      readerWordsScore(['chop'], split, lengths, closeCallShare) > readerWordsScore(['chop'], chunk, lengths, closeCallShare),
      "lineSplit's one reader said little else",
    );
    assert.deepEqual(relevanceShare, { saturation: 1, length: 0 });
  });

  // The additive reader-words score is off, so only the close call reads the readers' words.
  it('puts the runner-up first when the two are close and its readers used the words', () => {
    disabledCriteria.add('reader words');
    const question = 'draw the lanes of a road line';
    disabledCriteria.add('close call');
    const [leader, runnerUp] = ranking(question);
    assert.equal(leader![0], 'lineSlice', 'the page words alone put lineSlice first');
    assert.ok(runnerUp![1] >= relevanceWeights.closeCall * leader![1], 'and lineOffset close behind');
    disabledCriteria.delete('close call');
    const [first, second] = ranking(question);
    assert.deepEqual([first![0], second![0]], ['lineOffset', 'lineSlice']);
    assert.ok(first![1] < relevanceWeights.clearLead * second![1], 'a narrow lead, so no best-answer card');
  });

  it('weighs the two pages after the first, and puts the one its readers favour first, the others in their order', () => {
    const pieces = (name: string, how: string) =>
      fn(name, `Takes a line and returns pieces of the line, ${how}.`).map((record) => ({ ...record, returns: 'FeatureCollection' }));
    const three = indexAsLoaded(
      tag,
      withReaderWords(
        [
          ...pieces('lineChunk', 'each of a length'),
          ...pieces('lineSegment', 'one per segment'),
          ...pieces('lineSplit', 'split where another crosses it'),
        ],
        {
          byFunction: readerWordsByFunction([
            { question: 'cut a street into two where a river crosses it', source: 'https://example.org/1', functions: ['lineSplit'] },
            { question: 'cut the trail at the river', source: 'https://example.org/2', functions: ['lineSplit'] },
            { question: 'pieces of a track every kilometre', source: 'https://example.org/3', functions: ['lineChunk'] },
            { question: 'each segment of a polyline as its own line', source: 'https://example.org/4', functions: ['lineSegment'] },
          ]),
        },
      ),
    );
    const order = () => [
      ...new Set(searchIndex(three, 'cut a line into pieces at a river', () => true).map((entry) => entry.record.hierarchy.lvl1)),
    ];
    disabledCriteria.add('reader words');
    disabledCriteria.add('close call');
    assert.deepEqual(order(), ['lineChunk', 'lineSegment', 'lineSplit'], 'the page words alone: a three-way tie, lineSplit third');
    disabledCriteria.delete('close call');
    assert.deepEqual(order(), ['lineSplit', 'lineChunk', 'lineSegment']);
  });

  it("counts readers' everyday words in a close call, and not in the relevance", () => {
    const pieces = [
      ...fn('lineChunk', 'Takes a line and returns pieces of the line, each of a length.'),
      ...fn('lineSplit', 'Takes a line and returns pieces of the line, split where another crosses it.'),
      ...fn('lineSegment', 'Takes a line and returns its segments.'),
    ];
    const byFunction = readerWordsByFunction([
      ...['keep both parts', 'keep the two parts', 'keep each part', 'keep them', 'keep it all', 'keep every bit'].map((question, at) => ({
        question,
        source: `https://example.org/${at}`,
        functions: ['lineSplit'],
      })),
      { question: 'pieces of a track, still in order', source: 'https://example.org/7', functions: ['lineChunk'] },
      { question: 'every segment of a route', source: 'https://example.org/8', functions: ['lineSegment'] },
    ]);
    const indexed = withReaderWords(pieces, { byFunction });
    const everyday = everydayWordsOf(indexed);
    assert.ok(everyday.includes('keep'), 'the index lists it as everyday, though no page holds it');
    const loaded = indexAsLoaded(tag, indexed, everyday);
    const relevanceOf = (name: string, query: string) =>
      searchIndex(loaded, query, () => true).find((entry) => entry.record.hierarchy.lvl1 === name)!.relevance;
    const question = 'how do I keep my whole line';
    disabledCriteria.add('close call');
    assert.equal(relevanceOf('lineSplit', question), relevanceOf('lineChunk', question), 'the relevance does not count it');
    disabledCriteria.delete('close call');
    assert.equal(searchIndex(loaded, question, () => true)[0]!.record.hierarchy.lvl1, 'lineSplit', 'the close call does');
  });

  it('does not put first a function that takes fewer of the kind the reader counts two of', () => {
    const inside = (name: string, takes: string) =>
      fn(name, 'Tells whether a geometry is inside a polygon.', {
        signature: `${name}(a, b)`,
        tasks: 'check if a point or another polygon is inside a polygon',
        takes,
        returns: 'boolean',
      });
    const byFunction = readerWordsByFunction([
      ...['is my point inside the polygon', 'check if a point is inside a polygon', 'check the marker is inside the polygon'].map(
        (question, at) => asked(question, at, 'pointInRegion'),
      ),
      asked('is a shape within another', 3, 'regionWithin'),
    ]);
    const allKinds = 'Point MultiPoint LineString MultiLineString Polygon MultiPolygon GeometryCollection';
    const loaded = indexAsLoaded(
      tag,
      withReaderWords(
        [
          ...inside('pointInRegion', 'Point;Polygon MultiPolygon'),
          ...inside('regionWithin', `${allKinds};${allKinds}`),
          // Pages about other things, so that the question's words are rare.
          ...['lineChunk', 'lineSplit', 'lineSegment', 'bezierSpline'].flatMap((name) => fn(name, 'Takes a line and returns lines.')),
        ],
        { byFunction },
      ),
    );
    const entries = (query: string) => searchIndex(loaded, query, () => true);
    disabledCriteria.add('reader words');
    assert.deepEqual(pageOrder(loaded, 'check if my point is inside the polygon'), ['pointInRegion', 'regionWithin']);
    const question = 'check if a polygon is inside another polygon';
    const [leader, runnerUp] = entries(question);
    assert.equal(leader!.record.hierarchy.lvl1, 'regionWithin', 'it takes two polygons');
    assert.ok(runnerUp!.relevance >= relevanceWeights.closeCall * leader!.relevance, 'a close call');
    const table = readerWordsTableOf(loaded.records, loaded.everyday);
    const readersOf = (name: string) => readerWordsScore(['check', 'polygon', 'inside'], `/docs/api/${name}`, table, closeCallShare);
    assert.ok(
      readersOf('pointInRegion') - readersOf('regionWithin') > relevanceWeights.closeCallLead,
      "which pointInRegion's readers would win",
    );
    disabledCriteria.add('two of a kind');
    assert.deepEqual(pageOrder(loaded, question), ['pointInRegion', 'regionWithin'], 'without the rule');
  });

  it('does not put first a conversion named the wrong way round, where the question converts to a coordinate system', () => {
    const conversion = (name: string, tasks: string) =>
      fn(name, 'Converts coordinates between WGS84 and Mercator.', {
        tasks,
        signature: `${name}(geojson)`,
        takes: 'Point',
        returns: 'Point',
      });
    const byFunction = readerWordsByFunction([
      // toWgs84's readers name both systems, as toMercator's do.
      ...[
        'reproject web mercator to wgs84 longitude latitude',
        'convert web mercator coordinates to wgs84 longitude and latitude',
        'reproject from web mercator back to wgs84 coordinates',
      ].map((question, at) => asked(question, at, 'toWgs84')),
      asked('reproject to mercator', 3, 'toMercator'),
    ]);
    const loaded = amongLinePages(
      [
        ...conversion('toWgs84', 'reproject web mercator coordinates to wgs84 longitude and latitude'),
        ...conversion('toMercator', 'reproject wgs84 longitude and latitude coordinates to web mercator'),
      ],
      byFunction,
    );
    disabledCriteria.add('reader words');
    const question = 'reproject wgs84 longitude and latitude coordinates to web mercator';
    const [leader, runnerUp] = searchIndex(loaded, question, () => true);
    assert.equal(leader!.record.hierarchy.lvl1, 'toMercator', 'toWgs84 reads the wrong way round');
    assert.ok(runnerUp!.relevance >= relevanceWeights.closeCall * leader!.relevance, 'a close call');
    const table = readerWordsTableOf(loaded.records, loaded.everyday);
    const readersOf = (name: string) =>
      readerWordsScore(
        ['reproject', 'wgs84', 'longitude', 'latitude', 'coordinate', 'web', 'mercator'],
        `/docs/api/${name}`,
        table,
        closeCallShare,
      );
    assert.ok(readersOf('toWgs84') - readersOf('toMercator') > relevanceWeights.closeCallLead, "which toWgs84's readers would win");
    disabledCriteria.add('conversion guard');
    assert.deepEqual(pageOrder(loaded, question).slice(0, 2), ['toWgs84', 'toMercator'], 'without the guard');
  });

  it('does not put first a function that takes only numbers, where the question gives coordinates', () => {
    const angle = (name: string, takes: string) =>
      fn(name, 'Works out an azimuth.', { tasks: 'get the azimuth in degrees', signature: `${name}(value)`, takes, returns: 'number' });
    const byFunction = readerWordsByFunction([
      // A conversion's readers name the angle as often as those who want it between two places.
      ...[
        'turn a bearing into an azimuth',
        'azimuth from a negative bearing',
        'bearing to azimuth 0 to 360',
        'azimuth or bearing in the status bar',
        'show the azimuth, not the bearing',
      ].map((question, at) => asked(question, at, 'numberAzimuth')),
      asked('azimuth from here to there', 5, 'placeAzimuth'),
    ]);
    const loaded = amongLinePages([...angle('numberAzimuth', 'number'), ...angle('placeAzimuth', 'Point;Point')], byFunction);
    disabledCriteria.add('reader words');
    const question = 'how do I get the azimuth bearing between two lat long coordinates';
    const [leader, runnerUp] = searchIndex(loaded, question, () => true);
    assert.equal(leader!.record.hierarchy.lvl1, 'placeAzimuth', 'the other takes no coordinates');
    assert.ok(runnerUp!.relevance >= relevanceWeights.closeCall * leader!.relevance, 'a close call');
    disabledCriteria.add('map data guard');
    assert.deepEqual(pageOrder(loaded, question).slice(0, 2), ['numberAzimuth', 'placeAzimuth'], 'without the guard');
  });

  it("leaves a wide lead alone, whatever the readers' words", () => {
    disabledCriteria.add('reader words');
    const question = 'draw lanes beside the line between two points';
    const [leader, runnerUp] = ranking(question);
    assert.equal(leader![0], 'lineSlice');
    assert.ok(runnerUp![1] < relevanceWeights.closeCall * leader![1]);
    assert.ok(lead(['draw', 'lane', 'beside'], 'lineSlice', 'lineOffset') > relevanceWeights.closeCallLead);
  });
});

describe('a question about using Turf, told by the words of readers whom a guide answered (guideTopicOdds)', () => {
  const guide = page('/docs/getting-started', tag, 'Guides', 'Getting started', {}, ['Turf ships the types of GeoJSON for TypeScript.']);
  const geojsonType = page('/docs/api/geojsonType', tag, 'API', 'geojsonType', {}, [
    "Enforces a GeoJSON object's type, in TypeScript as in JavaScript.",
  ]).map((record) => ({ ...record, signature: 'geojsonType(value, type, name)', takes: 'Point', returns: 'void' }));
  const records = withReaderWords([...geojsonType, ...guide], {
    byFunction: readerWordsByFunction([
      { question: 'check that an object is a polygon type', source: 'https://example.org/1', functions: ['geojsonType'] },
      { question: 'throw when the geometry is not a point', source: 'https://example.org/2', functions: ['geojsonType'] },
    ]),
    byGuide: readerWordsByGuide([
      { question: 'typescript cannot find the types after install', source: 'https://example.org/3', guide: 'getting-started' },
      { question: 'missing types for typescript', source: 'https://example.org/4', guide: 'getting-started' },
    ]),
  });
  const index = indexAsLoaded(tag, records);
  const table = readerWordsTableOf(index.records, index.everyday);
  const firstPage = (query: string) => searchIndex(index, query, () => true)[0]!.record.hierarchy.lvl1;

  it("weighs the question's words as odds for the guides' readers against the functions'", () => {
    assert.ok(guideTopicOdds(['typescript', 'type'], table) > relevanceWeights.guideTopicOdds, 'only guides were asked about typescript');
    assert.ok(guideTopicOdds(['polygon', 'geometry'], table) < 0, 'only a function was asked about polygons');
    assert.equal(guideTopicOdds(['vertex'], table), 0, 'a word no reader used says nothing');
  });

  it('leaves everyday words out of the question and of both pools', () => {
    const withEveryday = readerWordsTableOf(index.records, new Set(['install', 'missing', 'find']));
    const without = readerWordsTableOf(index.records, new Set());
    assert.ok(guideTopicOdds(['install', 'missing'], without) > 0, "as words, they are the guide's readers'");
    assert.equal(guideTopicOdds(['install', 'missing'], withEveryday), 0);
    // Without them, each pool is smaller by their counts: the guides' by three, so a guide word weighs more.
    assert.ok(guideTopicOdds(['typescript'], withEveryday) > guideTopicOdds(['typescript'], without));
  });

  it('puts the pages outside the API reference first for such a question, where a function matches as well', () => {
    disabledCriteria.add('guide topic');
    assert.equal(firstPage('typescript types'), 'geojsonType', "without the rule, the page whose name holds 'type'");
    disabledCriteria.clear();
    assert.equal(firstPage('typescript types'), 'Getting started');
    assert.equal(firstPage('polygon type'), 'geojsonType', 'a question of geometry keeps the function');
  });

  // The guide's own reader words are off, so only the odds of the two classes read them.
  it("adds to a guide's relevance for a long question", () => {
    disabledCriteria.add('reader words');
    const question = 'TypeScript says the types of my GeoJSON object are missing';
    const { guideTopic } = relevanceWeights;
    try {
      relevanceWeights.guideTopic = 0;
      assert.equal(firstPage(question), 'geojsonType', 'without it, the page that holds more of the words');
    } finally {
      relevanceWeights.guideTopic = guideTopic;
    }
    assert.equal(firstPage(question), 'Getting started');
  });
});
