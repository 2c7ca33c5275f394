/**
 * The ranking rules for readers' questions (plugins/features/search/client/ranking.ts, geometryFit.ts,
 * bestAnswer.ts), each on a small index where it decides. Where a rule can be switched off
 * (disabledCriteria), the test also shows the order without it, so it proves the rule does the work.
 */
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';

import type { LoadedIndex } from '../../plugins/features/search/client/indexFile';
import { createLocalSearchClient } from '../../plugins/features/search/client/localSearchClient';
import {
  asksYesOrNo,
  directionOf,
  disabledCriteria,
  inflectionVariants,
  isTaskQuestion,
  joinKnownCompounds,
  splitUnknownCompounds,
  meaningfulQuery,
  queryTerms,
  searchIndex,
  searchedQuery,
  vocabularyTerms,
  wholeWordsOf,
  writtenWords,
} from '../../plugins/features/search/client/ranking';
import { isClearWinner } from '../../plugins/features/search/client/bestAnswer';
import { withoutContractions } from '../../plugins/features/search/client/contractions';
import { writtenNames } from '../../plugins/features/search/client/writtenNames';
import { relevanceWeights } from '../../plugins/features/search/client/pageRelevance';
import { geometryFit, geometryQuestion, isGeometryWord, namesMapData } from '../../plugins/features/search/client/geometryFit';
import { givenQuantities, quantityFit } from '../../plugins/features/search/client/quantityFit';
import { everydayWordsOf } from '../../plugins/features/search/indexing/everydayWords';
import type { SearchRecord } from '../../plugins/features/search/client/records';
import { indexAsLoaded, page } from './searchFixtures';

const tag = 'docs-default-7.4.0';
const allGeometries = 'Point MultiPoint LineString MultiLineString Polygon MultiPolygon GeometryCollection';

function fn(name: string, summary: string, fields: Partial<SearchRecord>): SearchRecord[] {
  return page(`/docs/api/${name}`, tag, 'API', name, {}, [summary]).map((record) => ({ ...record, ...fields }));
}

const loaded = (indexRecords: readonly SearchRecord[], everyday: readonly string[] = []): LoadedIndex =>
  indexAsLoaded(tag, indexRecords, everyday);

const records: SearchRecord[] = [
  ...fn('booleanPointInPolygon', 'Takes a Point and a Polygon and tells whether the point is inside.', {
    signature: 'booleanPointInPolygon(point, polygon, options?)',
    tasks: 'check whether a point is inside a polygon',
    takes: 'Point;Polygon MultiPolygon',
    returns: 'boolean',
  }),
  ...fn('booleanWithin', 'Tells whether the first geometry is completely inside the second.', {
    signature: 'booleanWithin(feature1, feature2)',
    tasks: 'check whether one geometry is inside another polygon',
    takes: `${allGeometries};${allGeometries}`,
    returns: 'boolean',
  }),
  // Made-up names, so that only the GeoJSON tells these two apart.
  ...fn('ringOf', 'Makes one from the other.', {
    signature: 'ringOf(poly, options?)',
    tasks: 'make a route from a region',
    takes: 'Polygon MultiPolygon',
    returns: 'LineString MultiLineString',
  }),
  ...fn('fillRing', 'Makes one from the other.', {
    signature: 'fillRing(lines, options?)',
    tasks: 'make a region from a route',
    takes: 'LineString MultiLineString',
    returns: 'Polygon MultiPolygon',
  }),
  ...fn('union', 'Takes polygons and returns a combined polygon.', {
    signature: 'union(features, options?)',
    tasks: 'combine polygons into one shape, dropping shared borders',
    takes: 'Polygon MultiPolygon',
    returns: 'Polygon MultiPolygon',
  }),
  ...fn('buffer', 'Calculates a buffer for input features for a given radius.', {
    signature: 'buffer(geojson, radius?, options?)',
    tasks: 'grow a line or route by a distance',
    takes: allGeometries,
    returns: 'Polygon MultiPolygon',
  }),
  ...fn('lineSliceAlong', 'Takes a polyline and returns the part between two distances along the route.', {
    signature: 'lineSliceAlong(line, startDist, stopDist, options?)',
    tasks: 'cut out the part of a line between two distances along the route',
    takes: 'LineString',
    returns: 'LineString',
  }),
  ...page('/docs/upgrade-guide', tag, 'Guides', 'Upgrade guide', {
    'What changed': ['A polygon inside another polygon, a point in a polygon and combined polygons are all handled as before.'],
  }),
];

const index = loaded(records);
const pagesFor = (query: string): string[] => {
  const pages: string[] = [];
  for (const { record } of searchIndex(index, query, () => true)) {
    const name = record.url_without_anchor.replace('/docs/api/', '');
    if (!pages.includes(name)) pages.push(name);
  }
  return pages;
};

afterEach(() => disabledCriteria.clear());

