/** The coordinates a reader can drag on an example's map, and how a drag rewrites the code. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { ExampleParseError, findMovableInputs, type MovableInput } from '../../plugins/features/live-examples/editing/movableInputs';
import { coordinateDigits, formatCoordinate, moveVertex } from '../../plugins/features/live-examples/editing/moveVertex';

const labels = (inputs: readonly MovableInput[]) => inputs.flatMap((input) => input.vertices.map((vertex) => vertex.label));
const positions = (inputs: readonly MovableInput[]) => inputs.flatMap((input) => input.vertices.map((vertex) => vertex.lngLat));

function move(code: string, label: string, to: [number, number], digits = 4): string {
  const vertex = findMovableInputs(code)
    .flatMap((input) => input.vertices)
    .find((candidate) => candidate.label === label);
  assert.ok(vertex, `no vertex labelled "${label}" in ${labels(findMovableInputs(code)).join(' | ')}`);
  return moveVertex(code, vertex, to, digits);
}

describe('the movable inputs of an example', () => {
  it("are the along example's line, vertex by vertex, named by its variable", () => {
    const inputs = findMovableInputs(`var line = turf.lineString([[-83, 30], [-84, 36], [-78, 41]]);
var options = {units: 'miles'};
var along = turf.along(line, 200, options);`);
    assert.deepEqual(labels(inputs), ['line, vertex 1 of 3', 'line, vertex 2 of 3', 'line, vertex 3 of 3']);
    assert.deepEqual(positions(inputs), [
      [-83, 30],
      [-84, 36],
      [-78, 41],
    ]);
  });

  it('read negative numbers, signs and exponents as the numbers they are', () => {
    const inputs = findMovableInputs('var p = turf.point([-7.5e1, +4.4E+1]); var q = turf.point([- 1e-3, 0x10]);');
    assert.deepEqual(positions(inputs), [
      [-75, 44],
      [-0.001, 16],
    ]);
  });

  it('keep their place with comments inside the arrays', () => {
    const code = `var line = turf.lineString([
  [0, 0], // start
  /* the bend */ [1, /* north */ 2],
  [3, 4]
]);`;
    assert.deepEqual(positions(findMovableInputs(code)), [
      [0, 0],
      [1, 2],
      [3, 4],
    ]);
    assert.equal(
      move(code, 'line, vertex 2 of 3', [1.25, -2.5]),
      code.replace('/* the bend */ [1, /* north */ 2]', '/* the bend */ [1.25, /* north */ -2.5]'),
    );
  });

  it('leave out coordinates built by expressions, keeping the written ones', () => {
    const inputs = findMovableInputs(`var x = 3;
var line = turf.lineString([[x, 0], [1 + 1, 2], [Math.PI, 1], [5, 6]]);
var moved = turf.point([lng, lat]);
var spread = turf.point([...center]);`);
    assert.deepEqual(labels(inputs), ['line, vertex 4 of 4']);
  });

  it('are found in several calls on one line, each named and rewritten alone', () => {
    const code =
      'var a = turf.point([1, 2]), b = turf.point([3, 4]); var c = turf.featureCollection([turf.point([5, 6]), turf.point([7, 8])]);';
    assert.deepEqual(labels(findMovableInputs(code)), ['a, point', 'b, point', 'point 3', 'point 4']);
    assert.equal(move(code, 'b, point', [-3, -4]), code.replace('[3, 4]', '[-3, -4]'));
    assert.equal(move(code, 'point 4', [70, 80]), code.replace('[7, 8]', '[70, 80]'));
  });

  it("move a polygon's closing position with its first, and count a ring's vertices without it", () => {
    const code = 'var poly = turf.polygon([[[0, 0], [10, 0], [10, 10], [0, 0]]]);';
    assert.deepEqual(labels(findMovableInputs(code)), ['poly, vertex 1 of 3', 'poly, vertex 2 of 3', 'poly, vertex 3 of 3']);
    assert.equal(move(code, 'poly, vertex 1 of 3', [-1, -2]), 'var poly = turf.polygon([[[-1, -2], [10, 0], [10, 10], [-1, -2]]]);');
  });

  it('name the rings and polygons of a multi-polygon only where there are several', () => {
    const inputs = findMovableInputs(
      'var m = turf.multiPolygon([[[[0,0],[1,0],[1,1],[0,0]]], [[[5,5],[6,5],[6,6],[5,5]], [[5.2,5.2],[5.4,5.2],[5.4,5.4],[5.2,5.2]]]]);',
    );
    assert.deepEqual(
      labels(inputs).filter((label) => label.endsWith('vertex 1 of 3')),
      ['m, polygon 1, vertex 1 of 3', 'm, polygon 2, ring 1, vertex 1 of 3', 'm, polygon 2, ring 2, vertex 1 of 3'],
    );
  });

  it('include positions and bboxes held by variables, and GeoJSON geometry objects', () => {
    const inputs = findMovableInputs(`var center = [-75.343, 39.984];
