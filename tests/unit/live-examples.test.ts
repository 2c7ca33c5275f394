/**
 * Pure helpers of the live examples' page side: the playground's URL, the docs version of a
 * path (which Turf `window.turf` is), and the map's style.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { playgroundHref, readPlaygroundQuery } from '../../plugins/features/live-examples/theme/Playground/playgroundUrl';
import { basemapStyle, basemapPaint } from '../../plugins/features/live-examples/theme/ExampleMap/mapStyle';
import { entryLayers, entryColor } from '../../plugins/features/live-examples/theme/ExampleMap/featureLayers';
import { turfBundlePath } from '../../plugins/features/live-examples/assets/paths';

describe('playground URL', () => {
  const versions = ['7.4.0', '7.2.0', '6.5.0'];
  const defaults = { turfVersion: '7.2.0', code: 'default' };

  it('round-trips code with every kind of character, and the version', () => {
    const code = 'var a = "x & y"; // 50% <b>\n\tturf.point([0, 0]) #hash ?q=1 ✓';
    const href = playgroundHref({ turfVersion: '6.5.0', code });
    assert.ok(href.startsWith('/playground?'));
    assert.deepEqual(readPlaygroundQuery(href.slice(href.indexOf('?')), versions, defaults), { turfVersion: '6.5.0', code });
  });

  it('falls back to the defaults for a missing or unknown version', () => {
    assert.deepEqual(readPlaygroundQuery('?version=1.0.0', versions, defaults), defaults);
    assert.deepEqual(readPlaygroundQuery('', versions, defaults), defaults);
  });
});

describe('map style', () => {
  it('loads nothing but the basemap URL it is given (no glyphs, sprites or tiles)', () => {
    const style = basemapStyle('light', 'https://site.test/basemap.json');
    assert.equal(style.glyphs, undefined);
    assert.equal(style.sprite, undefined);
    assert.deepEqual(
      Object.values(style.sources).map((source) => (source as { data: string }).data),
      ['https://site.test/basemap.json'],
    );
  });

  it('has different light and dark colours for every restyled property', () => {
    const light = basemapPaint('light');
    const dark = basemapPaint('dark');
    for (const [layer, paint] of Object.entries(light)) {
      for (const [property, value] of Object.entries(paint)) assert.notEqual(dark[layer]![property], value, `${layer} ${property}`);
    }
  });

  it('styles entries from simplestyle properties with the entry colour as fallback', () => {
    const [fill, line, point] = entryLayers(1);
    assert.deepEqual((fill!.paint as Record<string, unknown>)['fill-color'], ['to-color', ['get', 'fill'], entryColor(1)]);
    assert.deepEqual((line!.paint as Record<string, unknown>)['line-color'], ['to-color', ['get', 'stroke'], entryColor(1)]);
    assert.deepEqual((point!.paint as Record<string, unknown>)['circle-color'], ['to-color', ['get', 'marker-color'], entryColor(1)]);
    assert.notEqual(entryColor(0), entryColor(1));
  });
});

describe('served Turf bundles', () => {
  it('carry the exact version in their path, so they can be cached for good', () => {
    assert.equal(turfBundlePath('6.5.0'), 'turf/6.5.0/turf.min.js');
  });
});
