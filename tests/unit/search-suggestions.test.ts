/** "Try searching for" on the search's no-results screen (plugins/features/search/client/suggestions.ts). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { featuredFunctions, searchSuggestions } from '../../plugins/features/search/client/suggestions';
import { demos } from '../../src/data/homeDemos';

const names = new Set(['along', 'buffer', 'bbox', 'bboxPolygon', 'voronoi', 'tin', 'bezierSpline', 'lineToPolygon', 'polygonToLine']);

describe('no-results suggestions', () => {
  it('offers the closest names first, then the functions the home page features, three at most', () => {
    const featured = featuredFunctions(
      demos.map((demo) => demo.code),
      names,
    );
    assert.ok(featured.length >= 3, featured.join());
    assert.deepEqual(searchSuggestions('bufferr', names, featured).slice(0, 1), ['buffer']);
    const suggestions = searchSuggestions('zzqqxx', names, featured);
    assert.deepEqual(suggestions, featured.slice(0, 3));
    assert.equal(searchSuggestions('lineto polygon', names, featured)[0], 'lineToPolygon');
  });

  it('never suggests a name twice or more than the limit, for any input', () => {
    for (const query of ['', ' ', 'b', '<img src=x onerror=alert(1)>', '🗺️'.repeat(50), 'a'.repeat(10_000)]) {
      const suggestions = searchSuggestions(query, names, ['buffer', 'tin', 'voronoi', 'buffer']);
      assert.ok(suggestions.length <= 3);
      assert.equal(new Set(suggestions).size, suggestions.length);
      assert.ok(suggestions.every((name) => names.has(name)));
    }
  });
});