describe('search rules for questions', () => {
  it('reads a question without its filler and the names of other tools', () => {
    assert.equal(meaningfulQuery('how do I buffer a polyline in leaflet with javascript?'), 'buffer polyline in');
    assert.ok(isTaskQuestion(['merge', 'polygon']));
    assert.ok(!isTaskQuestion(['tree', 'shaking']), 'no geospatial word');
    assert.ok(!isTaskQuestion(['polygon']), 'one word');
    assert.ok(isTaskQuestion(queryTerms('given the start and end, find the constant compass course')), 'five words or more');
    assert.ok(!isTaskQuestion(queryTerms('tree shaking es modules')));
  });

  it('reads a contraction as its word: "don\'t" searches neither "don" nor "t"', () => {
    assert.equal(withoutContractions("Don't require all of turf"), 'Do not require all of turf');
    assert.equal(withoutContractions("turf’s centroid isn’t right, I can't import it"), 'turf centroid is not right, I can not import it');
    assert.equal(withoutContractions("it won't run, what's wrong?"), 'it will not run, what wrong?');
    assert.equal(withoutContractions("rock'n'roll, l'aire"), "rock'n'roll, l'aire", 'not a contraction');
    // Split at the apostrophe, "don" and "t" (a parameter) were two words matched against one.
    const contracted = loaded([
      ...fn('intersect', 'Takes t, the first polygon, and don, the second.', { signature: 'intersect(t, don)' }),
      ...page('/docs/getting-started', tag, 'Guides', 'Getting started', { 'Only what you use': ['Require the modules you use.'] }),
    ]);
    const [first] = searchIndex(contracted, "Don't require all of turf", () => true);
    assert.equal(first?.record.url_without_anchor, '/docs/getting-started');
  });

  it('finds a function through the vocabulary: "merge" finds union, whose page says "combine"', () => {
    assert.equal(pagesFor('merge touching polygons')[0], 'union');
  });

  it('finds a page that "measures" for a reader who wants to "calculate": the verb tells no task apart', () => {
    // Made-up names; the page that does not say how it works comes first in the index, so it wins a tie.
    const spans = loaded([
      ...records,
      ...fn('spanOrder', 'Sorts each region by its span.', { takes: 'Polygon', returns: 'Polygon' }),
      ...fn('spanOf', 'Measures the span of a region.', { takes: 'Polygon', returns: 'number' }),
    ]);
    const first = searchIndex(spans, 'calculate the span of one region', () => true)[0]!;
    assert.equal(first.record.hierarchy.lvl1, 'spanOf');
  });

  it('matches the geometry a question names against what each function takes and returns', () => {
    assert.equal(pagesFor('a route to a region')[0], 'fillRing');
    disabledCriteria.add('geometry');
    assert.notEqual(pagesFor('a route to a region')[0], 'fillRing', 'without the rule it loses the tie');
  });

  it('puts a function that takes GeoJSON before a unit conversion when the question gives coordinates', () => {
    // Made-up names and the same words: the conversion comes first in the index, so it wins a tie.
    const headings = loaded([
      ...fn('headingFrom', 'Gets a heading in degrees.', { tasks: 'get the heading in degrees', takes: 'number', returns: 'number' }),
      ...fn('headingOf', 'Gets a heading in degrees.', { tasks: 'get the heading in degrees', takes: 'Point;Point', returns: 'number' }),
    ]);
    const first = (query: string) => searchIndex(headings, query, () => true)[0]!.record.hierarchy.lvl1;
    assert.ok(namesMapData('heading between two lat/lng coordinates'));
    assert.ok(!namesMapData('heading between two angles'));
    assert.equal(first('get the heading in degrees between two lat/lng coordinates'), 'headingOf');
    assert.equal(first('get the heading in degrees between two angles'), 'headingFrom', 'no coordinates: the tie stands');
    disabledCriteria.add('map data');
    assert.equal(first('get the heading in degrees between two lat/lng coordinates'), 'headingFrom', 'without the rule');
  });

  it('reads "X to Y" as what the reader has and what they want back', () => {
    const question = geometryQuestion('convert a line to a polygon');
    assert.deepEqual([...question!.given], ['LineString']);
    assert.deepEqual([...question!.wanted], ['Polygon']);
    const [fillRing, ringOf] = [
      index.records.find((r) => r.hierarchy.lvl1 === 'fillRing')!,
      index.records.find((r) => r.hierarchy.lvl1 === 'ringOf')!,
    ];
    assert.ok(geometryFit(fillRing, question) > geometryFit(ringOf, question));
    assert.equal(geometryFit(fillRing, null), 0);
    assert.equal(geometryQuestion('tree shaking'), null);
    // "GeoJSON" between "to" and the geometry names its format, not a thing the reader has.
    const toGeoJson = geometryQuestion('conversion from extent to geojson polygon')!;
    assert.deepEqual([...toGeoJson.given], ['BBox']);
    assert.deepEqual([...toGeoJson.wanted], ['Polygon']);
  });

  it('reads a place on the map as a point: a city, a store, an address', () => {
    assert.deepEqual([...geometryQuestion('get only the nearest city')!.given], ['Point']);
    assert.deepEqual([...geometryQuestion('find the closest store to my address')!.given], ['Point']);
    assert.ok(!isGeometryWord('city'), 'still an everyday word, not a subject one');
    const [closest] = fn('closest', 'Finds the closest of the points.', { takes: 'Point;Point MultiPoint', returns: 'Point' });
    const [closestOnLine] = fn('closestOnLine', 'Finds the closest point of a line.', { takes: 'LineString;Point', returns: 'Point' });
    const question = geometryQuestion('get only the nearest city')!;
    assert.ok(geometryFit(closest!, question) > geometryFit(closestOnLine!, question), 'a line the question does not name');
  });

  it('reads two of a kind where the reader counts them, not where a word comes back', () => {
    const pairs = (query: string) => [...geometryQuestion(query)!.pairs];
    assert.deepEqual(pairs('check if a polygon is inside another polygon'), ['Polygon']);
    assert.deepEqual(pairs('distance between two points'), ['Point']);
    assert.deepEqual(pairs('do both lines cross'), ['LineString']);
    assert.deepEqual(pairs('the angle of a pair of lines'), ['LineString']);
    assert.deepEqual(pairs('I draw a polygon and check whether my point is inside or outside the polygon'), [], 'the same polygon, twice');
    assert.deepEqual([...geometryQuestion('check if a polygon is inside another polygon', false)!.pairs], [], 'switched off');
  });

  it('fits a function that takes two of the kind better than one that takes one of it and something else', () => {
    const question = geometryQuestion('check if a polygon is inside another polygon')!;
    const [pointInPolygon, within, union] = ['booleanPointInPolygon', 'booleanWithin', 'union'].map((name) =>
      index.records.find((r) => r.hierarchy.lvl1 === name)!,
    );
    assert.equal(geometryFit(pointInPolygon!, question), -1, 'its polygon fits, its point is not named, the other polygon has no place');
    assert.equal(geometryFit(pointInPolygon!, geometryQuestion('check if a polygon is inside the polygon')!), 0);
    assert.equal(geometryFit(within!, question), 1);
    // One geometry parameter may be a collection of them: not judged.
    assert.equal(geometryFit(union!, geometryQuestion('merge two polygons')!), 1);
  });

  it('reads a "to" as a direction only where it leads to a geometry: not "try to check my point"', () => {
    const kinds = (query: string) => {
      const question = geometryQuestion(query)!;
      return { given: [...question.given], wanted: [...question.wanted] };
    };
    assert.deepEqual(kinds('split a polygon into separate lines'), { given: ['Polygon'], wanted: ['LineString'] });
    assert.deepEqual(kinds('I draw a polygon and try to check my point is inside'), { given: ['Polygon', 'Point'], wanted: [] });
  });

  it('reads "multipart" and "singlepart", as GIS tools name them, as any multi-part or any single-part kind', () => {
    const question = geometryQuestion('singlepart features to one multipart feature')!;
    assert.deepEqual([...question.given], ['singlepart']);
    assert.deepEqual([...question.wanted], ['multipart']);
    // Made-up names: only what they take and return tells them apart.
    const [gather, scatter] = [
      fn('gatherParts', 'Makes one from the others.', {
        takes: 'Point LineString Polygon',
        returns: 'MultiPoint MultiLineString MultiPolygon',
      }),
      fn('scatterParts', 'Makes the others from one.', { takes: allGeometries, returns: 'Point LineString Polygon' }),
    ].map((made) => made[0]!);
    assert.ok(geometryFit(gather!, question) > 0, String(geometryFit(gather!, question)));
    assert.ok(geometryFit(scatter!, question) < geometryFit(gather!, question));
  });

  it('does not read "coordinates" as a point: a polygon is given by its coordinates too', () => {
    const question = geometryQuestion('area of a polygon from its coordinates')!;
    assert.deepEqual([...question.given], ['Polygon']);
    const pointInPolygon = index.records.find((r) => r.hierarchy.lvl1 === 'booleanPointInPolygon')!;
    // Its point is a parameter the question does not name.
    assert.ok(geometryFit(pointInPolygon, question) < 1);
  });

  it('reads which way a conversion goes from what readers call the coordinate systems', () => {
    const direction = directionOf('convert lat/long to EPSG:3857')!;
    assert.ok(direction.from.has('wgs84') && !direction.from.has('mercator'), [...direction.from].join());
    assert.ok(direction.to.has('mercator') && !direction.to.has('wgs84'), [...direction.to].join());
    assert.equal(directionOf('3857'), null);
  });

  it('reads the conversion\'s "to", not the question\'s', () => {
    const direction = directionOf('how to convert 3857 to 4326')!;
    assert.ok(direction.from.has('mercator') && !direction.from.has('wgs84'), [...direction.from].join());
    assert.ok(direction.to.has('wgs84') && !direction.to.has('mercator'), [...direction.to].join());
    // Without a coordinate system after any "to", the first is read: "turn" is on its side.
    assert.ok(directionOf('how to turn a line into a polygon')!.to.has('turn'));
  });

  it("puts a conversion named the wrong way round after the right one, though its name holds the question's words", () => {
    // With the other pages, so that the systems' words are rare.
    const projections = loaded([
      ...records,
      ...fn('toWgs84', 'Converts a Mercator GeoJSON into WGS84 projection.', {
        signature: 'toWgs84(geojson, options?)',
        tasks: 'convert web mercator coordinates back to WGS 84 longitude and latitude',
        takes: allGeometries,
        returns: allGeometries,
      }),
      ...fn('toMercator', 'Converts a WGS84 GeoJSON into Mercator projection.', {
        signature: 'toMercator(geojson, options?)',
        tasks: 'convert WGS 84 longitude and latitude to web mercator metres',
        takes: allGeometries,
        returns: allGeometries,
      }),
    ]);
    const first = () =>
      searchIndex(projections, 'Converting geographic WGS 84 to Web Mercator 102100', () => true)[0]!.record.hierarchy.lvl1;
    assert.equal(first(), 'toMercator');
    disabledCriteria.add('direction');
    assert.equal(first(), 'toWgs84', 'without the rule, the words of its name win');
  });

  it('counts the words of a one-word name written apart as the name\'s words: "mid point" is midpoint\'s', () => {
    const points = loaded([
      ...records,
      ...fn('midpoint', 'Takes two points and returns a point midway between them.', {
        signature: 'midpoint(point1, point2)',
        tasks: 'find the point halfway between two points',
        takes: 'Point;Point',
        returns: 'Point',
      }),
      ...fn('point', 'Creates a Point feature from a position.', {
        signature: 'point(coordinates, properties?, options?)',
        tasks: 'make a point from a latitude and longitude',
        takes: '',
        returns: 'Point',
      }),
    ]);
    const pages = searchIndex(points, 'Calculate the mid point of latitude and longitude', () => true).map(
      ({ record }) => record.hierarchy.lvl1,
    );
    assert.equal(pages[0], 'midpoint', pages.slice(0, 3).join());
  });

  it("counts the parts of a word the vocabulary adds as the reader's word, not as words of their own", () => {
    const added = vocabularyTerms(['mercator']);
    assert.equal(added.get('wgs84'), 'mercator');
    assert.equal(added.get('wgs'), 'mercator');
    assert.equal(added.get('84'), 'mercator');
  });

  it('puts the function a question names by its whole name first', () => {
    // The criterion alone: in a question it also adds to the page's relevance, whose word rarities a small index distorts.
    disabledCriteria.add('relevance');
    assert.equal(pagesFor('buffer a line along the route')[0], 'buffer');
    disabledCriteria.add('named in question');
    assert.equal(pagesFor('buffer a line along the route')[0], 'lineSliceAlong', 'without the rule more title words win');
  });

  it('puts the function a two-word query names first: "line buffer" wants buffer', () => {
    // Another page's other-library names hold both words, and rank as title words.
    const twoWords = loaded([
      ...records,
      ...fn('sector', 'Creates a circular sector of a circle.', {
        signature: 'sector(center, radius, bearing1, bearing2, options?)',
        aliases: 'Create wedge buffers | Line wedge',
        takes: 'Point;number;number;number',
        returns: 'Polygon',
      }),
    ]);
    const first = (query: string) => searchIndex(twoWords, query, () => true)[0]?.record.url_without_anchor;
    assert.equal(first('line buffer'), '/docs/api/buffer');
    disabledCriteria.add('named in question');
    assert.equal(first('line buffer'), '/docs/api/sector', 'without the rule, more title words win');
  });
});

