/**
 * The playground as it loads: its code and its map are still copies (Playground/StillCode.tsx,
 * ExampleMap/stillMap/) until the reader reaches for them, so neither CodeMirror nor MapLibre is
 * fetched for a reader who only looks. When the reader does reach for them, the real ones take
 * their place without the picture changing.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

import { useSiteUnderTest } from './harness';
import { differingShare, reachForStillMap } from './live-example-helpers';

/** Scripts the page fetched whose address names `part` (MapLibre's stylesheet is fetched early, for the still map's controls). */
const fetchedScripts = (page: Page, part: string) =>
  page.evaluate(
    (name) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.includes(name) && /\.m?js(\?|$)/.test(url)),
    part,
  );

/** The still map once it shows the first run's result. */
async function mapBox(page: Page): Promise<Locator> {
  const still = page.locator('[data-map-state="still"]:not([data-rendered-features="0"])');
  await still.waitFor({ timeout: 30_000 });
  return page.locator('[data-map-state="still"]');
}

describe('the playground before the reader reaches for it', () => {
  const { withPage } = useSiteUnderTest({ before, after });

  it('draws its first result on a still map, with neither MapLibre nor CodeMirror fetched', async () => {
    await withPage('/playground', async (page) => {
      await mapBox(page);
      // 40 random points, and those inside the corridor drawn again; the corridor and the line as paths. Waited
      // for, not counted once: a layout change (the result panel filling in) redraws the still map for its new size.
      await page.waitForFunction(
        () =>
          document.querySelectorAll('[data-map-state="still"] svg circle').length >= 40 &&
          document.querySelectorAll('[data-map-state="still"] svg path').length >= 4,
        undefined,
        { timeout: 10_000 },
      );
      await page.getByRole('region', { name: 'Example result' }).getByText('Result').waitFor();
      assert.deepEqual(await fetchedScripts(page, 'maplibre'), []);
      assert.deepEqual(await fetchedScripts(page, 'codemirror'), []);
      // The code is there, highlighted, as the editor shows it.
      const code = page.locator('[data-still-code]');
      assert.match(await code.innerText(), /turf\.pointsWithinPolygon\(points, corridor\)/);
      assert.equal(await code.getAttribute('role'), 'textbox');
    });
  });

  for (const [what, path] of [
    ['the starting code (1:50m basemap, zoomed in)', '/playground'],
    [
      'code from a link that shows the whole world (1:110m basemap, world copies)',
      `/playground?code=${encodeURIComponent('var ring = turf.polygon([[[-170, -50], [170, -50], [170, 60], [-170, 60], [-170, -50]]]);\n\n//addToMap\nvar addToMap = [ring];')}`,
    ],
  ] as const) {
    it(`MapLibre takes the still map's place without the picture changing: ${what}`, async (t) => {
      await withPage(path, async (page) => {
        const still = await mapBox(page);
        await page.waitForTimeout(500);
        const box = (await still.boundingBox())!;
        const before = await page.screenshot({ clip: box });
        await reachForStillMap(page);
        // The handles the pointer brings are not part of the picture.
        await page.addStyleTag({ content: '.maplibregl-marker { visibility: hidden; }' });
        await page.waitForTimeout(500);
        const after = await page.screenshot({ clip: box });
        const share = await differingShare(page, before, after);
        t.diagnostic(`${(share * 100).toFixed(2)}% of the map's pixels differ clearly`);
        assert.ok(share < 0.03, `${(share * 100).toFixed(2)}% of the pixels changed when MapLibre took over`);
      });
    });
  }

  it('the code: a press brings the editor in with the cursor where the reader pressed', async () => {
    await withPage('/playground', async (page) => {
      const code = page.locator('[data-still-code]');
      await code.waitFor();
      const word = code.getByText('randomPoint');
      const box = (await word.boundingBox())!;
      await page.mouse.click(box.x + 2, box.y + box.height / 2);
      const editor = page.locator('.cm-content');
      await editor.waitFor();
      await page.waitForFunction(() => document.activeElement?.classList.contains('cm-content'));
      await page.keyboard.type('X');
      assert.match(await editor.innerText(), /turf\.Xr?andomPoint|turf\.rXandomPoint/);
    });
  });

  it('the focus on the still map brings MapLibre in, and the focus moves onto it', async () => {
    await withPage('/playground', async (page) => {
      const still = await mapBox(page);
      await still.focus();
      await page.locator('[data-map-state="rendered"]').waitFor({ timeout: 30_000 });
      await still.waitFor({ state: 'detached', timeout: 20_000 });
      assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('maplibregl-canvas')), true);
    });
  });
});
