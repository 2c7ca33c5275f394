/** The geospatial vocabulary (src/data/searchVocabulary.ts) and how a query uses it (ranking.ts). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { searchVocabulary } from '../../src/data/searchVocabulary';
import { vocabularyTerms } from '../../plugins/features/search/client/ranking';
import { normalizeTerm, tokenize } from '../../plugins/features/search/client/terms';

describe('the search vocabulary', () => {
  it('holds single search terms, each as the index writes it', () => {
    for (const entry of searchVocabulary) {
      assert.ok(entry.concept.length > 0);
      assert.ok(entry.words.length + (entry.turf?.length ?? 0) >= 2, `${entry.concept} needs at least two words`);
      for (const word of [...entry.words, ...(entry.turf ?? [])]) {
        assert.match(word, /^[a-z0-9]+$/, `"${word}" (${entry.concept}) is not one lower-case word`);
        assert.deepEqual(tokenize(word).slice(0, 1), [normalizeTerm(word)]);
      }
      const all = [...entry.words, ...(entry.turf ?? [])].map(normalizeTerm);
      assert.equal(new Set(all).size, all.length, `${entry.concept} repeats a word`);
    }
  });

  it('gives each reader word one meaning', () => {
    const seen = new Map<string, string>();
    for (const entry of searchVocabulary) {
      for (const word of entry.words) {
        assert.ok(!seen.has(word), `"${word}" is in both ${seen.get(word)} and ${entry.concept}`);
        seen.set(word, entry.concept);
      }
    }
  });

  it('covers the words readers use for Turf concepts', () => {
    const words = new Set(searchVocabulary.flatMap((entry) => entry.words));
    for (const word of [
      'merge',
      'combine',
      'join',
      'inside',
      'within',
      'touch',
      'adjacent',
      'crop',
      'clip',
      'cut',
      'closest',
      'snap',
      'enlarge',
      'grow',
      'subtract',
      'minus',
      'soften',
    ])
      assert.ok(words.has(word), word);
  });

  it("adds the other words of a reader word, standing for that word, and never a word back from Turf's own", () => {
    const added = vocabularyTerms(['merge', 'polygon']);
    assert.equal(added.get('union'), 'merge');
    assert.equal(added.get('dissolve'), 'merge');
    assert.ok(!added.has('merge') && !added.has('polygon'));
    assert.equal(vocabularyTerms(['centroid']).size, 0);
    assert.equal(vocabularyTerms(['crop']).get('clip'), 'crop');
    assert.equal(vocabularyTerms(['minus']).get('difference'), 'minus');
    // "curve" is no smoothing word: it found lineOffset (ST_OffsetCurve) for "smooth a line".
    assert.ok(!vocabularyTerms(['smooth']).has('curve'));
    // Installing and building: the getting-started guide says "bundler" and "TypeScript", readers name theirs.
    assert.equal(vocabularyTerms(['webpack', 'import']).get('bundler'), 'webpack');
    assert.equal(vocabularyTerms(['ts', 'error']).get('typescript'), 'ts');
    // The upgrade guide says "upgrade", the introduction "Introduction"; readers "migrate" and want an "overview".
    assert.equal(vocabularyTerms(['migrate', 'turf']).get('upgrade'), 'migrate');
    assert.equal(vocabularyTerms(['overview']).get('introduction'), 'overview');
  });
});
