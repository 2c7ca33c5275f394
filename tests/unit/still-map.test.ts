/**
 * The still map (ExampleMap/stillMap/): the camera MapLibre's fitBounds would choose, and shapes
 * projected and cut to the view. That the picture matches MapLibre's is checked in a browser
 * (tests/browser/still-map.test.ts); these pin the geometry it rests on.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { fitCamera, toPixel, visibleCopies, worldSize, worldY } from '../../plugins/features/live-examples/theme/ExampleMap/camera';
import { entryShapes } from '../../plugins/features/live-examples/theme/ExampleMap/stillMap/entryShapes';
import { linePath, polygonPath, type View } from '../../plugins/features/live-examples/theme/ExampleMap/stillMap/paths';

const fit = { padding: 32, maxZoom: 14 };

/** Every number in an SVG path, as [x, y] pairs. */
const pathPoints = (d: string) => {
  const numbers = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
  return Array.from({ length: numbers.length / 2 }, (_, index) => [numbers[2 * index]!, numbers[2 * index + 1]!]);
};

describe('fitCamera', () => {
  it('fits the box inside the padding along the axis that binds, centred', () => {
    const camera = fitCamera([-77.5, 38.5, -74.5, 40.5], 600, 400, fit)!;
    const [left, top] = toPixel(camera, 600, 400, -77.5, 40.5);
    const [right, bottom] = toPixel(camera, 600, 400, -74.5, 38.5);
    const bindsX = Math.abs(left - 32) < 1e-6 && Math.abs(right - 568) < 1e-6;
    const bindsY = Math.abs(top - 32) < 1e-6 && Math.abs(bottom - 368) < 1e-6;
    assert.ok(bindsX || bindsY, `box at ${left},${top} to ${right},${bottom}`);
    assert.ok(left >= 32 - 1e-6 && top >= 32 - 1e-6 && right <= 568 + 1e-6 && bottom <= 368 + 1e-6);
    assert.ok(Math.abs((left + right) / 2 - 300) < 1e-6 && Math.abs((top + bottom) / 2 - 200) < 1e-6);
  });

  it('stops at the maximum zoom for a single point', () => {
    const camera = fitCamera([-75.343, 39.984, -75.343, 39.984], 600, 400, fit)!;
    assert.equal(camera.zoom, 14);
    assert.deepEqual(
      toPixel(camera, 600, 400, -75.343, 39.984).map((value) => Math.round(value)),
      [300, 200],
    );
  });

  it('never shows beyond the poles: the world is at least as tall as the view', () => {
    const camera = fitCamera([-180, -85, 180, 85], 700, 600, fit)!;
    assert.ok(worldSize(camera.zoom) >= 600 - 1e-6, `zoom ${camera.zoom}`);
    const high = fitCamera([-10, 70, 10, 84], 700, 600, { padding: 32, maxZoom: 2 })!;
    const [, northEdge] = toPixel(high, 700, 600, 0, 85.051129);
    assert.ok(northEdge <= 1e-6, `the north edge of the world is at ${northEdge}px`);
  });

  it('has no camera when the padding leaves no room', () => {
    assert.equal(fitCamera([0, 0, 1, 1], 50, 50, fit), undefined);
  });

  it('lists the world copies a wide view shows', () => {
    assert.deepEqual(visibleCopies({ x: 0.5, y: 0.5, zoom: 0 }, 400), [0]);
    assert.deepEqual(visibleCopies({ x: 0.5, y: 0.5, zoom: -1 }, 1000), [-2, -1, 0, 1, 2]);
    assert.ok(worldY(90) === worldY(85.051129));
  });
});

describe('paths', () => {
  const view: View = { camera: fitCamera([-10, -10, 10, 10], 400, 300, fit)!, width: 400, height: 300 };

  it('cuts a polygon larger than the view to a box just outside it', () => {
    const d = polygonPath(
      [
        [
          [-60, -60],
          [60, -60],
          [60, 60],
          [-60, 60],
          [-60, -60],
        ],
      ],
      view,
      0,
    );
    const points = pathPoints(d);
    assert.ok(points.length >= 4);
    for (const [x, y] of points) assert.ok(x >= -24 && x <= 424 && y >= -24 && y <= 324, `${x},${y}`);
    assert.match(d, /Z$/);
  });

  it('leaves out what is out of view, and splits a line that leaves and comes back', () => {
    assert.equal(
      polygonPath(
        [
          [
            [100, 50],
            [101, 50],
            [101, 51],
            [100, 50],
          ],
        ],
        view,
        0,
      ),
      '',
    );
    const d = linePath(
      [
        [
          [-5, 0],
          [100, 0],
          [100, 5],
          [5, 5],
        ],
      ],
      view,
      0,
    );
    assert.equal(d.match(/M/g)?.length, 2, d);
  });

  it('drops points closer than a pixel can show', () => {
    const dense = Array.from({ length: 1000 }, (_, index) => [-5 + index * 1e-6, 0]);
    assert.ok(pathPoints(linePath([[...dense, [5, 0]]], view, 0)).length <= 3);
  });
});

describe('entryShapes', () => {
  const view: View = { camera: fitCamera([-10, -10, 10, 10], 400, 300, fit)!, width: 400, height: 300 };
  const isColor = (value: string) => /^#[0-9a-f]{6}$/i.test(value);
  const feature = (geometry: object, properties: object = {}) => ({ type: 'Feature', properties, geometry }) as never;

  it('styles as the live map does: simplestyle first, the palette colour when a property is missing or not a colour', () => {
    const [polygons, points] = entryShapes(
      [
        {
          label: 'area',
          data: {
            type: 'FeatureCollection',
            features: [
              feature(
                {
                  type: 'Polygon',
                  coordinates: [
                    [
                      [-5, -5],
                      [5, -5],
                      [5, 5],
                      [-5, -5],
                    ],
                  ],
                },
                { fill: 'not a colour', 'stroke-width': '4' },
              ),
            ],
          },
        },
        {
          label: 'spots',
          data: {
            type: 'FeatureCollection',
            features: [
              feature(
                {
                  type: 'MultiPoint',
                  coordinates: [
                    [0, 0],
                    [1, 1],
                    [170, 0],
                  ],
                },
                { 'marker-color': '#ff0000', 'marker-size': 'large' },
              ),
            ],
          },
        },
      ],
      view,
      isColor,
    );
    assert.equal(polygons!.fills[0]!.fill, '#2563eb');
    assert.equal(polygons!.fills[0]!.opacity, 0.35);
    assert.equal(polygons!.lines[0]!.width, 4);
    // Two of the three points are in view.
    assert.equal(points!.points.length, 2);
    assert.deepEqual([points!.points[0]!.fill, points!.points[0]!.radius], ['#ff0000', 9]);
  });

  it('skips positions that are not numbers rather than drawing them at 0, 0', () => {
    const [entry] = entryShapes(
      [{ label: 'odd', data: { type: 'FeatureCollection', features: [feature({ type: 'Point', coordinates: [Number.NaN, 1] })] } }],
      view,
      isColor,
    );
    assert.equal(entry!.points.length, 0);
  });
});
