/**
 * The not-found page under a docs version's api/ path suggests the closest API names
 * (plugins/content/api-docs/theme/NotFound/Content). Names from Turf 7.2.0's exports.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { closestNames, editDistance } from '../../plugins/shared/closestNames';

const names = [
  'along',
  'area',
  'bbox',
  'booleanClockwise',
  'booleanContains',
  'booleanPointInPolygon',
  'buffer',
  'bufferPolygon',
  'center',
  'centroid',
];

describe('closest API names for a missing page', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours, ignoring case', () => {
    assert.equal(editDistance('bufer', 'buffer'), 1);
    assert.equal(editDistance('aera', 'area'), 1);
    assert.equal(editDistance('Along', 'along'), 0);
    assert.equal(editDistance('kitten', 'sitting'), 3);
  });

  it('suggests the function a typo was meant for, nearest first', () => {
    assert.deepEqual(closestNames('bufer', names), ['buffer']);
    assert.deepEqual(closestNames('booleanPointInPolygn', names), ['booleanPointInPolygon']);
    assert.deepEqual(closestNames('centriod', names).slice(0, 1), ['centroid']);
  });

  it('lists names that contain a longer query whole', () => {
    assert.deepEqual(closestNames('boolean', names), ['booleanContains', 'booleanClockwise', 'booleanPointInPolygon']);
  });

  it('suggests nothing for a name unlike any, or an empty one', () => {
    assert.deepEqual(closestNames('voronoiDiagram3d', names), []);
    assert.deepEqual(closestNames('', names), []);
  });
});
