/**
 * The API index page's filter (plugins/content/api-docs/theme/ApiIndex/filter.ts): its query in
 * the URL, which functions match it, the kinds its selects offer and the category heading ids.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import {
  emptyIndexQuery,
  filterEntries,
  formatIndexQuery,
  groupByCategory,
  isFiltering,
  kindsOf,
  parseIndexQuery,
  slugOfCategory,
  type IndexQuery,
} from '../../plugins/content/api-docs/theme/ApiIndex/filter';
import type { ApiIndexEntry } from '../../plugins/content/api-docs/theme/ApiIndex/types';

const entry = (name: string, extra: Partial<ApiIndexEntry> = {}): ApiIndexEntry => ({
  name,
  summary: '',
  category: 'Measurement',
  takes: [],
  returns: [],
  returnsLikeInput: false,
  aliases: [],
  bundleGzip: null,
  ...extra,
});

const entries: readonly ApiIndexEntry[] = [
  entry('along', {
    summary: 'Takes a LineString and returns a Point at a specified distance along the line.',
    takes: ['LineString', 'number'],
    returns: ['Point'],
  }),
  entry('area', {
    summary: 'Calculates the geodesic area in square meters of one or more polygons.',
    takes: ['Polygon', 'MultiPolygon'],
    returns: ['number'],
  }),
  entry('centroid', {
    summary: 'Computes the centroid as the mean of all vertices.',
    takes: ['Polygon', 'LineString'],
    returns: ['Point'],
  }),
  entry('bezierSpline', {
    summary: 'Takes a line and returns a curved version by applying a Bezier spline algorithm.',
    category: 'Transformation',
    takes: ['LineString'],
    returns: ['LineString'],
    aliases: ['bezier'],
  }),
  entry('booleanPointInPolygon', {
    summary: 'Takes a Point and a Polygon or MultiPolygon and determines if the point resides inside the polygon.',
    category: 'Booleans',
    takes: ['Point', 'Polygon', 'MultiPolygon'],
    returns: ['boolean'],
  }),
];

const names = (query: Partial<IndexQuery>) => filterEntries(entries, { ...emptyIndexQuery, ...query }).map(({ name }) => name);

describe('API index query in the URL', () => {
  it('reads the words and both kinds, with or without the question mark', () => {
    assert.deepEqual(parseIndexQuery('?q=point+in&takes=Polygon&returns=boolean'), { q: 'point in', takes: 'Polygon', returns: 'boolean' });
    assert.deepEqual(parseIndexQuery('takes=Point'), { q: '', takes: 'Point', returns: null });
    assert.deepEqual(parseIndexQuery(''), emptyIndexQuery);
  });

  it('takes an unknown kind, or one the version has no entry for, as any', () => {
    assert.deepEqual(parseIndexQuery('?takes=Circle&returns=point'), emptyIndexQuery);
    const available = { takes: ['Polygon' as const], returns: ['Point' as const] };
    assert.deepEqual(parseIndexQuery('?takes=Point&returns=Point', available), { q: '', takes: null, returns: 'Point' });
  });

  it('writes only what is set, and nothing at all for an empty query', () => {
    assert.equal(formatIndexQuery(emptyIndexQuery), '');
    assert.equal(formatIndexQuery({ q: '   ', takes: null, returns: null }), '');
    assert.equal(formatIndexQuery({ q: '', takes: null, returns: 'Point' }), '?returns=Point');
    assert.equal(formatIndexQuery({ q: ' bbox ', takes: 'Polygon', returns: null }), '?q=bbox&takes=Polygon');
  });

  it('reads back what it writes, words with spaces and symbols included', () => {
    const queries: IndexQuery[] = [
      emptyIndexQuery,
      { q: 'point in polygon', takes: 'Polygon', returns: 'Point' },
      { q: 'a&b=c #d +e 100%', takes: null, returns: 'BBox' },
      { q: 'géodésique', takes: 'GeometryCollection', returns: null },
    ];
    for (const query of queries) assert.deepEqual(parseIndexQuery(formatIndexQuery(query)), query);
  });

  it('keeps the parameters of the URL it does not own, and replaces its own', () => {
    const query: IndexQuery = { q: 'area', takes: null, returns: null };
    assert.equal(formatIndexQuery(query, '?utm_source=news&q=old&takes=Point'), '?utm_source=news&q=area');
    assert.equal(formatIndexQuery(emptyIndexQuery, '?q=old&utm_source=news'), '?utm_source=news');
  });
});

describe('API index filter', () => {
  it('shows everything when nothing is filtered', () => {
    assert.equal(isFiltering(emptyIndexQuery), false);
    assert.equal(isFiltering({ ...emptyIndexQuery, q: '  ' }), false);
    assert.deepEqual(names({}), ['along', 'area', 'centroid', 'bezierSpline', 'booleanPointInPolygon']);
  });

  it('matches words in the name or the summary, ignoring case', () => {
    assert.deepEqual(names({ q: 'CENTROID' }), ['centroid']);
    assert.deepEqual(names({ q: 'geodesic' }), ['area']);
    assert.deepEqual(names({ q: 'spline' }), ['bezierSpline']);
  });

  it('needs every word to match, wherever each one is', () => {
    assert.deepEqual(names({ q: 'point' }), ['along', 'booleanPointInPolygon']);
    assert.deepEqual(names({ q: 'point   polygon' }), ['booleanPointInPolygon']);
    assert.deepEqual(names({ q: 'polygon point' }), ['booleanPointInPolygon']);
    assert.deepEqual(names({ q: 'along spline' }), []);
  });

  it('finds a function by its deprecated alias', () => {
    assert.deepEqual(names({ q: 'bezier' }), ['bezierSpline']);
    assert.deepEqual(filterEntries([entry('clone', { aliases: ['copyFeature'] })], { ...emptyIndexQuery, q: 'copyfeat' }).length, 1);
  });

  it('filters by the kinds taken and returned, together and with words', () => {
    assert.deepEqual(names({ takes: 'Polygon' }), ['area', 'centroid', 'booleanPointInPolygon']);
    assert.deepEqual(names({ returns: 'Point' }), ['along', 'centroid']);
    assert.deepEqual(names({ takes: 'Polygon', returns: 'Point' }), ['centroid']);
    assert.deepEqual(names({ takes: 'LineString', returns: 'Point', q: 'distance' }), ['along']);
    assert.deepEqual(names({ takes: 'Point', returns: 'Point' }), []);
  });

  it('returns a kind from a function that gives back what it takes only where it takes that kind', () => {
    const clone = entry('clone', { takes: ['Point', 'Polygon'], returns: ['Point', 'Polygon'], returnsLikeInput: true });
    const centroid = entry('centroid', { takes: ['Point', 'Polygon'], returns: ['Point'] });
    const names = (query: Partial<IndexQuery>) =>
      filterEntries([clone, centroid], { ...emptyIndexQuery, ...query }).map((found) => found.name);
    assert.deepEqual(names({ takes: 'Polygon', returns: 'Point' }), ['centroid']);
    assert.deepEqual(names({ takes: 'Polygon', returns: 'Polygon' }), ['clone']);
    assert.deepEqual(names({ returns: 'Point' }), ['clone', 'centroid']);
  });

  it('offers the kinds some entry takes or returns, in the kinds order', () => {
    assert.deepEqual(kindsOf(entries), {
      takes: ['Point', 'LineString', 'Polygon', 'MultiPolygon', 'number'],
      returns: ['Point', 'LineString', 'number', 'boolean'],
    });
    assert.deepEqual(kindsOf([]), { takes: [], returns: [] });
  });
});

describe('API index categories', () => {
  it('gives each category heading an id that reads like its label', () => {
    assert.equal(slugOfCategory('Measurement'), 'measurement');
    assert.equal(slugOfCategory('Feature Conversion'), 'feature-conversion');
    assert.equal(slugOfCategory('  Lines & Polygons (2D) '), 'lines-polygons-2d');
    assert.equal(slugOfCategory('Géométrie'), 'geometrie');
  });

  it('groups entries in the categories order and leaves out empty categories', () => {
    const groups = groupByCategory(entries, ['Booleans', 'Measurement', 'Random', 'Transformation']);
    assert.deepEqual(
      groups.map(({ category, slug, entries: grouped }) => [category, slug, grouped.map(({ name }) => name)]),
      [
        ['Booleans', 'booleans', ['booleanPointInPolygon']],
        ['Measurement', 'measurement', ['along', 'area', 'centroid']],
        ['Transformation', 'transformation', ['bezierSpline']],
      ],
    );
  });

  it('lists entries of an unlisted category last rather than dropping them', () => {
    const groups = groupByCategory([entry('mean', { category: 'Other' }), ...entries.slice(0, 1)], ['Measurement']);
    assert.deepEqual(
      groups.map(({ category }) => category),
      ['Measurement', 'Other'],
    );
  });
});