describe("two pages that match as many of a short query's words", () => {
  it("puts the one whose matched word is Turf's subject before the one whose word is everyday speech", () => {
    const short = loaded(
      [
        ...fn('convexHull', 'Takes points and returns their hull.', {
          // A long list of uses: BM25 weighs its one word for less than the same word in a short list.
          tasks: 'draw a minimum convex polygon (MCP) around the points, the outline of a set of points, a hull around markers',
          takes: allGeometries,
          returns: 'Polygon',
        }),
        ...fn('bands', 'Takes points and returns filled bands.', {
          tasks: 'range',
          takes: 'FeatureCollection',
          returns: 'FeatureCollection',
        }),
      ],
      ['range'],
    );
    const first = (query: string) => searchIndex(short, query, () => true)[0]?.record.hierarchy.lvl1;
    assert.equal(first('mcp home range'), 'convexHull');
    disabledCriteria.add('everyday words');
    assert.equal(first('mcp home range'), 'bands', "without the rule, MiniSearch's score: the shorter list wins");
  });
});

describe('a name written as only a name is written', () => {
  it('is read from `turf.x`, `@turf/x-y`, `turf-x` and camelCase words, not from a plain word or a capitalised one', () => {
    const names = (query: string) => [...writtenNames(query)].sort();
    assert.deepEqual(names('turf.along gives NaN'), ['along']);
    assert.deepEqual(names('@turf/line-slice and turf-area'), ['area', 'lineslice']);
    assert.deepEqual(names('booleanPointInPolygon: ignoreBoundary is ambiguous'), ['booleanpointinpolygon', 'ignoreboundary']);
    assert.deepEqual(names('points along a line, Polygon, ST_DumpPoints'), []);
  });

  it('puts the function a report names first, though its other words are on another page', () => {
    const withSlowPage = loaded([
      ...records,
      ...page('/docs/live-examples', tag, 'Guides', 'Live examples', {
        'When an example is slow': ['An example that cuts a line along very long routes can be slow: it stops after a few seconds.'],
      }),
    ]);
    const first = (query: string) => searchIndex(withSlowPage, query, () => true)[0]?.record.url_without_anchor;
    for (const query of ['turf.buffer very slow', '@turf/buffer very slow', 'turf-buffer very slow']) {
      assert.equal(first(query), '/docs/api/buffer', query);
    }
    assert.equal(first('fillring very slow'), '/docs/api/fillRing', 'a name of two parts written as one word');
    assert.equal(first('buffer very slow'), '/docs/live-examples', 'a one-word name written plain is a word');
    disabledCriteria.add('name written');
    assert.equal(first('turf.buffer very slow'), '/docs/live-examples', 'without the rule, more words win');
    assert.equal(first('fillring very slow'), '/docs/live-examples', 'without the rule, more words win');
  });
});

