/**
 * Live examples in chromium: maps that really render (features read back from MapLibre), the
 * result panel, the page's own Turf version, editing, the time limit, errors, colour modes, the
 * playground's shareable URL, the home demo's lazy loading, and axe with all of it on screen.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';

import { useSiteUnderTest } from './harness';
import { editAndRun, example, reachForPlaygroundEditor, reachForStillMap, renderedFeatures } from './live-example-helpers';
import { currentVersion } from '../../src/data/versions';

/** Mean colour of a map's pixels as the page shows them (a screenshot, decoded in the page). */
async function meanBrightness(page: Page, map: Locator): Promise<number> {
  const png = (await map.screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    let sum = 0;
    for (let index = 0; index < pixels.length; index += 4) sum += (pixels[index]! + pixels[index + 1]! + pixels[index + 2]!) / 3;
    return sum / (pixels.length / 4);
  }, png);
}

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );

describe('live examples', () => {
  const { withPage } = useSiteUnderTest({ before, after });

  it('/docs/api/along draws its features and shows the returned value, from its own host only', async () => {
    await withPage('/docs/api/along', async (page) => {
      assert.equal(await renderedFeatures(example(page)), 2, 'the along point and the line');
      const result = example(page).getByRole('region', { name: 'Example result' });
      await result.getByText('Result').waitFor();
      const text = await result.innerText();
      assert.match(text, /"Feature"/);
      assert.match(text, /Point/);
      assert.match(text, /Copy JSON/);
      // The map is named, and names its text alternative: the panel above.
      assert.equal(
        await example(page).locator('[data-map-state]').getAttribute('aria-label'),
        'Map of the along example. Its text alternative is the result panel.',
      );
    });
  });

  it('announces the outcome of each run the reader starts once, politely, and no run on sight', async () => {
    await withPage('/docs/api/along', async (page) => {
      assert.equal(await renderedFeatures(example(page)), 2);
      const status = example(page).getByRole('status');
      assert.equal(await status.getAttribute('aria-live'), null, 'role=status: polite by definition');
      assert.equal((await status.textContent())?.trim(), '', 'the run on sight is not announced');
      // Every text the live region takes from now on.
      await status.evaluate((region) => {
        const heard: string[] = [];
        (window as unknown as { heard: string[] }).heard = heard;
        new MutationObserver(() => {
          if (region.textContent) heard.push(region.textContent);
        }).observe(region, { childList: true, characterData: true, subtree: true });
      });
      const heard = () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);

      await example(page).getByRole('button', { name: 'Edit' }).click();
      const run = example(page).getByRole('button', { name: 'Run', exact: true });
      await run.click();
      await page.waitForFunction(() => (window as unknown as { heard: string[] }).heard.length > 0);
      await run.click();
      await page.waitForFunction(() => (window as unknown as { heard: string[] }).heard.length > 1);
      await page.waitForTimeout(500);
      const result = 'Result of along: a Feature. 2 layers drawn on the map.';
      assert.deepEqual(await heard(), [result, result], 'each run once, the same outcome again too');

      await page.locator('.cm-content').first().click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('turf.along(null, 1);');
      await run.click();
      await example(page).getByRole('group', { name: 'Error' }).waitFor();
      await page.waitForTimeout(500);
      const errors = (await heard()).slice(2);
      assert.equal(errors.length, 1, errors.join(' / '));
      assert.match(errors[0]!, /^TypeError: .+ \(line 1, column \d+\)$/);
      assert.equal(await page.getByRole('alert').count(), 0, 'no second, assertive announcement');
    });
  });

  it('loads no map code on a page until a map comes near the viewport', async () => {
    const requested: string[] = [];
    // Page and worker requests alike: MapLibre's and the runner's files load from workers.
    const mapCode = () => requested.filter((url) => /maplibre|basemap|turf\.min\.js/.test(url));
    const mapLibreChunks: string[] = [];
    await withPage('/', async (page) => {
      page.context().on('request', (request) => requested.push(request.url()));
      page.context().on('response', async (response) => {
        // MapLibre's bundled code, recognised by one of its own messages.
        if (response.url().includes('/assets/js/') && (await response.text().catch(() => '')).includes('Worker failed to load')) {
          mapLibreChunks.push(response.url());
        }
      });
      await page.waitForTimeout(500);
      assert.deepEqual(mapCode(), [], 'nothing map-related before the demo is near');
      assert.deepEqual(mapLibreChunks, [], 'no MapLibre code before the demo is near');
      const demo = page.getByRole('region', { name: /Try it/ });
      assert.ok((await renderedFeatures(demo)) > 0);
      assert.ok(mapCode().length >= 3, `MapLibre worker, basemap and Turf once it is: ${mapCode().join(', ')}`);
      assert.equal(mapLibreChunks.length, 1, 'MapLibre itself once it is');
      // Switching operation recomputes live.
      await demo.getByRole('button', { name: 'Voronoi' }).click();
      await page.waitForFunction(
        () =>
          document.querySelector('[data-map-state]')?.getAttribute('data-map-state') === 'rendered' &&
          document.body.innerText.includes('Voronoi cells'),
      );
      assert.ok((await renderedFeatures(demo)) > 0);
    });
  });

  it('runs each docs version on its own Turf: a 6.5.0 page has 6.5.0', async () => {
    const probe =
      'var has = Object.entries({ azimuthToBearing: typeof turf.azimuthToBearing, pointToPolygonDistance: typeof turf.pointToPolygonDistance });';
    const cases = [
      { path: '/docs/6.5.0/api/along', expected: ['undefined', 'undefined'] },
      { path: '/docs/7.1.0/api/along', expected: ['function', 'undefined'] },
      { path: '/docs/api/along', expected: ['function', 'function'] },
    ];
    for (const { path, expected } of cases) {
      await withPage(path, async (page) => {
        await editAndRun(page, example(page), probe);
        const result = example(page).getByRole('region', { name: 'Example result' });
        await result.getByText('Result: has').waitFor();
        const text = await result.innerText();
        assert.match(text, new RegExp(`"azimuthToBearing", "${expected[0]}"`), `${path}: ${text}`);
        assert.match(text, new RegExp(`"pointToPolygonDistance", "${expected[1]}"`), `${path}: ${text}`);
        // The console's `turf` is the page's version too.
        await page.waitForFunction(() => typeof (window as { turf?: unknown }).turf === 'object', undefined, { timeout: 15_000 });
        assert.equal(
          await page.evaluate(() => typeof (window as { turf?: { azimuthToBearing?: unknown } }).turf?.azimuthToBearing),
          expected[0],
        );
      });
    }
  });

  it('renders two maps on one page, each with its own features', async () => {
    await withPage('/docs/live-examples', async (page) => {
      assert.equal(await renderedFeatures(example(page, 0)), 2);
      assert.equal(await renderedFeatures(example(page, 1)), 3);
      assert.equal(await page.locator('[data-map-state="rendered"]').count(), 2);
    });
  });

  it('stops an endless example and keeps the page responsive', async () => {
    await withPage('/docs/api/along', async (page) => {
      await renderedFeatures(example(page));
      await editAndRun(page, example(page), 'while (true) {}');
      const started = Date.now();
      // While the example loops, the page answers at once: it runs in a worker of the sandbox frame.
      const roundTrip = Date.now();
      assert.equal(await page.evaluate(() => 1 + 1), 2);
      assert.ok(Date.now() - roundTrip < 1000, 'the page answered during the loop');
      const alert = example(page).getByRole('group', { name: 'Error' });
      await alert.waitFor({ timeout: 10_000 });
      assert.match(await alert.innerText(), /Stopped: the example ran longer than 3 s/);
      assert.ok(Date.now() - started < 8000);
      // And it runs again afterwards, on a fresh worker.
      await editAndRun(page, example(page), 'var d = turf.distance([0, 0], [0, 1]);');
      await example(page).getByText('Result: d').waitFor();
    });
  });

  it("runs examples in a sandboxed frame: an opaque origin, in a renderer process apart from the page's", async () => {
    await withPage('/docs/api/along', async (page) => {
      await renderedFeatures(example(page));
      const frame = await page.evaluate(() => {
        const element = document.querySelector<HTMLIFrameElement>('iframe[src$="/example-runner/"]');
        let readable = true;
        try {
          void element?.contentWindow?.document.title;
        } catch {
          readable = false;
        }
        return { count: document.querySelectorAll('iframe').length, sandbox: element?.getAttribute('sandbox'), readable };
      });
      assert.deepEqual(frame, { count: 1, sandbox: 'allow-scripts', readable: false });
      // DevTools lists a frame as a target of its own only when it runs in another process.
      const session = await page.context().browser()!.newBrowserCDPSession();
      const { targetInfos } = await session.send('Target.getTargets');
      await session.detach();
      const pageUrl = page.url();
      assert.ok(
        targetInfos.some((target) => target.type === 'iframe' && target.url === new URL('/example-runner/', pageUrl).href),
        JSON.stringify(targetInfos.map((target) => `${target.type} ${target.url}`)),
      );
      // The code runs with the frame's opaque origin.
      await editAndRun(page, example(page), 'var origin = self.origin;');
      await example(page).getByText('Result: origin').waitFor();
      assert.match(await example(page).getByRole('region', { name: 'Example result' }).innerText(), /"null"/);
    });
  });

  it('shows an error next to the code with its line', async () => {
    await withPage('/docs/api/along', async (page) => {
      await editAndRun(page, example(page), 'var line = turf.lineString([[0, 0], [1, 1]]);\nthrow new Error("boom");');
      const alert = example(page).getByRole('group', { name: 'Error' });
      await alert.waitFor();
      const text = await alert.innerText();
      assert.match(text, /Error: boom/);
      assert.match(text, /line 2/);
    });
  });

  it('cannot reach the network or the page from an example', async () => {
    await withPage('/docs/api/along', async (page) => {
      await editAndRun(page, example(page), 'fetch("https://example.com/")');
      await example(page)
        .getByRole('group', { name: 'Error' })
        .getByText(/cannot use fetch\(\)/)
        .waitFor();
      await editAndRun(page, example(page), 'importScripts("https://example.com/evil.js")');
      await example(page)
        .getByRole('group', { name: 'Error' })
        .getByText(/cannot use importScripts\(\)/)
        .waitFor();
      await editAndRun(page, example(page), 'document.title = "hacked"');
      await example(page)
        .getByRole('group', { name: 'Error' })
        .getByText(/document is not defined/)
        .waitFor();
      assert.notEqual(await page.title(), 'hacked');
    });
  });

  it('restyles the map for dark mode', async () => {
    await withPage('/docs/api/along', async (page) => {
      await renderedFeatures(example(page));
      const map = example(page).locator('[data-map-state]');
      const light = await meanBrightness(page, map);
      await page.locator('.navbar button[aria-label^="Switch between dark and light mode"]').first().click();
      await page.waitForSelector('[data-map-state][data-color-mode="dark"]');
      await page.waitForTimeout(300); // the repaint after the style change
      const dark = await meanBrightness(page, map);
      assert.ok(light - dark > 60, `light ${light.toFixed(0)} vs dark ${dark.toFixed(0)}`);
    });
  });

  it('round-trips the playground code and version through its URL', async () => {
    const code = 'var area = turf.area(turf.bboxPolygon([0, 0, 1, 1]));\n// & ? # ✓';
    await withPage(`/playground?version=6.5.0&code=${encodeURIComponent(code)}`, async (page) => {
      const select = page.getByLabel('Turf version');
      await page.locator('.cm-content').waitFor();
      assert.equal(await select.inputValue(), '6.5.0');
      assert.equal(await page.locator('.cm-content').innerText(), code);
      await page.getByText('Result: area').waitFor();

      const edited = 'var center = turf.center(turf.points([[0, 0], [2, 2]]));\n//addToMap\nvar addToMap = [center];';
      await select.selectOption('7.1.0');
      await page.locator('.cm-content').click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.insertText(edited);
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      await page.getByText('Result: center').waitFor();
      const url = new URL(page.url());
      assert.equal(url.searchParams.get('version'), '7.1.0');
      assert.equal(url.searchParams.get('code'), edited);

      await page.reload();
      await page.locator('.cm-content').waitFor();
      assert.equal(await page.getByLabel('Turf version').inputValue(), '7.1.0');
      assert.equal(await page.locator('.cm-content').innerText(), edited);
      await reachForStillMap(page);
      assert.equal(
        Number(
          await page
            .locator('[data-map-state="rendered"]:not([data-rendered-features="0"])')
            .getAttribute('data-rendered-features', { timeout: 20_000 }),
        ),
        1,
      );
    });
  });

  it('"Open in playground" opens the example there', async () => {
    await withPage('/docs/api/along', async (page) => {
      await example(page).getByRole('link', { name: 'Open in playground' }).click();
      await page.waitForURL(/\/playground\?/);
      await page.locator('.cm-content').waitFor();
      assert.match(await page.locator('.cm-content').innerText(), /turf\.along\(line, 200, options\)/);
      assert.equal(await page.getByLabel('Turf version').inputValue(), currentVersion.turfVersion);
    });
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`has no axe violations with a map, a result and the editor open (${mode})`, async () => {
      await withPage('/docs/api/along', async (page) => {
        if (mode === 'dark') await page.locator('.navbar button[aria-label^="Switch between dark and light mode"]').first().click();
        await renderedFeatures(example(page));
        await example(page).getByRole('button', { name: 'Edit' }).click();
        await example(page).locator('.cm-content').waitFor();
        assert.deepEqual(await axeViolations(page), []);
      });
      await withPage('/', async (page) => {
        if (mode === 'dark') await page.locator('.navbar button[aria-label^="Switch between dark and light mode"]').first().click();
        await renderedFeatures(page.getByRole('region', { name: /Try it/ }));
        assert.deepEqual(await axeViolations(page), []);
      });
      await withPage('/playground', async (page) => {
        if (mode === 'dark') await page.locator('.navbar button[aria-label^="Switch between dark and light mode"]').first().click();
        // As it loads, with its still code and map; then with the editor and MapLibre in their place.
        await page.locator('[data-map-state="still"]:not([data-rendered-features="0"])').waitFor({ timeout: 20_000 });
        assert.deepEqual(await axeViolations(page), []);
        await reachForPlaygroundEditor(page);
        await reachForStillMap(page);
        assert.deepEqual(await axeViolations(page), []);
      });
    });
  }
});
