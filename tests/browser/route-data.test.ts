/**
 * Each docs version's routes load with that version's first page (plugins/delivery/route-data): a page
 * downloads its own version's routes before it hydrates, not the other four, and a client-side
 * navigation into another version fetches that version's routes and shows the page, or reloads
 * the page if they fail to load.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

import { openPage, useSiteUnderTest, waitForHydration } from './harness';

/** The route shard file names a page requested, e.g. ["route-shard-docs-6.5.0"]. */
function shardRequests(page: Page): string[] {
  const shards: string[] = [];
  page.on('request', (request) => {
    const shard = /\/(route-shard-[\w.-]+?)\.[\da-f]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (shard) shards.push(shard);
  });
  return shards;
}

describe('route shards', () => {
  const { site, browser } = useSiteUnderTest({ before, after });

  it("loads only the page's own version's routes before hydrating, and another version's on navigation", async () => {
    const { page, report, close } = await openPage(browser(), site());
    try {
      const shards = shardRequests(page);
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.documentElement?.dataset.hasHydrated !== 'true') return;
          Object.assign(window, { hydratedAt: performance.now() });
          observer.disconnect();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-has-hydrated'] });
      });
      await page.goto('/docs/7.1.0/api/along');
      await waitForHydration(page);
      // Links in view are prefetched at idle time, which may include their version's routes.
      const beforeHydration = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= (window as unknown as { hydratedAt: number }).hydratedAt)
          .map((entry) => /\/(route-shard-[\w.-]+?)\.[\da-f]+\.js$/.exec(new URL(entry.name).pathname)?.[1])
          .filter(Boolean),
      );
      assert.deepEqual(beforeHydration, ['route-shard-docs-7.1.0']);

      // A full page load removes this; client-side navigation keeps it.
      await page.evaluate(() => Object.assign(window, { loadedBeforeNavigation: true }));
      await page.locator('main table a[href="/docs/6.5.0/api/along"]').click();
      await page.locator('main', { hasText: 'npm install @turf/along@6.5.0' }).waitFor();
      assert.ok(shards.includes('route-shard-docs-6.5.0'), `requested ${JSON.stringify(shards)}`);
      assert.equal(await page.evaluate(() => 'loadedBeforeNavigation' in window), true, 'the navigation stayed client-side');

      // Back, then on into a third version, still without reloading.
      await page.goBack();
      await page.locator('main', { hasText: 'npm install @turf/along@7.1.0' }).waitFor();
      await page.locator('main table a[href="/docs/next/api/along"]').click();
      await page.locator('main', { hasText: 'npm install @turf/along@7.4.0' }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/docs/next/api/along');
      assert.equal(await page.evaluate(() => 'loadedBeforeNavigation' in window), true);
      assert.deepEqual(report.consoleErrors, []);
    } finally {
      await close();
    }
  });

  it('skips prefetching a version whose routes fail to load, and reloads the page when a link to it is followed', async () => {
    const failedLoad = /^Failed to load resource: net::ERR_FAILED$/;
    const { page, report, close } = await openPage(browser(), site(), {}, [failedLoad]);
    try {
      // The 7.0.0 routes fail while the page prefetches the links in view, and once more when the
      // reader follows one; the reloaded page gets them.
      let failing: 'until navigation' | 'once' | 'no' = 'until navigation';
      let failures = 0;
      await page.route('**/assets/js/route-shard-docs-7.0.0.*.js', async (route) => {
        if (failing === 'no') return route.continue();
        if (failing === 'once') failing = 'no';
        failures += 1;
        return route.abort('failed');
      });
      await page.goto('/docs/api/along');
      await waitForHydration(page);
      // Link prefetching waits for the page to be idle, as does the live examples' runner warm-up:
      // wait for the attempt itself, not for a quiet network, which can come first.
      for (let waited = 0; failures === 0 && waited < 15_000; waited += 100) await page.waitForTimeout(100);
      await page.waitForLoadState('networkidle');
      assert.equal(failures, 1, 'the page tried to prefetch the 7.0.0 link in view, once');

      await page.evaluate(() => Object.assign(window, { loadedBeforeNavigation: true }));
      failing = 'once';
      const reloaded = page.waitForEvent('load');
      // With the keyboard, as in faults.test.ts: a mouse hover would also preload the route, and
      // Docusaurus leaves a failed hover preload as an unhandled rejection.
      await page.locator('main table a[href="/docs/7.0.0/api/along"]').focus();
      await page.keyboard.press('Enter');
      await reloaded;
      await waitForHydration(page);
      assert.equal(failures, 2, 'the navigation asked for the 7.0.0 routes again');
      assert.equal(await page.evaluate(() => 'loadedBeforeNavigation' in window), false, 'the document was loaded again');
      assert.equal(new URL(page.url()).pathname, '/docs/7.0.0/api/along');
      await page.locator('main', { hasText: 'npm install @turf/along@7.0.0' }).waitFor();
      assert.deepEqual(report.consoleErrors, []);
    } finally {
      await close();
    }
  });
});
