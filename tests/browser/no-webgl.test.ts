/**
 * Chromium without WebGL (`--disable-3d-apis`) on every page kind with a map, and a map whose WebGL
 * context is lost or whose basemap does not load: each fails alone, in the map's own box, with
 * the code, Run and the result still working and no crash screen.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chromium, type Browser } from 'playwright-core';

import { chromiumPath, openPage, startSite, useSiteUnderTest, waitForHydration, type Site } from './harness';
import { example, renderedFeatures } from './live-example-helpers';
import { readPageKinds } from '../../plugins/quality/page-kinds/file';

const noWebGL = 'This browser has no WebGL2, so the map cannot be drawn';

describe('maps without WebGL', () => {
  let site: Site;
  let browser: Browser;
  before(async () => {
    site = await startSite();
    browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: ['--no-sandbox', '--disable-3d-apis', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  });
  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  const functionPages = () =>
    readPageKinds()
      .filter(({ kind }) => /^docs [^:]+: function$/.test(kind))
      .map(({ sample }) => sample);

  it("every docs version's function page: the note in the map's place, the result beside it", async () => {
    for (const path of functionPages()) {
      const { page, report, close } = await openPage(browser, site);
      try {
        await page.goto(path);
        await waitForHydration(page);
        await example(page).scrollIntoViewIfNeeded();
        const note = example(page).locator('[data-map-state="unavailable"]');
        await note.waitFor();
        assert.match(await note.innerText(), new RegExp(`^${noWebGL}; the result panel shows what the example returned\\.$`));
        assert.equal(await note.getAttribute('role'), 'note');
        await example(page).getByRole('region', { name: 'Example result' }).getByText('Result').waitFor();
        assert.equal(await page.getByText('This page crashed').count(), 0, path);
        assert.deepEqual(report.consoleErrors, [], path);
      } finally {
        await close();
      }
    }
  });

  it('the home demo says why it has no map', async () => {
    const { page, report, close } = await openPage(browser, site);
    try {
      await page.goto('/');
      await waitForHydration(page);
      // The home demo starts when it comes near the viewport.
      await page.locator('#home-demo-title').scrollIntoViewIfNeeded();
      const note = page.locator('[data-map-state="unavailable"]');
      await note.waitFor();
      assert.equal(await note.innerText(), `${noWebGL}; the code beside it shows what the demo computes.`);
      assert.equal(await page.getByText('This page crashed').count(), 0);
      assert.deepEqual(report.consoleErrors, []);
    } finally {
      await close();
    }
  });

  it('the playground keeps its still map, drawn without WebGL, and says it cannot pan or zoom when the reader reaches for it', async () => {
    const { page, report, close } = await openPage(browser, site);
    try {
      await page.goto('/playground');
      await waitForHydration(page);
      const still = page.locator('[data-map-state="still"]');
      // The result is drawn: the buffer, the line and the points are shapes in the picture. Waited for, not read once:
      // the build's picture is replaced when the page's own run returns (new random points), and the map is "drawing"
      // (the old picture kept on screen) until the basemap for the new view is in.
      await page.waitForFunction(() => document.querySelectorAll('[data-map-state="still"] svg circle').length >= 40, null, {
        timeout: 20_000,
      });
      await still.hover();
      const note = page.getByRole('note').filter({ hasText: 'no WebGL2' });
      await note.waitFor();
      assert.equal(
        await note.innerText(),
        'This browser has no WebGL2, so this map is a picture: it cannot pan or zoom; the result panel shows what the example returned.',
      );
      assert.equal(await still.count(), 1, 'the picture stays');
      assert.equal(await page.getByText('This page crashed').count(), 0);
      assert.deepEqual(report.consoleErrors, []);
    } finally {
      await close();
    }
  });
});

describe('maps that lose their context or their basemap', () => {
  const { withPage, browser, site } = useSiteUnderTest({ before, after });

  it('a lost WebGL context covers the map with a note, and the map comes back when it is restored', async () => {
    await withPage('/docs/api/along', async (page) => {
      await example(page).scrollIntoViewIfNeeded();
      await example(page).locator('[data-map-state="rendered"]').waitFor({ timeout: 20_000 });
      await page.evaluate(() => {
        const canvas = document.querySelector<HTMLCanvasElement>('[data-live-example] canvas.maplibregl-canvas');
        const context = canvas?.getContext('webgl2');
        (window as unknown as { lose: WEBGL_lose_context | null | undefined }).lose = context?.getExtension('WEBGL_lose_context');
        (window as unknown as { lose: WEBGL_lose_context }).lose.loseContext();
      });
      const note = example(page).getByRole('note');
      await note.waitFor();
      assert.match(await note.innerText(), /took back the map's WebGL context, so the map cannot be drawn; the result panel shows/);
      await example(page).getByRole('region', { name: 'Example result' }).getByText('Result').waitFor();
      await page.evaluate(() => (window as unknown as { lose: WEBGL_lose_context }).lose.restoreContext());
      await note.waitFor({ state: 'detached' });
    });
  });

  it('a basemap that does not load leaves the example drawn, with a note on the map', async () => {
    const { page, report, close } = await openPage(browser(), site(), {}, [/Failed to load resource/]);
    try {
      await page.route('**/basemap/**', (route) => route.abort());
      await page.goto('/docs/api/along');
      await waitForHydration(page);
      await example(page).scrollIntoViewIfNeeded();
      const note = example(page).getByRole('note');
      await note.waitFor();
      assert.match(await note.innerText(), /^Part of the basemap did not load \(.+\); the example's features are drawn without it\.$/);
      assert.ok((await renderedFeatures(example(page))) > 0);
      assert.deepEqual(report.consoleErrors, []);
    } finally {
      await close();
    }
  });
});