describe('a name being typed', () => {
  it('is the start of a longer name, not a misspelt shorter one: `lineSliceA` is lineSliceAlong', () => {
    const withSlice = loaded([
      ...records,
      ...fn('lineSlice', 'Takes a line and two points and returns the part between them.', {
        signature: 'lineSlice(start, stop, line)',
        takes: 'Point;Point;LineString',
        returns: 'LineString',
      }),
    ]);
    const first = (query: string) => searchIndex(withSlice, query, () => true)[0]?.record.url_without_anchor;
    for (const query of ['lineSliceA', 'turf.lineSliceAl', 'lineslicea']) assert.equal(first(query), '/docs/api/lineSliceAlong', query);
    assert.equal(first('lineSlce'), '/docs/api/lineSlice', 'a misspelt name that begins no other');
  });
});

describe("Turf's package name before a name", () => {
  it('is searched without: `turf.buf` is the name being typed, and `turf.min.js` keeps it', () => {
    const withGuide = loaded([
      ...records,
      ...page('/docs/getting-started', tag, 'Guides', 'Turf in a web page', {
        'Script tag': ['Load Turf from turf.min.js: then Turf buffers and unions the shapes of the page.'],
      }),
    ]);
    assert.equal(searchedQuery(withGuide, 'turf.lineSl'), 'lineSl');
    assert.equal(
      searchedQuery(withGuide, '@turf/line-slice-along is slow'),
      'lineslicealong is slow',
      'joined, as the index holds the name',
    );
    assert.equal(searchedQuery(withGuide, 'turf.min.js'), 'turf.min.js');
    const first = (query: string) => searchIndex(withGuide, query, () => true)[0]?.record.url_without_anchor;
    // Searched as written, the guide came first: its title holds "turf", and its text "buffers".
    assert.equal(first('turf.buf'), '/docs/api/buffer');
  });
});

describe('best answer', () => {
  const client = createLocalSearchClient({ loadIndex: async () => index, defaultDocsTag: tag, origin: 'https://turf.example' });
  const first = async (query: string) => (await client.search([{ indexName: 'x', query, hitsPerPage: 5 }])).results[0]!.hits[0];

  it('is given when one function clearly wins, with its signature and summary', async () => {
    const hit = await first('merge touching polygons');
    assert.deepEqual(hit?.bestAnswer, {
      name: 'union',
      signature: 'union(features, options?)',
      summary: 'Takes polygons and returns a combined polygon.',
    });
  });

  it('is not given when nothing wins clearly: a guide first, two functions tied on what a reader would judge, or no hit', async () => {
    assert.equal((await first('upgrade guide'))?.bestAnswer, undefined);
    assert.equal((await first('distance'))?.bestAnswer, undefined);
    assert.equal((await first('zzzz'))?.bestAnswer, undefined);
  });

  it('is only on the first page of results', async () => {
    const { results } = await client.search([{ indexName: 'x', query: 'merge touching polygons', hitsPerPage: 1, page: 1 }]);
    assert.ok(results[0]!.hits.every((hit) => hit.bestAnswer === undefined));
  });
});

