/**
 * A query that is a page's whole name, or another library's name for it, puts that page first
 * (the 'exact name' criterion of ranking.ts). Each case is also ranked with the criterion off, to
 * show that it is what decides.
 */
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';

import type { LoadedIndex } from '../../plugins/features/search/client/indexFile';
import { asName, disabledCriteria, exactNameOf, nameMatchesOf, searchIndex } from '../../plugins/features/search/client/ranking';
import type { SearchRecord } from '../../plugins/features/search/client/records';
import { indexAsLoaded, page } from './searchFixtures';

const tag = 'docs-default-7.4.0';

function fn(name: string, summary: string, aliases: string | null = null): SearchRecord[] {
  return page(`/docs/api/${name}`, tag, 'API', name, {}, [summary]).map((record) => ({
    ...record,
    aliases: record.type === 'lvl1' ? aliases : null,
    signature: `${name}(geojson)`,
  }));
}

const index: LoadedIndex = indexAsLoaded(tag, [
  // The index folds plurals, so "polygon" matches both titles; the second page has the name more often.
  ...fn('polygon', 'Creates a Polygon feature from an array of rings.'),
  ...fn('polygons', 'Creates polygons from arrays of rings.', 'Polygons | createPolygons'),
  ...fn('explode', 'Dumps every vertex of a geometry as points: dump the points, dump the positions.', 'ST_DumpPoints'),
  ...fn('flatten', 'Splits each multi-part geometry into single-part features.', 'ST_Dump | Geometry.getGeometryN'),
  ...fn('nearestPoint', 'Takes a reference point and a set of points and returns the point from the set closest to it.'),
  ...fn(
    'nearestPointOnLine',
    'Finds the nearest point on a line to a point: the nearest point of the line, nearest to it.',
    'ST_ClosestPoint | nearest_points',
  ),
  ...fn('flip', 'Swaps the coordinates of a feature.'),
  ...fn('bboxClip', 'Clips a feature to a bbox: clip, clip, clip.'),
]);

const firstPage = (query: string): string | undefined =>
  searchIndex(index, query, () => true)[0]?.record.url_without_anchor.replace('/docs/api/', '');

describe('a query that is a whole name', () => {
  afterEach(() => disabledCriteria.clear());

  it('compares names by their letters and digits only', () => {
    assert.equal(asName('ST_Dump'), 'stdump');
    assert.equal(asName('bbox clip'), asName('bboxClip'));
    assert.equal(asName('  '), '');
    const [polygonRecord] = fn('polygon', 'Creates a Polygon.', 'Polygon | GeometryFactory.createPolygon');
    const level = (name: string, typos = 0) => exactNameOf(polygonRecord!, nameMatchesOf([polygonRecord!], name, typos));
    assert.equal(level('polygon'), 3);
    assert.equal(level('geometryfactorycreatepolygon'), 2);
    assert.equal(level('createpolygon'), 2, 'a name without its namespace');
    assert.equal(level('polygn', 1), 1, 'misspelt within the typos allowed');
    assert.equal(level('polygons'), 0, 'no typos allowed');
    assert.equal(level(''), 0);
    const [typeRecord] = page('/docs/api/types/Grid', tag, 'API', 'Grid', {});
    assert.equal(
      exactNameOf(typeRecord!, nameMatchesOf([typeRecord!], 'grid', 0)),
      0,
      'a type page: "grid" wants the grid functions first',
    );
  });

  it("puts the page of that name first, though another page's folded title matches as well", () => {
    assert.equal(firstPage('polygon'), 'polygon');
    assert.equal(firstPage('polygons'), 'polygons');
    disabledCriteria.add('exact name');
    assert.equal(firstPage('polygon'), 'polygons');
  });

  it('reads a misspelt name as the name, within the typos of its words, unless every word is one the index holds', () => {
    assert.equal(firstPage('nearest pont'), 'nearestPoint');
    assert.equal(firstPage('clip'), 'bboxClip', '"clip" is a word of the index, not a misspelt flip');
    disabledCriteria.add('exact name');
    assert.equal(firstPage('nearest pont'), 'nearestPointOnLine');
  });

  it("puts the page that lists another library's name first", () => {
    assert.equal(firstPage('ST_Dump'), 'flatten');
    assert.equal(firstPage('st_dumppoints'), 'explode');
    disabledCriteria.add('exact name');
    assert.equal(firstPage('ST_Dump'), 'explode');
  });
});
