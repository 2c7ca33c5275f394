/**
 * Examples a reader changes without typing, in chromium: a vertex dragged with the mouse or moved
 * with the keyboard rewrites its numbers in the code, and the map and the result follow; undo takes
 * a drag back; code with nothing written to move shows no handle; an option set in its control is
 * written into the code and run; Share and Report a bug carry the version and the code; axe stays
 * clean with all of it on screen.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';

import { useSiteUnderTest } from './harness';
import { differingShare, example, reachForStillMap, renderedFeatures } from './live-example-helpers';
import { currentVersion } from '../../src/data/versions';

const resultText = (scope: Locator) => scope.getByRole('region', { name: 'Example result' }).innerText();
const code = (scope: Locator) => scope.locator('.cm-content').innerText();

/** Brings the pointer onto the map, which loads the editing code, and waits for the handle. */
async function handle(page: Page, scope: Locator, label: string): Promise<Locator> {
  assert.ok((await renderedFeatures(scope)) > 0);
  const map = scope.locator('[data-map-state]');
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + 10, box.y + 10);
  const button = scope.getByRole('button', { name: label, exact: true });
  await button.waitFor();
  return button;
}

/** The map's last drawing, once it has drawn again after `since`. */
async function redrawnAfter(scope: Locator, since: string | null): Promise<void> {
  await scope
    .locator('[data-map-state="rendered"]')
    .and(scope.locator(`:not([data-rendered-at="${since}"])`))
    .waitFor({ timeout: 10_000 });
}