describe("a question's relevance (pageRelevance.ts)", () => {
  // A guide that holds every word of the question once, in long text, and two functions whose uses name the task.
  const guideText =
    'Older releases had other ways to measure a track and to close a ring. Each release kept the old route functions ' +
    'for a while, then removed them. Distances and lengths are in kilometres unless you pass other units.';
  const questionIndex = loaded([
    ...fn('length', 'Takes a GeoJSON and measures its length in the specified units.', {
      signature: 'length(geojson, options?)',
      tasks: 'measure the length of a line or route | get the total distance of a track',
      takes: 'LineString MultiLineString',
      returns: 'number',
    }),
    ...fn('lineToPolygon', 'Converts a LineString to a Polygon.', {
      signature: 'lineToPolygon(lines, options?)',
      tasks: 'close a line into a ring and make a polygon of it',
      takes: 'LineString MultiLineString',
      returns: 'Polygon MultiPolygon',
    }),
    ...fn('booleanConcave', 'Takes a polygon and returns true if it is concave.', {
      signature: 'booleanConcave(polygon)',
      tasks: 'check whether a polygon is concave or convex',
      takes: 'Polygon',
      returns: 'boolean',
    }),
    ...fn('convex', 'Takes a set of points and returns a hull polygon around them.', {
      signature: 'convex(geojson, options?)',
      tasks: 'wrap points in their smallest hull',
      takes: 'Point MultiPoint LineString MultiLineString Polygon MultiPolygon GeometryCollection',
      returns: 'Polygon',
    }),
    ...page('/docs/upgrade-guide', tag, 'Guides', 'Upgrade guide', {
      'Measuring a track': [guideText],
      'Closing a ring': [guideText],
    }),
  ]);
  const firstPage = (query: string) => searchIndex(questionIndex, query, () => true)[0]?.record.url_without_anchor;

  it('puts the function whose uses name the task before a long page that only holds the words', () => {
    assert.equal(firstPage('measure the length of my track in kilometres'), '/docs/api/length');
    disabledCriteria.add('relevance');
    assert.equal(firstPage('measure the length of my track in kilometres'), '/docs/upgrade-guide', 'without the rule, more words win');
  });

  it("counts a camelCase word once, as the word the reader typed: 'lineString' is not three words", () => {
    assert.deepEqual(
      [...wholeWordsOf('close lineString')],
      [
        ['close', 'close'],
        ['linestring', 'linestring'],
        ['line', 'linestring'],
        ['string', 'linestring'],
      ],
    );
  });

  it('reads a yes-or-no question, and puts a function that answers with a boolean first for it', () => {
    for (const question of [
      'is one polygon inside another',
      'Are 2 lines crossing?',
      'check if a point is on a line',
      'whether two shapes touch',
      'Prevent zones from overlapping',
      'Ensure that parcels are non-overlapping',
      'We should disallow drawing overlapping zones',
    ])
      assert.ok(asksYesOrNo(question), question);
    for (const question of ['is there a way to split a line', 'Is it possible to merge polygons', 'how to measure a line'])
      assert.ok(!asksYesOrNo(question), question);
    assert.equal(firstPage('determine if a polygon is convex'), '/docs/api/booleanConcave');
    assert.equal(firstPage('warn when a drawn polygon is not convex'), '/docs/api/booleanConcave');
    disabledCriteria.add('yes or no');
    assert.equal(firstPage('determine if a polygon is convex'), '/docs/api/convex', 'without the rule the name wins');
    assert.equal(firstPage('warn when a drawn polygon is not convex'), '/docs/api/convex', 'without the rule the name wins');
  });

  it('gives a question the best-answer card only for a wide lead', () => {
    const ranked = searchIndex(questionIndex, 'measure the length of my track in kilometres', () => true);
    const runnerUp = ranked.find((entry) => entry.record.url_without_anchor !== ranked[0]!.record.url_without_anchor)!;
    const clear = ranked[0]!.relevance >= relevanceWeights.clearLead * runnerUp.relevance;
    assert.equal(
      isClearWinner(ranked, new Set(queryTerms('measure the length of my track in kilometres')).size),
      clear && ranked[0]!.words >= 5,
    );
    // The same page under another address, 10% behind: nothing else tells them apart.
    const first = ranked[0]!;
    const behind = { ...first, record: { ...first.record, url_without_anchor: '/docs/api/other' }, relevance: first.relevance * 0.9 };
    assert.equal(isClearWinner([first, behind], first.words), false, 'a lead of 10% is no clear answer');
    assert.equal(isClearWinner([first, { ...behind, direction: -1 }], first.words), true, 'unless a reason a reader sees puts it first');
  });
});

describe("a guide's topics (its front matter's keywords)", () => {
  const withTopics = (tasks: string) =>
    page('/docs/live-examples', tag, 'Guides', 'The playground', {
      'Editing the code': ['Code that runs longer than three seconds is halted, and the panel under the code says so.'],
    }).map((record) => (record.type === 'lvl1' ? { ...record, tasks } : record));
  const along = fn('along', 'Takes a line and returns a point at a distance along it.', {
    signature: 'along(line, distance, options?)',
    tasks: 'find where a trip stopped along its route | put a marker a distance along a line',
    takes: 'LineString',
    returns: 'Point',
  });
  const firstPage = (index: LoadedIndex, query: string) => searchIndex(index, query, () => true)[0]?.record.url_without_anchor;

  it('answer a question in their words, which the guide did not hold or held in a paragraph', () => {
    const question = 'why was my example stopped after three seconds';
    const topics = 'know why an example stopped: the time limit, out of memory, no network';
    assert.equal(firstPage(loaded([...along, ...withTopics(topics)]), question), '/docs/live-examples');
    assert.equal(
      firstPage(loaded([...along, ...withTopics('')]), question),
      '/docs/api/along',
      'a use of a function outweighs a paragraph',
    );
  });

  it("weigh less than a function's uses: the same word counts for less", () => {
    const question = 'find where a trip stopped along its route';
    const ranked = searchIndex(loaded([...along, ...withTopics(question)]), question, () => true);
    const weightOf = (url: string) => ranked.find((entry) => entry.record.url_without_anchor === url)!.evidence.get('stopped');
    assert.equal(weightOf('/docs/live-examples'), relevanceWeights.fields.topics);
    assert.equal(weightOf('/docs/api/along'), relevanceWeights.fields.tasks);
    assert.ok(relevanceWeights.fields.topics < relevanceWeights.fields.tasks);
    assert.equal(ranked[0]!.record.url_without_anchor, '/docs/api/along');
  });
});

