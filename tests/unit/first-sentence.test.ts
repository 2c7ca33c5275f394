import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { cutAtAbbreviation, firstSentence } from '../../plugins/shared/firstSentence';

describe('firstSentence', () => {
  it('reads past abbreviations, whatever follows them', () => {
    assert.equal(
      firstSentence('Takes two points and finds the geographic bearing between them, i.e. the angle measured in degrees. More.'),
      'Takes two points and finds the geographic bearing between them, i.e. the angle measured in degrees.',
    );
    assert.equal(firstSentence('Any geometry, e.g. Point or Polygon, works. More.'), 'Any geometry, e.g. Point or Polygon, works.');
    assert.equal(firstSentence('Lines (cf. RFC 7946) are fine. More.'), 'Lines (cf. RFC 7946) are fine.');
  });

  it('reads past decimals and ends at a real full stop, question or exclamation', () => {
    assert.equal(firstSentence('Returns 0.5 of the value. Second sentence.'), 'Returns 0.5 of the value.');
    assert.equal(firstSentence('Uses Vincenty (1975). Then more.'), 'Uses Vincenty (1975).');
    assert.equal(firstSentence('Is it inside? Yes.'), 'Is it inside?');
    assert.equal(firstSentence('No full stop at all'), 'No full stop at all');
    assert.equal(firstSentence('  Spread\nover   lines. Next.'), 'Spread over lines.');
  });

  it('tells a summary cut at an abbreviation', () => {
    assert.equal(cutAtAbbreviation('Takes two points and finds the bearing between them, i.e.'), true);
    assert.equal(cutAtAbbreviation('along a Rhumb line i.e.'), true);
    assert.equal(cutAtAbbreviation('Returns the bearing.'), false);
    assert.equal(cutAtAbbreviation('Returns the time.'), false);
  });
});
