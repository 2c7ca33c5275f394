/**
 * The kinds the API index filters by ("takes Polygon, returns Point"), checked on the models the
 * generator wrote for every docs version, whose JSDoc differs between 6.5.0 and 7.x, and on small
 * made-up functions for typedefs and the union rules.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { docsVersions } from '../../src/data/versions';
import { generatorVersions } from '../../plugins/content/api-docs/index';
import { readVersionModel } from '../../plugins/content/api-docs/generate';
import { geojsonKinds, inputKinds, outputKinds, type GeoJsonKind } from '../../plugins/content/api-docs/model/geojsonKinds';
import type { ApiFunction, ApiParam, ApiTypedef, TypeExpr, VersionModel } from '../../plugins/content/api-docs/model/types';

const allGeometries: GeoJsonKind[] = [
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
  'GeometryCollection',
];

/**
 * A version's model, read from its exact Turf install as the generator reads it (the unit tests
 * run before any build, so nothing generated can be assumed), once per version.
 */
const models = new Map<string, Promise<VersionModel>>();
function readModel(versionName: string): Promise<VersionModel> {
  if (!models.has(versionName)) {
    const version = generatorVersions().find((candidate) => candidate.versionName === versionName);
    assert.ok(version, `no docs version ${versionName}`);
    models.set(versionName, readVersionModel(version, process.cwd()));
  }
  return models.get(versionName)!;
}

for (const version of docsVersions) {
  describe(`GeoJSON kinds in ${version.label} (Turf ${version.turfVersion})`, () => {
    let model: VersionModel;
    let byName: Map<string, ApiFunction>;
    before(async () => {
      model = await readModel(version.name);
      byName = new Map(model.functions.map((fn) => [fn.name, fn]));
    });
    const takes = (name: string) => {
      const fn = byName.get(name);
      assert.ok(fn, `${name} is not documented in ${version.label}`);
      return inputKinds(fn, model.typedefs);
    };
    const returns = (name: string) => {
      const fn = byName.get(name);
      assert.ok(fn, `${name} is not documented in ${version.label}`);
      return outputKinds(fn, model.typedefs);
    };

    it('"takes Polygon, returns Point" lists the centre functions, not the converters to other geometries', () => {
      const found = model.functions
        .filter((fn) => inputKinds(fn, model.typedefs).includes('Polygon') && outputKinds(fn, model.typedefs).includes('Point'))
        .map((fn) => fn.name);
      for (const name of ['centroid', 'center', 'pointOnFeature', 'polygonTangents', 'kinks']) assert.ok(found.includes(name), name);
      // buffer's `FeatureCollection|Feature<Polygon|MultiPolygon>` is a collection of polygons, not any geometry.
      for (const name of ['lineToPolygon', 'polygonToLine', 'bbox', 'buffer', 'area']) assert.ok(!found.includes(name), name);
    });

    it('reads a bare FeatureCollection next to Feature<X> as a collection of X (lineToPolygon, polygonToLine)', () => {
      assert.deepEqual(takes('lineToPolygon'), ['LineString', 'MultiLineString']);
      assert.deepEqual(returns('lineToPolygon'), ['Polygon', 'MultiPolygon']);
      assert.deepEqual(takes('polygonToLine'), ['Polygon', 'MultiPolygon']);
      // Its JSDoc says `MultiLinestring`.
      assert.deepEqual(returns('polygonToLine'), ['LineString', 'MultiLineString']);
    });

    it('reads Coord as a Point and a predicate as returning boolean (booleanPointInPolygon)', () => {
      assert.deepEqual(takes('booleanPointInPolygon'), ['Point', 'Polygon', 'MultiPolygon']);
      assert.deepEqual(returns('booleanPointInPolygon'), ['boolean']);
    });

    it('sees the bbox of the grids, written `Array<number>` before 7.2.0, and not the mask inside options', () => {
      assert.deepEqual(takes('pointGrid'), ['BBox', 'number']);
      assert.deepEqual(returns('pointGrid'), ['Point']);
      assert.deepEqual(takes('squareGrid'), ['BBox', 'number']);
    });

    it('gives functions on any GeoJSON every geometry, and measurements a number', () => {
      assert.deepEqual(takes('area'), allGeometries);
      assert.deepEqual(returns('area'), ['number']);
      assert.deepEqual(takes('centerMedian'), allGeometries);
      assert.deepEqual(returns('length'), ['number']);
    });

    it('reads a bare Feature next to Feature<GeometryCollection> as any feature, and void as nothing (featureEach)', () => {
      assert.deepEqual(takes('featureEach'), allGeometries);
      assert.deepEqual(returns('featureEach'), []);
    });

    it('does not count positions as Points or numbers', () => {
      // The helper takes coordinates; it is not a function on points.
      assert.deepEqual(takes('lineString'), []);
      assert.deepEqual(takes('point'), []);
      assert.deepEqual(returns('point'), ['Point']);
      // `Feature<Point>|Array<number>`: the array is the same point as a position.
      assert.deepEqual(takes('circle'), ['Point', 'number']);
      assert.deepEqual(takes('getCoord'), ['Point']);
      assert.deepEqual(returns('getCoord'), []);
      // A list of values is numbers, though.
      assert.deepEqual(takes('mean'), ['number']);
    });

    it('tolerates the lower-case typo in explode’s `FeatureCollection<point>`', () => {
      assert.deepEqual(returns('explode'), ['Point']);
    });

    // 7.2.0 counts: 155 of 168 functions take a kind, 139 return one (6.5.0: 146 and 133 of 160). The
    // rest take only coordinates or plain values, or return void, objects or positions.
    it('classifies most functions', () => {
      const taking = model.functions.filter((fn) => inputKinds(fn, model.typedefs).length > 0).length;
      const returning = model.functions.filter((fn) => outputKinds(fn, model.typedefs).length > 0).length;
      assert.ok(taking >= 140, `only ${taking} of ${model.functions.length} functions take a GeoJSON kind, number or boolean`);
      assert.ok(returning >= 130, `only ${returning} of ${model.functions.length} functions return a GeoJSON kind, number or boolean`);
    });

    it('returns kinds in the order of geojsonKinds, each once', () => {
      for (const fn of model.functions) {
        for (const kinds of [inputKinds(fn, model.typedefs), outputKinds(fn, model.typedefs)]) {
          const inOrder = geojsonKinds.filter((kind) => kinds.includes(kind));
          assert.deepEqual(kinds, inOrder, fn.name);
        }
      }
    });
  });
}