describe('words joined by hyphens', () => {
  const compoundIndex = loaded([
    ...fn('isolines', 'Takes a grid of points with z-values and returns isolines of equal value.', {
      signature: 'isolines(pointGrid, breaks, options?)',
      tasks: 'draw contours of equal height',
      takes: 'Point',
      returns: 'MultiLineString',
    }),
    ...fn('lineIntersect', 'Takes two lines and returns the points where they cross.', {
      signature: 'lineIntersect(line1, line2)',
      tasks: 'find where two lines cross',
      takes: 'LineString;LineString',
      returns: 'Point',
    }),
  ]);
  const firstPage = (query: string) => searchIndex(compoundIndex, query, () => true)[0]?.record.url_without_anchor;

  it('are one word where the index holds the joined word, and stay apart where it does not', () => {
    const known = (term: string) => term === 'isoline' || term === 'coordinate';
    assert.equal(
      joinKnownCompounds('draw iso-lines from co-ordinates, not self-intersecting ones', known),
      'draw isolines from coordinates, not self-intersecting ones',
    );
    assert.equal(firstPage('calculate iso-lines from points'), '/docs/api/isolines');
    assert.equal(
      firstPage('calculate iso lines from points'),
      '/docs/api/lineIntersect',
      'written apart, "lines" is the name of the other',
    );
  });

  it('are split where the reader joined two words the index holds apart, unless both are everyday words, it is a typo or a term begins with it as the last word', () => {
    const held = new Set(['geo', 'point', 'some', 'how', 'poly', 'gone', 'polygon', 'data']);
    const words = {
      known: (term: string) => held.has(term),
      nearlyKnown: (word: string) => word === 'polygone',
      begun: (word: string) => [...held].some((term) => term.startsWith(word)),
      everyday: new Set(['some', 'how', 'gone', 'data']),
    };
    assert.equal(
      splitUnknownCompounds('is my geopoint in the datapoints somehow, polygone', words),
      'is my geo point in the data points somehow, polygone',
    );
    assert.equal(splitUnknownCompounds('geoPoint', words), 'geoPoint', 'a camelCase name is split by the tokenizer already');
    assert.equal(splitUnknownCompounds('is my geopoint', words), 'is my geo point', 'no term begins with it: it is written out');
    const typing = { ...words, begun: (word: string) => 'geopointer'.startsWith(word) };
    assert.equal(splitUnknownCompounds('is my geopoint', typing), 'is my geopoint', 'the last word may still be being typed');
    assert.equal(splitUnknownCompounds('is my geopoint now', typing), 'is my geo point now', 'a word before the last is written out');
  });

  it('count as the one word searched for the best-answer card', async () => {
    const client = createLocalSearchClient({ loadIndex: async () => compoundIndex, defaultDocsTag: tag, origin: 'https://turf.example' });
    const [hit] = (await client.search([{ indexName: 'x', query: 'iso-lines', hitsPerPage: 5 }])).results[0]!.hits;
    assert.equal(hit?.bestAnswer?.name, 'isolines');
  });
});

describe('everyday words (indexing/everydayWords.ts)', () => {
  const records = [
    ...fn('nearestPoint', 'Takes a reference point and returns the closest of a set of points.', {
      signature: 'nearestPoint(targetPoint, points, options?)',
      tasks: 'pick the closest marker',
      takes: '',
      returns: '',
    }),
    // A made-up page whose uses hold more of the question's words, all of them everyday ones.
    ...fn('optionsOf', 'Reads the options.', {
      signature: 'optionsOf(value)',
      tasks: 'see whether we have something set',
      takes: '',
      returns: '',
    }),
  ];
  const indexOf = (everyday: readonly string[]) => loaded(records, everyday);
  const question = 'do we have something for the closest marker';
  const firstPage = (everyday: readonly string[]) => searchIndex(indexOf(everyday), question, () => true)[0]?.record.hierarchy.lvl1;

  it("are the frequent words of speech that name nothing of Turf's: not a function's name, a vocabulary word or a geometry", () => {
    const everyday = everydayWordsOf(records);
    for (const word of ['we', 'have', 'something', 'see', 'set']) assert.ok(everyday.includes(word), word);
    for (const word of ['nearest', 'point', 'closest', 'marker', 'option']) assert.ok(!everyday.includes(word), word);
    const flip = fn('flip', 'Swaps the lat and lng of each coordinate.', { signature: 'flip(geojson)', takes: '', returns: '' });
    const withFlip = everydayWordsOf([...records, ...flip]);
    for (const word of ['lat', 'lng']) assert.ok(withFlip.includes(word), `${word}: what the reader has, not what they ask`);
    assert.ok(!withFlip.includes('coordinate'));
  });

  it("count for less in a question's relevance than the words of its subject", () => {
    assert.equal(firstPage(everydayWordsOf(records)), 'nearestPoint');
    assert.equal(firstPage([]), 'optionsOf', 'counted as much as "closest", three everyday words win');
  });
});

describe('a name spelt out in words of a question', () => {
  const namesIndex = loaded([
    ...fn('randomPoint', 'Returns a random set of points.', {
      signature: 'randomPoint(count?, options?)',
      tasks: 'scatter random locations for a test',
      takes: 'number',
      returns: 'Point',
    }),
    ...fn('randomPolygon', 'Returns a random set of polygons.', {
      signature: 'randomPolygon(count?, options?)',
      tasks: 'generate random shapes inside a box',
      takes: 'number',
      returns: 'Polygon',
    }),
  ]);
  const firstPage = (query: string) => searchIndex(namesIndex, query, () => true)[0]?.record.hierarchy.lvl1;

  it('reads the words in a row as the name, without articles', () => {
    assert.deepEqual(writtenWords('The random points in a polygon'), ['random', 'point', 'in', 'polygon']);
    assert.equal(firstPage('make random points inside a polygon'), 'randomPoint');
    disabledCriteria.add('named in question');
    assert.equal(firstPage('make random points inside a polygon'), 'randomPolygon', 'without the rule the title word "polygon" wins');
  });

  it('counts a one-word name only where the function takes the geometry the question names', () => {
    const distanceIndex = loaded(
      fn('distance', 'Calculates the distance between two points.', {
        signature: 'distance(from, to, options?)',
        tasks: 'measure how far apart two locations are',
        takes: 'Point;Point',
        returns: 'number',
      }),
    );
    const named = (query: string) => searchIndex(distanceIndex, query, () => true)[0]?.namedInQuestion;
    assert.equal(named('calculate the distance between two points'), 1);
    assert.equal(named('calculate the distance between a point and a line'), 0, 'distance takes no line');
    assert.equal(named('calculate the distance in miles'), 1, 'no geometry named');
  });
});

