/**
 * The modal's first results (plugins/features/search/theme/SearchBar/bestMatchesFirst.ts): DocSearch
 * groups hits by section, which reorders pages across sections; the best pages are put under a heading
 * of their own first, in rank order.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { bestMatchesFirst } from '../../plugins/features/search/theme/SearchBar/bestMatchesFirst';
import { modalOrder } from '../../bench/search-quality/modalOrder';

const hit = (url: string, lvl0: string, highlighted = true) => ({
  url,
  hierarchy: { lvl0, lvl1: url.replace(/^\/docs\/api\/|#.*$/g, '') },
  ...(highlighted && { _highlightResult: { hierarchy: { lvl0: { value: lvl0, matchLevel: 'none' } } } }),
});

// In rank order: distance and length share a section, which the second, booleanWithin, does not.
const ranked = [
  hit('/docs/api/distance', 'Measurement'),
  hit('/docs/api/distance#parameters', 'Measurement'),
  hit('/docs/api/booleanWithin', 'Booleans'),
  hit('/docs/api/length', 'Measurement'),
  hit('/docs/api/pointsWithinPolygon', 'Joins'),
];
const pagesOf = (hits: readonly { url: string }[]) => [...new Set(hits.map((entry) => entry.url.replace(/#.*/, '')))];

describe('best matches first', () => {
  it('without it, the modal shows a page of the first section before a better page of another', () => {
    assert.deepEqual(pagesOf(modalOrder(ranked)).slice(0, 3), ['/docs/api/distance', '/docs/api/length', '/docs/api/booleanWithin']);
  });

  it('shows the first three pages in rank order under one heading, and the others by section', () => {
    const shown = modalOrder(bestMatchesFirst(ranked, 'Best matches'));
    assert.deepEqual(pagesOf(shown), [
      '/docs/api/distance',
      '/docs/api/booleanWithin',
      '/docs/api/length',
      '/docs/api/pointsWithinPolygon',
    ]);
    assert.deepEqual(
      shown.map((entry) => [entry.hierarchy.lvl0, entry._highlightResult?.hierarchy.lvl0.value]),
      [...Array(4).fill(['Best matches', 'Best matches']), ['Joins', 'Joins']],
    );
    // A page's further hits stay with it.
    assert.equal(shown[1]!.url, '/docs/api/distance#parameters');
  });

  it('leaves the hits themselves alone, and takes hits without highlighting or fewer pages', () => {
    const before = JSON.stringify(ranked);
    bestMatchesFirst(ranked, 'Best matches');
    assert.equal(JSON.stringify(ranked), before);
    const plain = bestMatchesFirst([hit('/docs/api/along', 'Measurement', false)], 'Best matches');
    assert.deepEqual(plain, [{ url: '/docs/api/along', hierarchy: { lvl0: 'Best matches', lvl1: 'along' } }]);
    assert.deepEqual(bestMatchesFirst([], 'Best matches'), []);
  });
});
