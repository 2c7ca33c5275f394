/**
 * No dead ends under /docs/{version}/api: every name any version knows answers in every version
 * (its page, a redirect, or a short page saying where the function is), old `/docs/#name` links
 * land on the function, and each version has an API index with filters kept in the URL.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

import { currentVersion, docsVersions } from '../../src/data/versions';
import { openPage, useSiteUnderTest, waitForHydration } from './harness';

const versionMenu = (page: Page) => page.locator('.navbar__items--right .dropdown', { has: page.locator('a[href="/versions"]') });
const main = (page: Page) => page.locator('main');

describe('every name in every version', () => {
  const { withPage, site, browser } = useSiteUnderTest({ before, after });

  /** Opens a stand-in page and checks what every stand-in shares: its name, noindex, and no sidebar entry. */
  async function standIn(path: string, body: (page: Page) => Promise<void>) {
    await withPage(path, async (page) => {
      const name = path.split('/').pop()!;
      assert.equal((await page.locator('main h1').textContent())?.trim(), name);
      assert.equal(await page.locator('head meta[name="robots"]').getAttribute('content'), 'noindex');
      assert.equal(await page.locator(`nav[aria-label="Docs sidebar"] a[href="${path}"]`).count(), 0, `${path} is in the sidebar`);
      await body(page);
    });
  }

  for (const [path, first] of [
    ['/docs/6.5.0/api/azimuthToBearing', '7.1.0'],
    ['/docs/7.0.0/api/azimuthToBearing', '7.1.0'],
    ['/docs/7.1.0/api/pointToPolygonDistance', '7.2.0'],
    ['/docs/7.2.0/api/directionalMean', '7.3.5'],
  ] as const) {
    it(`${path} says it was added in Turf ${first} and links there`, async () => {
      await standIn(path, async (page) => {
        await main(page)
          .filter({ hasText: `was added in Turf ${first}` })
          .waitFor();
        const name = path.split('/').pop();
        const firstVersion = docsVersions.find((version) => version.turfVersion === first)!;
        assert.equal(await page.locator(`article a[href="${firstVersion.path}/api/${name}"]`).count(), 1);
      });
    });
  }

  for (const path of ['/docs/api/radians2degrees', '/docs/7.0.0/api/radians2degrees']) {
    it(`${path} says it was removed in Turf 7.0.0 and names its replacement in that version`, async () => {
      await standIn(path, async (page) => {
        await main(page).filter({ hasText: 'was removed in Turf 7.0.0' }).waitFor();
        const versionPath = path.replace(/\/api\/.*$/, '');
        await main(page).locator(`a[href="${versionPath}/api/radiansToDegrees"]`).click();
        await page.waitForURL(`**${versionPath}/api/radiansToDegrees`);
        await page.locator('main h1', { hasText: /^radiansToDegrees$/ }).waitFor();
      });
    });
  }

  for (const [path, packageName] of [
    ['/docs/6.5.0/api/booleanValid', '@turf/boolean-valid'],
    ['/docs/6.5.0/api/booleanConcave', '@turf/boolean-concave'],
  ] as const) {
    it(`${path} tells how to install ${packageName} at 6.5.0, since @turf/turf 6.5.0 lacks it`, async () => {
      await standIn(path, async (page) => {
        const text = (await main(page).textContent()) ?? '';
        assert.ok(text.includes(`npm install ${packageName}@6.5.0`), text);
        assert.ok(text.includes(`from "${packageName}"`), text);
        assert.ok(text.includes('does not include'), text);
      });
    });
  }

  for (const path of ['/docs/api/pt', '/docs/next/api/pt']) {
    it(`${path} says pt was an internal helper and links the last version that documented it`, async () => {
      await standIn(path, async (page) => {
        await main(page).filter({ hasText: 'was an internal helper' }).waitFor();
        await main(page).locator('a[href="/docs/7.1.0/api/pt"]').click();
        await page.waitForURL('**/docs/7.1.0/api/pt');
        await main(page).filter({ hasText: 'Internal helper' }).waitFor();
      });
    });
  }

  for (const [alias, target] of [
    ['/docs/6.5.0/api/radians2degrees', '/docs/6.5.0/api/radiansToDegrees'],
    ['/docs/6.5.0/api/bezier', '/docs/6.5.0/api/bezierSpline'],
    ['/docs/api/geojsonRbush', '/docs/api/rbush'],
    ['/docs/7.0.0/api/geojsonRbush', '/docs/7.0.0/api/rbush'],
  ] as const) {
    it(`${alias} opens ${target} when loaded`, async () => {
      const { page, report, close } = await openPage(browser(), site());
      try {
        await page.goto(alias);
        await page.waitForURL(`**${target}`);
        await waitForHydration(page);
        await page.locator('main h1', { hasText: new RegExp(`^${target.split('/').pop()}$`) }).waitFor();
        assert.deepEqual(report.consoleErrors, []);
      } finally {
        await close();
      }
    });
  }

  it('keeps the reader on the same name through the version menu, through removals and aliases', async () => {
    await withPage('/docs/api/azimuthToBearing', async (page) => {
      for (const version of docsVersions) {
        await versionMenu(page).hover();
        assert.equal(
          await versionMenu(page).getByRole('link', { name: version.label, exact: true }).getAttribute('href'),
          `${version.path}/api/azimuthToBearing`,
        );
      }
    });
    await withPage('/docs/api/radians2degrees', async (page) => {
      // 6.5.0 has it as an alias: the menu's link redirects, client-side, to the function it stands for.
      await versionMenu(page).hover();
      await versionMenu(page).getByRole('link', { name: '6.5.0', exact: true }).click();
      await page.waitForURL('**/docs/6.5.0/api/radiansToDegrees');
      await page.locator('main h1', { hasText: /^radiansToDegrees$/ }).waitFor();
    });
  });
});