describe('examples a reader changes on the map and in the options', () => {
  const { withPage } = useSiteUnderTest({ before, after });

  it("along: dragging the line's middle vertex rewrites it in the code, and the point and the result follow", async () => {
    await withPage('/docs/api/along', async (page) => {
      const along = example(page);
      const vertex = await handle(page, along, 'line, vertex 2 of 3');
      for (const label of ['line, vertex 1 of 3', 'line, vertex 3 of 3'])
        assert.ok(await along.getByRole('button', { name: label }).isVisible());
      const resultBefore = await resultText(along);
      const drawnBefore = await along.locator('[data-map-state]').getAttribute('data-rendered-at');
      const box = (await vertex.boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let step = 1; step <= 10; step++) await page.mouse.move(x + step * 8, y + step * 4);
      await page.mouse.up();

      // The code: the dragged vertex's numbers, nothing else.
      await along.locator('.cm-content').waitFor();
      const after = await code(along);
      const moved = /lineString\(\[\[-83, 30\], \[(-?\d+(?:\.\d+)?), (-?\d+(?:\.\d+)?)\], \[-78, 41\]\]\)/.exec(after);
      assert.ok(moved, after);
      const [lng, lat] = [Number(moved[1]), Number(moved[2])];
      assert.ok(lng > -84 && lat < 36, `moved right (east) and down (south): ${lng}, ${lat}`);
      // The result and the map follow.
      await redrawnAfter(along, drawnBefore);
      await page.waitForFunction(() => {
        const text = document.querySelector('[data-live-example] section[aria-label="Example result"]')?.textContent ?? '';
        return /Result/.test(text) && !/-83\.46086/.test(text);
      });
      const resultAfter = await resultText(along);
      assert.notEqual(resultAfter, resultBefore);
      assert.doesNotMatch(resultAfter, /-83\.46086/, 'the along point is no longer where the original line put it');
      // The editor did not take the focus from the map.
      assert.equal(await page.evaluate(() => document.activeElement?.closest('.cm-editor') ?? null), null);

      // Undo in the editor takes the drag back, and the result follows again.
      await along.locator('.cm-content').click();
      await page.keyboard.press('ControlOrMeta+Z');
      await page.waitForFunction(() => document.querySelector('[data-live-example] .cm-content')?.textContent?.includes('[-84, 36]'));
      await page.waitForFunction(() =>
        /-83\.46086/.test(document.querySelector('[data-live-example] section[aria-label="Example result"]')?.textContent ?? ''),
      );
      assert.equal(await vertex.getAttribute('aria-label'), 'line, vertex 2 of 3');
    });
  });

  it('along: while a vertex is dragged, its result is drawn where MapLibre draws it once the pointer lets go', async (t) => {
    await withPage('/docs/api/along', async (page) => {
      const along = example(page);
      const vertex = await handle(page, along, 'line, vertex 2 of 3');
      const map = along.locator('[data-map-state]');
      const picture = along.locator('[data-drag-picture]');
      const shot = async () => page.screenshot({ clip: (await map.boundingBox())! });
      const box = (await vertex.boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      // A first drag opens the editor over the map: the page settles before the pictures are compared.
      const firstDrawn = await map.getAttribute('data-rendered-at');
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + 4, y + 4);
      await page.mouse.up();
      await redrawnAfter(along, firstDrawn);
      await picture.locator('svg').waitFor({ state: 'detached' });
      await page.waitForTimeout(500);
      // Letting go of a handle is a click over the line its vertex is on: the line's popup must not open.
      assert.equal(await along.locator('.maplibregl-popup').count(), 0, 'no popup after letting go of a handle');
      const start = await shot();
      await page.mouse.move(x + 4, y + 4);
      await page.mouse.down();
      for (let step = 1; step <= 6; step++) await page.mouse.move(x + 4 + step * 10, y + 4 + step * 6);
      // Still held: the line and the along point are drawn in SVG over the map.
      await picture.locator('circle').first().waitFor();
      assert.equal(await picture.locator('circle').count(), 1, 'the along point, once');
      assert.equal(await picture.locator('path').count(), 1, 'the line, once');
      await page.waitForTimeout(300);
      const held = await shot();
      const drawnBefore = await map.getAttribute('data-rendered-at');
      await page.mouse.up();
      // Let go: MapLibre draws the same result and the picture goes.
      await redrawnAfter(along, drawnBefore);
      await picture.locator('svg').waitFor({ state: 'detached' });
      await page.waitForTimeout(300);
      const released = await shot();
      const moved = await differingShare(page, start, held);
      const handedOver = await differingShare(page, held, released);
      t.diagnostic(
        `the drag changed ${(moved * 100).toFixed(2)}% of the map's pixels; the hand-over to MapLibre ${(handedOver * 100).toFixed(2)}%`,
      );
      assert.ok(moved > 0.002, `the drawn result moved with the vertex (${(moved * 100).toFixed(2)}% of the pixels)`);
      assert.ok(handedOver < moved / 5, `MapLibre drew the result where the picture did (${(handedOver * 100).toFixed(2)}% differ)`);
      assert.ok((await renderedFeatures(along)) > 0);
    });
  });

  it('along: a vertex moved with arrow keys is rewritten, announced and run; Shift moves it farther', async () => {
    await withPage('/docs/api/along', async (page) => {
      const along = example(page);
      // By keyboard alone: Tab reaches the map, whose focus loads the handles; Tab again reaches them.
      await along.getByRole('button', { name: 'Edit' }).focus();
      const map = along.locator('.maplibregl-canvas');
      await map.focus();
      const vertex = along.getByRole('button', { name: 'line, vertex 1 of 3', exact: true });
      await vertex.waitFor();
      await vertex.focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => !document.querySelector('[data-live-example] .cm-content')?.textContent?.includes('[-83, 30]'));
      const once = await code(along);
      const [, lng1] = /lineString\(\[\[(-8\d(?:\.\d+)?), 30\]/.exec(once) ?? [];
      assert.ok(lng1 && Number(lng1) > -83, `moved east, latitude kept: ${once}`);
      const status = along.getByRole('status');
      await page.waitForFunction(() =>
        /^line, vertex 1 of 3 moved to -8\d(\.\d+)?, 30\. Result of along: a Feature\./.test(
          document.querySelector('[data-live-example] section[aria-label="Example result"] [role="status"]')?.textContent ?? '',
        ),
      );
      assert.match((await status.textContent())!, /1 layer|2 layers/);

      await page.keyboard.press('Shift+ArrowUp');
      await page.waitForFunction(
        () => !/\[\[-8\d(\.\d+)?, 30\]/.test(document.querySelector('[data-live-example] .cm-content')?.textContent ?? ''),
      );
      const [, , lat2] = /lineString\(\[\[(-8\d(?:\.\d+)?), (\d+(?:\.\d+)?)\]/.exec(await code(along)) ?? [];
      assert.ok(lat2 && Number(lat2) > 30, `Shift+ArrowUp moved north: ${lat2}`);
      assert.equal(
        await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
        'line, vertex 1 of 3',
        'the focus stays on the handle',
      );
    });
  });

  it('code with no written coordinates still runs, and shows no handle', async () => {
    const code = 'var points = turf.randomPoint(20);\nvar hull = turf.convex(points);\n\n//addToMap\nvar addToMap = [points, hull];';
    await withPage(`/playground?version=7.4.0&code=${encodeURIComponent(code)}`, async (page) => {
      // The pointer on the map brings MapLibre in and loads the editing code.
      await reachForStillMap(page);
      await page.locator('[data-movable-vertices="0"]').waitFor();
      assert.equal(await page.locator('.maplibregl-marker').count(), 0);
      assert.match(await page.getByRole('region', { name: 'Example result' }).innerText(), /Result/);
    });
  });

  it('along: choosing other units in the options rewrites the code, runs it, and says so', async () => {
    await withPage('/docs/api/along', async (page) => {
      const along = example(page);
      assert.ok((await renderedFeatures(along)) > 0);
      await along.getByRole('region', { name: 'Example result' }).getByText('Result').waitFor();
      const before = await resultText(along);
      await along.getByText('Options', { exact: true }).click();
      const units = along.getByRole('group', { name: 'Options of along' }).getByLabel('units');
      await units.waitFor();
      assert.equal(await units.inputValue(), 'miles', 'the control shows what the code passes');
      await units.selectOption('kilometers');
      await page.waitForFunction(() =>
        document.querySelector('[data-live-example] .cm-content')?.textContent?.includes("var options = {units: 'kilometers'};"),
      );
      await page.waitForFunction(() =>
        /^units set to kilometers\. Result of along: a Feature\./.test(
          document.querySelector('[data-live-example] section[aria-label="Example result"] [role="status"]')?.textContent ?? '',
        ),
      );
      const after = await resultText(along);
      assert.notEqual(after, before, '200 kilometres along is not 200 miles along');
      assert.doesNotMatch(after, /-83\.46086/);
    });
  });

  it('Share copies a link that reopens the same code and version in the playground', async () => {
    await withPage(
      '/docs/7.2.0/api/along',
      async (page) => {
        const along = example(page);
        const vertex = await handle(page, along, 'line, vertex 3 of 3');
        await vertex.focus();
        await page.keyboard.press('ArrowDown');
        await page.waitForFunction(() => !document.querySelector('[data-live-example] .cm-content')?.textContent?.includes('[-78, 41]'));
        const moved = await along.locator('.cm-content').evaluate((content) => (content as HTMLElement).innerText);
        await along.getByRole('button', { name: 'Share' }).click();
        await along.getByText('Link copied.').waitFor();
        const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
        assert.equal(link.origin, 'https://turfjs.org');
        await page.goto(link.pathname + link.search);
        await page.locator('.cm-content').waitFor();
        assert.equal(await page.getByLabel('Turf version').inputValue(), '7.2.0');
        assert.equal(
          (await page.locator('.cm-content').evaluate((content) => (content as HTMLElement).innerText)).replace(/\n+/g, '\n'),
          moved.replace(/\n+/g, '\n'),
        );
      },
      { permissions: ['clipboard-read', 'clipboard-write'] },
    );
  });

  it('Report a bug opens a new Turf issue with the version, the code, its result and the share link', async () => {
    await withPage('/docs/api/along', async (page) => {
      const along = example(page);
      assert.ok((await renderedFeatures(along)) > 0);
      await along.getByRole('region', { name: 'Example result' }).getByText('Result').waitFor();
      const report = along.getByRole('link', { name: /Report a bug/ });
      assert.equal(await report.getAttribute('target'), '_blank');
      await report.focus();
      const href = new URL((await report.getAttribute('href'))!);
      assert.equal(href.origin + href.pathname, 'https://github.com/Turfjs/turf/issues/new');
      const title = href.searchParams.get('title')!;
      const body = href.searchParams.get('body')!;
      assert.match(title, new RegExp(`Turf ${currentVersion.turfVersion.replaceAll('.', '\\.')}`));
      assert.match(body, new RegExp(`\\*\\*Turf version:\\*\\* ${currentVersion.turfVersion.replaceAll('.', '\\.')}`));
      assert.ok(body.includes('var line = turf.lineString([[-83, 30], [-84, 36], [-78, 41]]);'), body);
      assert.match(body, /\*\*Result of `along`:\*\*\n```\n\{"type":"Feature"/);
      const share = /\*\*Run it in the playground:\*\* (\S+)/.exec(body)?.[1];
      assert.ok(share, body);
      const shared = new URL(share);
      assert.equal(shared.searchParams.get('version'), currentVersion.turfVersion);
      assert.ok(shared.searchParams.get('code')?.includes('turf.along(line, 200, options)'));
      assert.ok(href.href.length <= 8000);
    });
  });

  it('axe finds nothing with the handles on screen, light and dark', async () => {
    await withPage('/docs/api/buffer', async (page) => {
      const scope = example(page);
      await handle(page, scope, 'point, point');
      await scope.getByText('Options', { exact: true }).click();
      await scope.getByRole('group', { name: 'Options of buffer' }).waitFor();
      for (const mode of ['light', 'dark'] as const) {
        await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
        const violations = (await new AxeBuilder({ page }).include('[data-live-example]').analyze()).violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
        assert.deepEqual(violations, [], mode);
      }
    });
  });
});