var circle = turf.circle(center, 5);
var bbox = [0, 0, 10, 10];
var poly = turf.bboxPolygon(bbox);
var feature = turf.feature({ type: 'LineString', coordinates: [[1, 1], [2, 2]] });
var notCoordinates = [1, 2, 3, 4, 5];`);
    assert.deepEqual(labels(inputs), [
      'center, point',
      'bbox, south-west corner',
      'bbox, north-east corner',
      'LineString 1, vertex 1 of 2',
      'LineString 1, vertex 2 of 2',
    ]);
  });

  it("include the bbox a grid or a random generator's options take", () => {
    const inputs = findMovableInputs(`var extent = [-96, 31, -84, 40];
var grid = turf.hexGrid(extent, 50);
var points = turf.randomPoint(25, { bbox: [0, 30, 20, 50] });
var area = [-65, 40, -63, 42];
var more = turf.randomPoint(25, { bbox: area });`);
    assert.deepEqual(labels(inputs), [
      'extent, south-west corner',
      'extent, north-east corner',
      'bbox 1, south-west corner',
      'bbox 1, north-east corner',
      'area, south-west corner',
      'area, north-east corner',
    ]);
    assert.deepEqual(positions(inputs).slice(2, 4), [
      [0, 30],
      [20, 50],
    ]);
  });

  it('are none in an example without written coordinates', () => {
    assert.deepEqual(
      findMovableInputs(
        'var points = turf.randomPoint(25);\nvar hull = turf.convex(points);\nvar far = turf.destination(turf.centroid(hull), 10, 90);',
      ),
      [],
    );
  });

  it('throw a parse error the editor can wait out while a reader types', () => {
    assert.throws(() => findMovableInputs('var line = turf.lineString([[0, 0], [1,'), ExampleParseError);
  });
});

describe('a moved vertex', () => {
  it('rewrites only its own numbers, as short as the zoom allows', () => {
    const code = 'var pt = turf.point([-77, 44], { name: "x" });';
    assert.equal(
      move(code, 'pt, point', [-77.123456789, 44.5], coordinateDigits(8)),
      'var pt = turf.point([-77.1235, 44.5], { name: "x" });',
    );
  });

  it('keeps the digits a reader can place: fewer zoomed out, more zoomed in', () => {
    assert.ok(coordinateDigits(0) < coordinateDigits(10));
    assert.ok(coordinateDigits(18) <= 7);
    assert.equal(formatCoordinate(-0.00001, 3), '0');
    assert.equal(formatCoordinate(12.5, 4), '12.5');
    assert.equal(formatCoordinate(1e-7, 7), '0.0000001');
  });

  it('keeps latitude on the map and leaves longitude across the antimeridian alone', () => {
    const code = 'var line = turf.lineString([[179, 0], [181, 1]]);';
    assert.equal(move(code, 'line, vertex 2 of 2', [182, 89.9], 2), 'var line = turf.lineString([[179, 0], [182, 85]]);');
  });
});
