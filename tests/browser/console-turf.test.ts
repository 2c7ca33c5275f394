/**
 * `window.turf` in the browser console is the Turf version the page documents
 * (plugins/features/live-examples/consoleTurf.ts): loaded at idle on a desktop, and on a phone only when
 * something reads `window.turf`.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { useSiteUnderTest } from './harness';
import { currentVersion, docsVersions } from '../../src/data/versions';
import { docsPathsAllowingEval, turfBundlesThatEvaluateStrings } from '../../plugins/features/live-examples/evalPolicy';

type TurfWindow = Window & { turf?: Record<string, unknown> };

/**
 * Loads a Turf bundle into the page with a script element, as the console's loader does, and
 * reports the policy violation it caused, if any. (Code that a test evaluates in the page through
 * DevTools is not held to the page's eval policy; a script the page loads is.)
 */
const loadBundle = (src: string) =>
  new Promise<{ violation: string | undefined; defined: boolean }>((resolve) => {
    let violation: string | undefined;
    document.addEventListener('securitypolicyviolation', (event) => (violation = `${event.effectiveDirective} ${event.blockedURI}`), {
      once: true,
    });
    delete (window as TurfWindow).turf;
    const script = document.createElement('script');
    script.src = src;
    for (const type of ['load', 'error']) {
      script.addEventListener(type, () =>
        setTimeout(() => resolve({ violation, defined: typeof (window as TurfWindow).turf?.along === 'function' }), 200),
      );
    }
    document.head.append(script);
  });

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

  it("loads every docs version's Turf under that version's policy, with no violation", async () => {
    for (const version of docsVersions) {
      await withPage(`${version.path}/api/along`, async (page) => {
        await page.waitForFunction(() => typeof (window as TurfWindow).turf?.along === 'function', undefined, { timeout: 20_000 });
      });
    }
  });

  it("evaluates strings only on the pages of the versions whose Turf needs it: Turf 6.5.0's bundle does", async () => {
    assert.deepEqual(docsPathsAllowingEval, ['/docs/6.5.0']);
    for (const turfVersion of turfBundlesThatEvaluateStrings) {
      const bundle = `/turf/${turfVersion}/turf.min.js`;
      await withPage('/docs/6.5.0/api/along', async (page) => {
        assert.deepEqual(await page.evaluate(loadBundle, bundle), { violation: undefined, defined: true });
      });
      // The claim behind the allowance: loaded into a page that forbids eval, the bundle breaks.
      for (const path of ['/docs/api/along', '/docs/7.0.0/api/along', '/playground', '/']) {
        await withPage(
          path,
          async (page) => {
            const { violation } = await page.evaluate(loadBundle, bundle);
            assert.equal(violation, 'script-src eval', path);
          },
          {},
          [/Evaluating a string as JavaScript violates|Refused to evaluate a string as JavaScript/],
        );
      }
    }
  });

  it('tells the reader to reload when a client-side navigation reaches 6.5.0 from a page that forbids eval', async () => {
    await withPage('/docs/api/along', async (page) => {
      const messages: string[] = [];
      page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
      await page.waitForFunction(() => typeof (window as TurfWindow).turf?.booleanTouches === 'function');
      // The version menu, as a reader would.
      await page.locator('.navbar .dropdown').filter({ hasText: currentVersion.label }).first().hover();
      await page.getByRole('link', { name: '6.5.0', exact: true }).first().click();
      await page.waitForURL('**/docs/6.5.0/api/along');
      await page.waitForFunction(() => (window as TurfWindow).turf === undefined);
      assert.ok(
        messages.includes(
          "info: window.turf: Turf 6.5.0 compiles code from strings as it loads, which this page's security policy allows only on pages opened under /docs/6.5.0/. Reload this page to get it.",
        ),
        JSON.stringify(messages),
      );
      await page.reload();
      await page.waitForFunction(() => typeof (window as TurfWindow).turf?.along === 'function');
      assert.equal(await page.evaluate(() => typeof (window as TurfWindow).turf?.booleanTouches), 'undefined');
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