describe('old #name links', () => {
  const { site, browser } = useSiteUnderTest({ before, after });

  /**
   * Loads `path` and reports where it ends, and, for each document left on the way, whether its
   * <main> had been parsed (and could paint) or the site's scripts had started when it was left.
   */
  async function follow(path: string, expected: string) {
    const { page, report, close } = await openPage(browser(), site());
    await page.addInitScript(() => {
      window.addEventListener('pagehide', () => {
        const seen = { main: document.querySelector('main') !== null, scripts: 'docusaurus' in window };
        sessionStorage.setItem(`left ${location.pathname}${location.hash}`, JSON.stringify(seen));
      });
    });
    try {
      await page.goto(path);
      await page.waitForURL((url) => `${url.pathname}${url.hash}` === expected);
      await waitForHydration(page);
      const heading = (await page.locator('h1').first().textContent())?.trim();
      const left = await page.evaluate(() =>
        Object.keys(sessionStorage)
          .filter((key) => key.startsWith('left '))
          .map((key) => [key.slice('left '.length), JSON.parse(sessionStorage.getItem(key)!)] as const),
      );
      assert.deepEqual(report.consoleErrors, []);
      return { heading, left };
    } finally {
      await close();
    }
  }

  for (const [path, expected] of [
    ['/docs/#along', '/docs/api/along'],
    ['/docs#booleanPointInPolygon', '/docs/api/booleanPointInPolygon'],
    ['/docs/7.1.0/#along', '/docs/7.1.0/api/along'],
    ['/docs/api#along', '/docs/api/along'],
    ['/docs/6.5.0/api#bezier', '/docs/6.5.0/api/bezierSpline'],
  ] as const) {
    it(`${path} lands on ${expected} before anything of the page it named runs`, async () => {
      const { heading, left } = await follow(path, expected);
      assert.equal(heading, expected.split('/').pop());
      // The page named in the link was left from its head: nothing of its content parsed, none of its scripts started.
      const named = path.replace(/\/(?=#)/, '');
      const first = left.find(([address]) => address.replace(/\/(?=#)/, '') === named);
      assert.ok(first, `${path} was never left: ${JSON.stringify(left)}`);
      assert.deepEqual(first[1], { main: false, scripts: false });
    });
  }

  it('sends an unknown #name to the API index, and a bare version root to the introduction', async () => {
    assert.equal((await follow('/docs/#noSuchFunction', '/docs/api#noSuchFunction')).heading, `Turf ${currentVersion.label} API reference`);
    assert.ok((await follow('/docs/7.0.0', '/docs/7.0.0/intro')).heading);
  });
});

describe('API index', () => {
  const { withPage, site, browser } = useSiteUnderTest({ before, after });

  const listed = (page: Page) => page.locator('main dl dt a').allTextContents();

  it('is server-rendered: every function of the version, grouped by category, with no script at all', async () => {
    const { page, close } = await openPage(browser(), site(), { javaScriptEnabled: false });
    try {
      await page.goto('/docs/api');
      assert.equal((await page.locator('main h1').textContent())?.trim(), `Turf ${currentVersion.label} API reference`);
      const names = await listed(page);
      assert.ok(names.length > 150, `${names.length} functions`);
      assert.ok(names.includes('along') && names.includes('pointToPolygonDistance'));
      // The index lists the version's own functions only: 6.5.0's removed aliases are stand-ins.
      assert.ok(!names.includes('radians2degrees'));
      assert.equal(await page.locator('main h2#measurement').count(), 1);
      assert.equal(await page.locator('main dl a[href="/docs/api/along"]').count(), 1);
    } finally {
      await close();
    }
  });

  it('is the navbar API item and the first entry of the API sidebar, in every version', async () => {
    for (const version of docsVersions) {
      await withPage(`${version.path}/api/along`, async (page) => {
        assert.equal(await page.locator('.navbar__items a.navbar__link', { hasText: /^API$/ }).getAttribute('href'), `${version.path}/api`);
        const firstEntry = page.locator('nav[aria-label="Docs sidebar"] .menu__link').first();
        assert.equal((await firstEntry.textContent())?.trim(), 'All functions');
        assert.equal(await firstEntry.getAttribute('href'), `${version.path}/api`);
      });
    }
  });

  it('filters by the GeoJSON a function takes and returns, and keeps the filter in the URL', async () => {
    await withPage('/docs/api', async (page) => {
      const all = (await listed(page)).length;
      await page.getByLabel('Takes').selectOption('Polygon');
      await page.getByLabel('Returns').selectOption('Point');
      await page.waitForURL((url) => url.search === '?takes=Polygon&returns=Point');
      const names = await listed(page);
      for (const name of ['centroid', 'center', 'pointOnFeature']) assert.ok(names.includes(name), `${name} missing from ${names}`);
      for (const name of ['lineToPolygon', 'clone', 'bbox', 'along']) assert.ok(!names.includes(name), `${name} listed`);
      assert.match(
        (await page.locator('main [aria-live="polite"]').textContent()) ?? '',
        new RegExp(`^${names.length} of ${all} functions$`),
      );
      // Reloaded, the same filtered list: the state is the URL's.
      await page.reload();
      await waitForHydration(page);
      await page.waitForFunction((count) => document.querySelectorAll('main dl dt a').length === count, names.length);
      assert.equal(await page.getByLabel('Takes').inputValue(), 'Polygon');
    });
  });

  it('filters by words in the name, the summary or a deprecated alias, and clears', async () => {
    await withPage('/docs/6.5.0/api', async (page) => {
      await page.getByLabel('Filter by name or description').fill('bezier');
      await page.waitForURL((url) => url.search === '?q=bezier');
      assert.deepEqual(await listed(page), ['bezierSpline']);
      await page.getByLabel('Filter by name or description').fill('zzzz nothing');
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.waitForURL((url) => url.search === '');
      assert.ok((await listed(page)).length > 150);
      assert.ok(await page.getByLabel('Filter by name or description').evaluate((input) => input === document.activeElement));
    });
  });
});