describe('a phrase', () => {
  // area holds "bundle" in its installation part, and "size" names it; the guide says "bundle size".
  const phraseIndex = indexAsLoaded(tag, [
    ...page('/docs/api/area', tag, 'API', 'area', { Installation: ['Install the whole bundle, or this function alone.'] }, [
      'Measures the size of a polygon.',
    ]).map((record) => ({ ...record, tasks: 'measure the size of a polygon' })),
    ...page('/docs/getting-started', tag, 'Guides', 'Getting started', {
      'With a bundler': ['The way you import makes no difference to the bundle size.'],
    }),
  ]);
  const firstPage = (query: string) => searchIndex(phraseIndex, query, () => true)[0]?.record.url_without_anchor;

  it('ranks a record that holds the words side by side, in their order, before one that holds them apart', () => {
    assert.equal(firstPage('bundle size'), '/docs/getting-started');
    assert.equal(firstPage('Bundle sizes'), '/docs/getting-started', 'a plural, or a word still being typed, starts the word');
    disabledCriteria.add('phrase');
    assert.equal(firstPage('bundle size'), '/docs/api/area', 'without the rule the page whose name the words stand for wins');
  });

  it("reads a name spelt out as its page's phrase, and no package's name as one", () => {
    const named = indexAsLoaded(tag, [
      ...page(
        '/docs/api/booleanPointInPolygon',
        tag,
        'API',
        'booleanPointInPolygon',
        { 'Version history': ['Tells whether a point in a polygon lies on its edge.'] },
        ['Takes a Point and a Polygon and determines if the point resides inside the polygon.'],
      ),
      ...page('/docs/getting-started', tag, 'Guides', 'Getting started', {
        'Single packages': ['booleanPointInPolygon is in @turf/boolean-point-in-polygon.'],
      }),
    ]);
    const ranked = searchIndex(named, 'point in polygon', () => true);
    assert.equal(ranked[0]?.record.url, '/docs/api/booleanPointInPolygon', "the page's top, not the heading whose text holds the words");
    assert.ok(
      ranked.filter((entry) => entry.record.url_without_anchor === '/docs/api/booleanPointInPolygon').every((entry) => entry.phrase > 0),
    );
    assert.ok(ranked.filter((entry) => entry.record.url_without_anchor === '/docs/getting-started').every((entry) => entry.phrase === 0));
  });

  it('counts some of the words side by side in a heading, not in a paragraph', () => {
    const partly = indexAsLoaded(tag, [
      ...page(
        '/docs/api/featureReduce',
        tag,
        'API',
        'featureReduce',
        { Installation: ['Install the whole bundle, or this function alone.'] },
        ['Reduces the features of a collection to one value.'],
      ),
      ...page('/docs/getting-started', tag, 'Guides', 'Getting started', {
        'With a bundler': ['The way you import makes no difference to the bundle size.'],
        'Bundle size': ['Import single functions to ship less.'],
      }),
    ]);
    const ranked = searchIndex(partly, 'reduce bundle size', () => true);
    assert.equal(ranked[0]?.record.url, '/docs/getting-started#bundle-size');
    assert.equal(ranked[0]?.phrase, 2);
    assert.equal(ranked.find((entry) => entry.record.url === '/docs/getting-started#with-a-bundler')?.phrase, 0, 'a pair in a paragraph');
  });

  it('leaves alone a word on its own and the words in another order', () => {
    assert.equal(firstPage('size bundle'), '/docs/api/area');
    assert.equal(searchIndex(phraseIndex, 'size', () => true)[0]?.phrase, 0);
  });
});

describe("a guide section's heading", () => {
  it('names the section as a title names a page, but for everyday words', () => {
    const headedRecords = [
      // A function page (it has a signature), with its readers' words as indexing/readerWords.ts adds them.
      ...page(
        '/docs/api/geojsonType',
        tag,
        'API',
        'geojsonType',
        { Installation: ['Install it alone. TypeScript reads the types it ships.'] },
        ['Enforces expectations about the types of GeoJSON objects.'],
      ).map((record) => ({ ...record, signature: 'geojsonType(value, type, name)', readerWords: 'geojson:4 check:3 object:3' })),
      // Readers whom the guide answered asked in these words: "typescript types" is about using Turf (a task question, as
      // "typescript" is a vocabulary word, whose guide odds pass), so the section's heading counts.
      ...page('/docs/getting-started', tag, 'Guides', 'Getting started', {
        'Use Turf with TypeScript': ['Every package ships its own types.'],
      }).map((record) => ({ ...record, readerWords: 'typescript:4 type:4 ts:2' })),
      ...page('/docs/live-examples', tag, 'Guides', 'Live examples', {
        'What an example shows': ['The types of what an example returns, in its result panel.'],
      }),
    ];
    const headed = indexAsLoaded(tag, headedRecords, everydayWordsOf(headedRecords));
    const firstPage = (query: string) => searchIndex(headed, query, () => true)[0]?.record.url;
    assert.equal(firstPage('typescript types'), '/docs/getting-started#use-turf-with-typescript');
    const titleWordsOf = (query: string, url: string) =>
      searchIndex(headed, query, () => true).find((entry) => entry.record.url === url)?.titleWords;
    assert.equal(titleWordsOf('examples', '/docs/live-examples#what-an-example-shows'), 1);
    assert.equal(titleWordsOf('shows', '/docs/live-examples#what-an-example-shows'), 0, '"show" is an everyday word, and names no topic');
  });

  it('names no section for a task question that is not about using Turf', () => {
    const headedRecords = [
      ...fn('kinks', 'Returns the self-intersections of a line or polygon as points.', {
        signature: 'kinks(featureIn)',
        takes: 'LineString MultiLineString Polygon MultiPolygon',
        returns: 'Point',
      }),
      ...page('/docs/upgrade-guide', tag, 'Guides', 'Upgrade guide', {
        'Self-intersections are ignored by default': ['From 7.0, booleanValid and kinks skip them unless told otherwise.'],
      }),
    ];
    const headed = indexAsLoaded(tag, headedRecords, everydayWordsOf(headedRecords));
    const ranked = searchIndex(headed, 'self intersection', () => true);
    assert.equal(ranked[0]?.record.url, '/docs/api/kinks', 'before the change, the heading made the guide first');
    assert.equal(ranked.find((entry) => entry.record.url_without_anchor === '/docs/upgrade-guide')?.titleWords, 0);
  });
});

