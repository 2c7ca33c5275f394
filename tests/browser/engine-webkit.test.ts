/**
 * The reader journeys (engines/readerJourneys.ts) in WebKitGTK, Safari's engine, and what a phone
 * in Safari shows at a narrow window: the parameter tables, the mobile menu, the search modal and
 * the map's touch hint.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { startSite, type Site } from './harness';
import { waitUntil, type EnginePage } from './engines/enginePage';
import { describeReaderJourneys } from './engines/readerJourneys';
import { launchWebKit } from './engines/webkit';
import { assertStackedLayout, parameterTableLayout, type ParameterTableLayout } from './parameterTableLayout';

describeReaderJourneys('WebKit', (baseUrl) => launchWebKit(baseUrl), 'drawn');

// MiniBrowser's window is no narrower than 447 px: a large phone's width, under the 600 px where
// parameter tables stack and the 996 px where the navbar becomes the mobile menu.
describe('WebKit at a phone-sized window (390 × 844 asked, 447 px given)', () => {
  let site: Site;
  let page: EnginePage;
  before(async () => {
    site = await startSite();
    page = await launchWebKit(site.baseUrl, 390, 844);
  });
  after(async () => {
    await page?.close();
    await site?.stop();
  });

  it('stacks the parameter table into blocks that fit the screen', async () => {
    await page.open('/docs/api/along');
    const layout = await page.evaluate<ParameterTableLayout>(
      `return (${parameterTableLayout.toString()})(document.querySelector('h2#parameters ~ div table'));`,
    );
    assert.ok(layout.viewport < 600, `the viewport is phone-sized (${layout.viewport} px)`);
    assertStackedLayout(layout, 4, assert);
  });

  it('opens the mobile menu, and Escape closes it', async () => {
    await page.open('/docs/api/along');
    await page.click('button.navbar__toggle');
    await waitUntil(page, 'the mobile menu to open', 'return document.querySelector(".navbar-sidebar--show .navbar-sidebar") !== null');
    await page.press('Escape');
    await waitUntil(page, 'the mobile menu to close', 'return document.querySelector(".navbar-sidebar--show") === null');
    assert.deepEqual(await page.errors(), []);
  });

  it('opens the search modal across the screen and finds a function', async () => {
    await page.open('/docs/api/along');
    await page.click('.DocSearch-Button');
    await waitUntil(page, 'the search input', 'return document.activeElement?.classList.contains("DocSearch-Input")');
    const width = await page.evaluate<number>('return document.querySelector(".DocSearch-Modal").getBoundingClientRect().width');
    const viewport = await page.evaluate<number>('return document.documentElement.clientWidth');
    assert.ok(width >= viewport - 1, `the modal spans the screen (${width} of ${viewport} px)`);
    await page.type('point in polygon');
    const first = await waitUntil<string>(page, 'search hits', 'return document.querySelector(".DocSearch-Hit a")?.getAttribute("href")');
    assert.match(first, /\/docs\/api\/booleanPointInPolygon$/, first);
    await page.press('Escape');
    assert.deepEqual(await page.errors(), []);
  });

  it("keeps the map's touch hint: one finger scrolls the page, and the map says to use two", async () => {
    await page.open('/docs/api/along');
    // WebKitGTK under Xvfb is no touch screen, so the hint's touch path cannot be driven here: what
    // is checked is that MapLibre's cooperative gestures are on and carry the touch message, which
    // its stylesheet shows on (hover: none) or (pointer: coarse) screens. Read in the same step that
    // finds the drawn map: the map can leave its rendered state between two WebDriver calls.
    const hint = await waitUntil<{ mobile: string; touchAction: string }>(
      page,
      'the map to draw',
      `document.querySelector("[data-live-example]")?.scrollIntoView();
      const map = document.querySelector('[data-map-state=rendered]');
      const container = map?.querySelector('.maplibregl-canvas-container');
      if (!container) return null;
      const screen = map.querySelector('.maplibregl-cooperative-gesture-screen');
      return { mobile: screen?.querySelector('.maplibregl-mobile-message')?.textContent ?? '', touchAction: getComputedStyle(container).touchAction };`,
    );
    assert.equal(hint.mobile, 'Use two fingers to move the map');
    assert.equal(hint.touchAction, 'pan-x pan-y', 'one finger scrolls the page');
    assert.deepEqual(await page.errors(), []);
  });
});
