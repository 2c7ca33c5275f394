/**
 * `window.turf` in the browser console is the Turf version the page documents
 * (plugins/features/live-examples/consoleTurf.ts): loaded at idle on a desktop, and on a phone only when
 * something reads `window.turf`.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { useSiteUnderTest } from './harness';

describe('Turf in the browser console', () => {
  const { withPage } = useSiteUnderTest({ before, after });

  it("is the page's own Turf on a desktop, loaded once the page is idle", async () => {
    await withPage('/docs/6.5.0/api/along', async (page) => {
      await page.waitForFunction(() => typeof (window as { turf?: { along?: unknown } }).turf?.along === 'function');
      // booleanTouches arrived in Turf 7.
      assert.equal(
        await page.evaluate(() => typeof (window as unknown as { turf: Record<string, unknown> }).turf.booleanTouches),
        'undefined',
      );
    });
    await withPage('/docs/api/along', async (page) => {
      await page.waitForFunction(() => typeof (window as { turf?: { booleanTouches?: unknown } }).turf?.booleanTouches === 'function');
    });
  });

  it('loads on a phone only when window.turf is first read, and says so', async () => {
    const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };
    await withPage(
      '/docs/6.5.0/api/along',
      async (page) => {
        const messages: string[] = [];
        page.on('console', (message) => messages.push(message.text()));
        const turfRequests: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/turf/')) turfRequests.push(new URL(request.url()).pathname);
        });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        assert.deepEqual(turfRequests, [], 'nothing loaded before window.turf is read');

        assert.equal(await page.evaluate(() => (window as { turf?: unknown }).turf), undefined);
        await page.waitForFunction(() => typeof (window as { turf?: { along?: unknown } }).turf?.along === 'function');
        assert.deepEqual(turfRequests, ['/turf/6.5.0/turf.min.js']);
        assert.equal(
          await page.evaluate(() => typeof (window as unknown as { turf: Record<string, unknown> }).turf.booleanTouches),
          'undefined',
        );
        assert.ok(messages.includes('Loading Turf 6.5.0 for the console: window.turf is ready in a moment.'), JSON.stringify(messages));
        assert.ok(
          messages.includes('window.turf is Turf 6.5.0, the version this page documents. Try turf.point([0, 0]).'),
          JSON.stringify(messages),
        );
      },
      phone,
    );
  });
});