describe('GeoJSON kinds in 7.2.0: what takes nothing classifiable', () => {
  it('is the coordinate helpers and the value predicates', async () => {
    const model = await readModel('7.2.0');
    const empty = model.functions.filter((fn) => inputKinds(fn, model.typedefs).length === 0).map((fn) => fn.name);
    assert.deepEqual(empty, [
      'containsNumber',
      'geometry',
      'isNumber',
      'isObject',
      'lineString',
      'lineStrings',
      'multiLineString',
      'multiPoint',
      'multiPolygon',
      'point',
      'points',
      'polygon',
      'polygons',
    ]);
  });
});

const name = (typeName: string): TypeExpr => ({ kind: 'name', name: typeName });
const apply = (base: string, ...args: TypeExpr[]): TypeExpr => ({ kind: 'apply', base: name(base), args });
const union = (...members: TypeExpr[]): TypeExpr => ({ kind: 'union', members });

function param(paramName: string, type: TypeExpr | null, properties: ApiParam[] = []): ApiParam {
  return { name: paramName, type, description: [], optional: false, defaultValue: null, properties };
}

function fn(params: ApiParam[], returned: TypeExpr | null = null): ApiFunction {
  return {
    kind: 'function',
    name: 'made',
    exportName: 'made',
    packageName: '@turf/made',
    description: [],
    source: { path: 'packages/turf-made/index.ts', line: 1 },
    category: null,
    internal: false,
    importStyle: 'named',
    params,
    returns: returned ? [{ type: returned, description: [] }] : [],
    throws: [],
    examples: [],
    deprecated: null,
    aliases: [],
  };
}

function typedef(typedefName: string, type: TypeExpr | null): ApiTypedef {
  return {
    kind: 'typedef',
    name: typedefName,
    packageName: '@turf/made',
    description: [],
    source: { path: 'packages/turf-made/index.ts', line: 1 },
    type,
    properties: [],
    params: [],
    returns: [],
  };
}

describe('GeoJSON kinds of made-up functions', () => {
  it('expands the version’s typedefs, also inside Feature<...> and on the return side', () => {
    const typedefs = [typedef('Lines', union(name('LineString'), name('MultiLineString'))), typedef('Area', name('Polygon'))];
    const made = fn([param('line', apply('Feature', name('Lines')))], apply('FeatureCollection', name('Area')));
    assert.deepEqual(inputKinds(made, typedefs), ['LineString', 'MultiLineString']);
    assert.deepEqual(outputKinds(made, typedefs), ['Polygon']);
    // Without the typedefs, the names mean nothing.
    assert.deepEqual(inputKinds(made, []), []);
  });

  it('ends on typedefs defined through each other or themselves, keeping what they name besides', () => {
    const typedefs = [
      typedef('Ping', union(name('Pong'), name('Point'))),
      typedef('Pong', union(name('Ping'), name('LineString'))),
      typedef('Nest', apply('Array', name('Nest'))),
    ];
    assert.deepEqual(inputKinds(fn([param('a', name('Ping'))]), typedefs), ['Point', 'LineString']);
    assert.deepEqual(inputKinds(fn([param('a', name('Nest'))]), typedefs), []);
  });

  it('skips options bags and values that are not GeoJSON, numbers or booleans', () => {
    const options = param('options', name('Object'), [param('options.mask', apply('Feature', name('Polygon')))]);
    const callback = typedef('eachCallback', name('Function'));
    const made = fn(
      [param('name', name('string')), param('callback', name('eachCallback')), param('initial', { kind: 'any' }), options],
      name('void'),
    );
    assert.deepEqual(inputKinds(made, [callback]), []);
    assert.deepEqual(outputKinds(made, [callback]), []);
  });

  it('merges a union in the order of geojsonKinds, without duplicates', () => {
    const made = fn([param('a', union(name('boolean'), name('Polygon'), apply('Feature', name('Point')))), param('b', name('Coord'))]);
    assert.deepEqual(inputKinds(made, []), ['Point', 'Polygon', 'boolean']);
  });
});
