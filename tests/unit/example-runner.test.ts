/**
 * The example runner's pure parts: what value an example shows, how its errors are located,
 * how a large result is cut, and how `addToMap` becomes map layers.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

import { prepareExample, ExampleSyntaxError } from '../../plugins/features/live-examples/runner/instrument';
import { executeExample } from '../../plugins/features/live-examples/runner/execute';
import { toDisplayValue } from '../../plugins/features/live-examples/runner/displayValue';
import { toMapLayers } from '../../plugins/features/live-examples/runner/mapLayers';
import { installFolder } from '../../turf-installs/releases';

const require = createRequire(__filename);
const turf = require(`../../${installFolder('7.2.0')}/node_modules/@turf/turf/turf.min.js`);

const run = (code: string) => {
  const outcome = executeExample(code, turf);
  if (!outcome.ok) assert.fail(`${outcome.error.name}: ${outcome.error.message}`);
  return outcome;
};

describe('the shown value', () => {
  it('is the last computed declaration before addToMap, not the map list or what styles it', () => {
    const outcome = run(`var line = turf.lineString([[0, 0], [0, 1]]);
var options = { units: 'kilometers' };
var length = turf.length(line, options);
//addToMap
var addToMap = [line];
line.properties.stroke = 'red';`);
    assert.equal(outcome.shownValue, 'length');
    assert.ok(Math.abs((outcome.result.value as number) - 111.19) < 0.1);
  });

  it('is the value of a last expression statement (a call or an assignment)', () => {
    assert.deepEqual(run('var a = 1;\nturf.point([1, 2]).geometry.coordinates').result.value, [1, 2]);
    assert.equal(run('var a;\na = 40 + 2').result.value, 42);
  });

  it('skips plain data set up after the computation', () => {
    const outcome = run('var d = turf.distance([0, 0], [0, 1]);\nvar options = { units: "miles" };');
    assert.equal(outcome.shownValue, 'd');
  });

  it('is undefined, not an error, when nothing is computed', () => {
    const outcome = run('var data = { a: 1 };');
    assert.equal(outcome.shownValue, undefined);
    assert.equal(outcome.result.value, undefined);
  });

  it('keeps every line where it was, so error lines match the example', () => {
    const source = 'var a = turf.point([0, 0]);\n\nvar b = turf.buffer(a, 1);\n';
    assert.equal(prepareExample(source).code.split('\n').length, source.split('\n').length);
  });
});

describe('errors', () => {
  it('reports a syntax error with its line and column before running anything', () => {
    assert.throws(
      () => prepareExample('var a = 1;\nvar = 2;'),
      (error: unknown) => {
        assert.ok(error instanceof ExampleSyntaxError);
        assert.equal(error.location?.line, 2);
        return true;
      },
    );
    const outcome = executeExample('var a = 1;\nvar = 2;', turf);
    assert.equal(outcome.ok, false);
  });

  it('reports a runtime error with the example line that called into Turf', () => {
    const outcome = executeExample('var ok = turf.point([0, 0]);\n\nvar bad = turf.point("nope");', turf);
    assert.ok(!outcome.ok);
    assert.equal(outcome.error.location?.line, 3);
    assert.match(outcome.error.message, /coordinates/i);
  });

  it('reports thrown non-errors', () => {
    const outcome = executeExample('throw "plain text"', turf);
    assert.ok(!outcome.ok);
    assert.equal(outcome.error.message, 'Uncaught plain text');
  });

  it('reports any thrown value as text, without the report itself failing', () => {
    const circular = 'var o = {}; o.self = o; throw o;';
    for (const [code, expected] of [
      ['throw 42', /^Uncaught 42$/],
      ['throw null', /^Uncaught null$/],
      ['throw 10n', /^Uncaught 10n?$/],
      [circular, /^Uncaught /],
      ['var e = new Error("x"); e.message = { nested: true }; throw e;', /nested|object/i],
      ['throw "x".repeat(5000)', /^Uncaught x+/],
    ] as const) {
      const outcome = executeExample(code, turf);
      assert.ok(!outcome.ok, code);
      assert.equal(typeof outcome.error.message, 'string', code);
      assert.match(outcome.error.message, expected, code);
      assert.ok(outcome.error.message.length <= 1100, `${code}: ${outcome.error.message.length} characters`);
    }
  });

  it('does not leak globals from one run into the next', () => {
    run('addToMap = [turf.point([0, 0])]');
    assert.equal((globalThis as Record<string, unknown>).addToMap, undefined);
    assert.equal(run('var x = 1 + 1;').map.layers.length, 0);
  });
});

describe('display values', () => {
  it('keeps JSON as it is and names what JSON cannot hold', () => {
    assert.deepEqual(toDisplayValue({ a: [1, 'b', null, true] }).value, { a: [1, 'b', null, true] });
    assert.deepEqual(toDisplayValue([NaN, Infinity, 10n, undefined]).value, ['NaN', 'Infinity', '10n', null]);
    assert.equal(toDisplayValue(function named() {}).value, '[Function named]');
  });

  it('marks cycles instead of failing', () => {
    const value: Record<string, unknown> = { name: 'loop' };
    value.self = value;
    assert.deepEqual(toDisplayValue(value).value, { name: 'loop', self: '[Circular]' });
  });

  it('cuts a value past the budget and counts what it left out', () => {
    const big = Array.from({ length: 100 }, (_, index) => [index, index]);
    const shown = toDisplayValue(big, 50);
    assert.equal(shown.totalValues, 200);
    assert.equal(shown.shownValues, 50);
    assert.equal((shown.value as unknown[]).length, 25);
    assert.ok(JSON.stringify(shown.value).length < JSON.stringify(big).length / 3);
  });

  it('cuts a large Turf result with a note-worthy count', () => {
    const outcome = run('var grid = turf.pointGrid([0, 0, 10, 10], 5, { units: "kilometers" });');
    assert.ok(outcome.result.totalValues > outcome.result.shownValues);
  });
});

describe('map layers from addToMap', () => {
  const point = { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [10, 20] } };

  it('makes one layer per entry, labelled by its source, with the bounds of all', () => {
    const layers = toMapLayers(
      [point, { type: 'FeatureCollection', features: [{ ...point, geometry: { type: 'Point', coordinates: [-5, 30] } }] }],
      ['a', 'b'],
    );
    assert.deepEqual(
      layers.layers.map((layer) => layer.label),
      ['a', 'b'],
    );
    assert.deepEqual(layers.bounds, [-5, 20, 10, 30]);
  });

  it('draws bare geometries, positions and bounding boxes, and names what it cannot draw', () => {
    const layers = toMapLayers(
      [
        {
          type: 'LineString',
          coordinates: [
            [0, 0],
            [1, 1],
          ],
        },
        [3, 4],
        [0, 0, 2, 2],
        12.5,
        'text',
      ],
      ['line', 'start', 'bbox', 'distance', 'label'],
    );
    assert.deepEqual(
      layers.layers.map((layer) => layer.data.features[0]!.geometry.type),
      ['LineString', 'Point', 'Polygon'],
    );
    assert.deepEqual(layers.skipped, ['distance', 'label']);
  });

  it('takes the labels of `{ a, b }` from its keys', () => {
    assert.deepEqual(
      toMapLayers({ first: point, second: point }, []).layers.map((layer) => layer.label),
      ['first', 'second'],
    );
  });

  it('labels array entries by their source text in the example', () => {
    assert.deepEqual(prepareExample('var a = 1, b = 2;\nvar addToMap = [a, turf.point([b, 0])];').mapLabels, ['a', 'turf.point([b, 0])']);
  });
});
