/** Generated API pages as a reader uses them: sidebar, signature links, version switching. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { categoryOrder } from '../../src/data/apiCategories';
import { docsVersions } from '../../src/data/versions';
import { useSiteUnderTest } from './harness';

describe('API pages', () => {
  const { withPage } = useSiteUnderTest({ before, after });

  it('opens the API sidebar at along, grouped in Turf categories', async () => {
    await withPage('/docs/api/along', async (page) => {
      const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
      const categories = await sidebar
        .locator('.menu__list > .menu__list-item > .menu__list-item-collapsible .menu__link')
        .allTextContents();
      assert.deepEqual(
        categories,
        categoryOrder.filter((label) => categories.includes(label)),
      );
      assert.equal(categories[0], 'Measurement');
      assert.ok(categories.includes('Types') && categories.includes('Constants') && categories.includes('Other'));
      const firstEntry = sidebar.locator('.menu__list .menu__list .menu__link').first();
      assert.equal(await firstEntry.textContent(), 'along');
      assert.equal(await firstEntry.getAttribute('aria-current'), 'page');
    });
  });

  it('shows the signature, parameters and install line of the page version', async () => {
    await withPage('/docs/7.1.0/api/along', async (page) => {
      const signature = (await page.locator('main pre').first().textContent()) ?? '';
      assert.match(signature, /^along\(/);
      const rows = await page.locator('main table').first().locator('tbody tr td:first-child').allInnerTexts();
      assert.deepEqual(rows, ['line', 'distance', 'options', 'options.units']);
      assert.ok((await page.locator('main').textContent())?.includes('npm install @turf/along@7.1.0'));
    });
  });

  it('lists every docs version in the version menu, each keeping the reader on along with its own install line', async () => {
    await withPage('/docs/api/along', async (page) => {
      const dropdown = page.locator('.navbar__items--right .dropdown', { has: page.locator('a[href="/versions"]') });
      await dropdown.hover();
      const labels = (await dropdown.locator('.dropdown__menu a').allTextContents()).map((label) => label.trim());
      assert.deepEqual(labels, [...docsVersions.map((version) => version.label), 'All versions']);
      for (const version of docsVersions) {
        await dropdown.hover();
        await dropdown.getByRole('link', { name: version.label, exact: true }).click();
        await page.waitForURL(`**${version.path}/api/along`);
        await page.locator('main', { hasText: `npm install @turf/along@${version.turfVersion}` }).waitFor();
      }
    });
  });

  it('links a type in the signature to its type page in the same version', async () => {
    await withPage('/docs/api/along', async (page) => {
      await page.locator('main pre a', { hasText: 'Units' }).first().click();
      await page.waitForURL('**/docs/api/types/Units');
      await page.locator('main h1', { hasText: 'Units' }).waitFor();
      assert.ok((await page.locator('main').textContent())?.includes('kilometers'));
    });
  });

  it('switches version on the same function, to the page that says when it was added where it does not exist yet', async () => {
    await withPage('/docs/api/pointToPolygonDistance', async (page) => {
      const dropdown = page.locator('.navbar__items--right .dropdown', { has: page.locator('a[href="/versions"]') });
      await dropdown.hover();
      await dropdown.getByRole('link', { name: 'next', exact: true }).click();
      await page.waitForURL('**/docs/next/api/pointToPolygonDistance');
      await dropdown.hover();
      await dropdown.getByRole('link', { name: '7.1.0', exact: true }).click();
      await page.waitForURL('**/docs/7.1.0/api/pointToPolygonDistance');
      await page.locator('main', { hasText: 'was added in Turf 7.2.0' }).waitFor();
    });
  });

  it('follows version history links to the same function in another version', async () => {
    await withPage('/docs/api/along', async (page) => {
      await page.locator('main table a[href="/docs/6.5.0/api/along"]').click();
      await page.waitForURL('**/docs/6.5.0/api/along');
      // The URL changes before the new route's chunks have rendered: wait for the content itself.
      await page.locator('main', { hasText: 'npm install @turf/along@6.5.0' }).waitFor();
    });
  });
});