describe("earlier readers' words in a short query", () => {
  // Both pages hold both words in their lists of uses; the weights page's shorter record scores higher in MiniSearch.
  const shortRecords = [
    ...fn('weightsMatrix', 'Builds a matrix of weights.', {
      signature: 'weightsMatrix(points)',
      tasks: 'prepare weights for spatial autocorrelation',
    }),
    ...fn('patternIndex', "Measures whether nearby features' values are alike, with a z-score and a p-value for it.", {
      signature: 'patternIndex(collection, options)',
      tasks: 'measure the spatial autocorrelation of a numeric attribute across a whole dataset',
      readerWords: 'autocorrelation:4 spatial:3 cluster:2',
    }),
  ];
  const short = indexAsLoaded(tag, shortRecords, everydayWordsOf(shortRecords));
  const firstPage = (query: string) => searchIndex(short, query, () => true)[0]?.record.url_without_anchor;

  it('settle a tie of two pages that hold its words alike, before the search score does', () => {
    assert.equal(firstPage('spatial autocorrelation'), '/docs/api/patternIndex');
    disabledCriteria.add('readers words');
    assert.equal(firstPage('spatial autocorrelation'), '/docs/api/weightsMatrix', 'without it, the shorter record');
  });

  it('leave one word alone: it may be a name being typed', () => {
    assert.equal(searchIndex(short, 'spatial', () => true)[0]?.readers, 0);
    assert.ok((searchIndex(short, 'spatial autocorrelation', () => true)[0]?.readers ?? 0) > 0);
  });
});

describe("a reader's verb forms", () => {
  it('also search the plain form the index holds: intersecting, clipped, merging, simplified', () => {
    const held = new Set(['intersect', 'clip', 'merge', 'simplify', 'string', 'bearing']);
    const variants = inflectionVariants(['intersecting', 'clipped', 'merging', 'simplified', 'string', 'bearing', 'polygon'], (term) =>
      held.has(term),
    );
    assert.deepEqual(
      [...variants],
      [
        ['intersect', 'intersecting'],
        ['clip', 'clipped'],
        ['merge', 'merging'],
        ['simplify', 'simplified'],
      ],
      'a word the index holds as it is ("bearing") has no other form',
    );
  });

  it('search a word the index does not hold as its derived form: contribute as contributing, rotate as rotation', () => {
    const held = new Set(['contributing', 'contributor', 'rotation', 'rotate', 'smooth']);
    const variants = inflectionVariants(['contribute', 'rotat', 'smooth', 'smoothe', 'merge'], (term) => held.has(term));
    assert.deepEqual(
      [...variants],
      [
        ['contributing', 'contribute'],
        ['rotation', 'rotat'],
      ],
      'the first derived form the index holds; none for a word it holds ("smooth") or for a word with no such form ("merge"); "smoothe" is left to its typos',
    );
  });

  it('search a word still being typed as no derived form that begins with it: "combin" is not also "combining"', () => {
    const held = new Set(['combining', 'contributing']);
    const known = (term: string) => held.has(term);
    assert.deepEqual([...inflectionVariants(['combin'], known)], [['combining', 'combin']], 'written out, the word finds its derived form');
    assert.deepEqual(
      [...inflectionVariants(['combin'], known, new Set(['combin']))],
      [],
      'typed so far, it is searched as a prefix, which finds "combining" (and "combine") without counting it as the word',
    );
    assert.deepEqual(
      [...inflectionVariants(['contribute'], known, new Set(['contribute']))],
      [['contributing', 'contribute']],
      'a derived form the prefix does not find is still searched',
    );
  });

  it('rank the function named by the plain form: "check whether two polylines are intersecting"', () => {
    const verbIndex = loaded([
      ...fn('booleanIntersects', 'Returns true when the two geometries share any point.', {
        signature: 'booleanIntersects(feature1, feature2)',
        tasks: 'check whether two shapes share any point',
        takes: `${allGeometries};${allGeometries}`,
        returns: 'boolean',
      }),
      ...fn('booleanTouches', 'Returns true when the two geometries meet only at their boundaries.', {
        signature: 'booleanTouches(feature1, feature2)',
        tasks: 'check whether two shapes touch without intersecting',
        takes: `${allGeometries};${allGeometries}`,
        returns: 'boolean',
      }),
    ]);
    const first = searchIndex(verbIndex, 'check whether two polylines are intersecting', () => true)[0];
    assert.equal(first?.record.hierarchy.lvl1, 'booleanIntersects');
  });
});

describe('what a question gives (quantityFit.ts)', () => {
  it('reads a distance or a direction the reader already has', () => {
    const given = (question: string) => [...givenQuantities(question)].sort();
    assert.deepEqual(given('point 5 km north of another point'), ['angle', 'length']);
    assert.deepEqual(given('Create line from point using distance and direction'), ['angle', 'length']);
    assert.deepEqual(given('a parallel line at a certain distance'), ['length']);
    assert.deepEqual(given('rotate a polygon by 45°'), ['angle']);
    assert.deepEqual(given('old position + n meters'), ['length']);
    assert.deepEqual(given('split a line into segments by a provided distance'), ['length']);
    // Asked for, not given.
    assert.deepEqual(given('distance between two points in km'), []);
    assert.deepEqual(given('Polyline with distance calculation'), []);
    assert.deepEqual(given('bearing and distance between two cities'), []);
  });

  const distance = fn('distance', 'Calculates the distance between two points in kilometres.', {
    signature: 'distance(from, to, options?)',
    tasks: 'measure how far apart two points are | get the distance from one point to another point',
    takes: 'Point;Point',
    returns: 'number',
  });
  const destination = fn('destination', 'Takes a point and calculates the location of a destination point.', {
    signature: 'destination(origin, distance, bearing, options?)',
    tasks: 'find the point a distance and bearing away',
    takes: 'Point',
    returns: 'Point',
  });

  it('credits a function that takes the quantity and counts against one named for working it out', () => {
    const given = givenQuantities('point 5 km north of another point');
    assert.equal(quantityFit(destination[0]!, given), 2);
    assert.equal(quantityFit(distance[0]!, given), -1);
    assert.equal(quantityFit(distance[0]!, givenQuantities('distance between two points')), 0);
  });

  it('puts the function that takes what the question gives first', () => {
    const quantityIndex = loaded([...distance, ...destination]);
    const firstPage = (query: string) => searchIndex(quantityIndex, query, () => true)[0]?.record.url_without_anchor;
    const question = 'how to get a point 5 km north of another point';
    assert.equal(firstPage(question), '/docs/api/destination');
    assert.equal(firstPage('how to get the distance from one point to another point'), '/docs/api/distance');
    disabledCriteria.add('quantity');
    assert.equal(firstPage(question), '/docs/api/distance', 'without the rule, the page with more of the words wins');
  });
});
