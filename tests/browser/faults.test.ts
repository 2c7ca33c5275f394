/**
 * The site under faults a reader can meet: browser storage blocked, a page chunk that fails to
 * load during client-side navigation, a search index that arrives corrupt, and a component that
 * throws while rendering. Each test provokes the fault from outside the site's code (an init
 * script, or a request answered differently) and asserts what the reader sees.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ConsoleMessage, Locator, Page } from 'playwright-core';

import { indexFileFormat } from '../../plugins/features/search/client/indexFile';
import { docsVersions } from '../../src/data/versions';
import { openPage, useSiteUnderTest, waitForHydration } from './harness';
import { reachForPlaygroundEditor, reachForStillMap } from './live-example-helpers';

const colourModeToggle = (page: Page) => page.locator('.navbar button[aria-label^="Switch between dark and light mode"]').first();
const theme = (page: Page) => page.locator('html').getAttribute('data-theme');
/** Every page has one h1 (on some blog pages it sits in a header above <main>). */
const heading = (page: Page) => page.locator('h1').first();

/** Both crash screens: the layout's ("This page crashed.") and the app's ("This page crashed"). */
const crashText = /This page crashed/;

/**
 * Waits until the map in `scope` has drawn its features, or fails with the error the example
 * shows instead (in its result panel's Error group, or the home demo's alert).
 */
async function mapRenders(scope: Locator, what: string): Promise<number> {
  await scope.scrollIntoViewIfNeeded();
  const map = scope.locator('[data-map-state="rendered"]:not([data-rendered-features="0"])');
  const failure = scope.getByRole('alert').or(scope.getByRole('group', { name: 'Error' }));
  await map.or(failure).first().waitFor({ timeout: 20_000 });
  if (await failure.count()) assert.fail(`${what} shows an error instead of its map: ${await failure.first().textContent()}`);
  return Number(await map.getAttribute('data-rendered-features'));
}

/** Follows an internal link the way a keyboard user does: no hover, so no preload on mouseenter. */
async function followWithKeyboard(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().focus();
  await page.keyboard.press('Enter');
}

describe('browser storage blocked', () => {
  const site = useSiteUnderTest({ before, after });

  /**
   * Chromium with cookies blocked for a site throws this SecurityError on every read of
   * `window.localStorage` and `window.sessionStorage`; the init script does the same before any
   * of the page's own scripts run.
   */
  function blockStorage(): void {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(
            `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
            'SecurityError',
          );
        },
      });
    }
  }

  /** Like `withPage`, with storage blocked from the first script on, and the warnings kept. */
  async function withStorageBlocked(path: string, body: (page: Page, warnings: string[]) => Promise<void>): Promise<void> {
    const { page, report, close } = await openPage(site.browser(), site.site());
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    try {
      await page.addInitScript(blockStorage);
      await page.goto(path);
      await waitForHydration(page);
      const blocked = await page.evaluate(() => {
        try {
          return window.localStorage === undefined;
        } catch (error) {
          return (error as DOMException).name === 'SecurityError';
        }
      });
      assert.equal(blocked, true, 'reading localStorage throws a SecurityError in the page');
      await body(page, warnings);
      assert.deepEqual(report.consoleErrors, [], 'no console error or uncaught exception');
      assert.deepEqual(report.foreignRequests, []);
    } finally {
      await close();
    }
  }

  const storageWarning = /Docusaurus browser storage is not available/;

  it('renders and hydrates every kind of page, logging a warning instead of failing', async () => {
    await withStorageBlocked('/', async (page, warnings) => {
      const loadPage = async (path: string): Promise<void> => {
        warnings.length = 0;
        await page.goto(path);
        await waitForHydration(page);
      };
      const assertShown = async (path: string, expectedHeading: string): Promise<void> => {
        assert.equal((await heading(page).textContent())?.trim(), expectedHeading, path);
        assert.equal(await page.getByText(crashText).count(), 0, `${path} shows no crash screen`);
        assert.ok(
          warnings.some((text) => storageWarning.test(text)),
          `${path} warns that storage is unavailable: ${JSON.stringify(warnings)}`,
        );
      };

      // Home, with its demo map drawn once scrolled to.
      await assertShown('/', 'Turf.js');
      assert.ok((await mapRenders(page.getByRole('region', { name: /Try it/ }), 'the home demo')) > 0);

      await loadPage('/docs/intro');
      await assertShown('/docs/intro', 'Introduction');

      // API pages of the current and of an old version, with their live example's map.
      for (const path of ['/docs/api/along', '/docs/6.5.0/api/along']) {
        await loadPage(path);
        await assertShown(path, 'along');
        const features = await mapRenders(page.locator('[data-live-example]').first(), `the example of ${path}`);
        assert.equal(features, 2, `${path}: the along point and the line`);
      }

      await loadPage('/blog');
      await assertShown('/blog', 'Blog');
      const post = page.locator('main article h2 a').first();
      const [postTitle, postPath] = [(await post.textContent())?.trim() ?? '', (await post.getAttribute('href')) ?? ''];
      assert.ok(postPath.startsWith('/blog/'), postPath);
      await loadPage(postPath);
      await assertShown(postPath, postTitle);

      await loadPage('/search?q=along');
      await assertShown('/search?q=along', 'Search results for "along"');
      await page.locator('main article h2 a').first().waitFor();
      assert.equal(await page.locator('main article h2 a').first().getAttribute('href'), '/docs/api/along');

      await loadPage('/playground');
      await assertShown('/playground', 'Playground');
      await reachForPlaygroundEditor(page);
      await reachForStillMap(page);
      assert.ok((await mapRenders(page.locator('main'), 'the playground')) > 0);
    });
  });

  it('switches the colour mode for the session, keeps it across client navigation and forgets it on reload', async () => {
    await withStorageBlocked('/docs/intro', async (page) => {
      assert.equal(await theme(page), 'light');
      await colourModeToggle(page).click();
      assert.equal(await theme(page), 'dark');

      await followWithKeyboard(page, '.navbar a[href="/blog"]');
      await page.waitForURL('**/blog');
      await heading(page).filter({ hasText: 'Blog' }).waitFor();
      assert.equal(await theme(page), 'dark', 'still dark after a client-side navigation');
      await colourModeToggle(page).click();
      assert.equal(await theme(page), 'light');
      await colourModeToggle(page).click();
      assert.equal(await theme(page), 'dark');

      // Nothing could be stored, so a new page load starts from the default again.
      await page.reload();
      await waitForHydration(page);
      assert.equal(await theme(page), 'light');
    });
  });

  it('opens the search modal with its button and finds along', async () => {
    await withStorageBlocked('/docs/intro', async (page) => {
      await page.locator('.navbar .DocSearch-Button').click();
      await page.locator('.DocSearch-Input').or(page.getByText(crashText)).first().waitFor();
      if (await page.getByText(crashText).count()) {
        assert.fail(`opening the search modal crashed the page: ${(await page.locator('#__docusaurus').innerText()).slice(0, 800)}`);
      }
      await page.locator('.DocSearch-Input').fill('along');
      const firstHit = page.locator('.DocSearch-Hit a').first();
      await firstHit.waitFor();
      assert.equal(await firstHit.getAttribute('href'), '/docs/api/along');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/docs/api/along');
      await heading(page).filter({ hasText: 'along' }).waitFor();
    });
  });
});

describe('a page chunk that fails to load', () => {
  const site = useSiteUnderTest({ before, after });

  it("reloads the page when the next route's chunk fails once, and then shows that page", async () => {
    const failedLoad = /^Failed to load resource: net::ERR_FAILED$/;
    const { page, report, close } = await openPage(site.browser(), site.site(), {}, [failedLoad]);
    const warnings: string[] = [];
    const failedLoads: ConsoleMessage[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
      if (message.type() === 'error' && failedLoad.test(message.text())) failedLoads.push(message);
    });
    try {
      await page.goto('/docs/intro');
      await waitForHydration(page);
      // Lazy code of the current page has settled, so the next script request is the navigation's.
      await page.waitForLoadState('networkidle');

      let abortedChunk: string | undefined;
      let navigating = false;
      const blogChunksLoaded: string[] = [];
      await page.route('**/assets/js/*.js', async (route) => {
        const request = route.request();
        // Only a real script load (not a <link rel="prefetch">) of the navigation, and only the first one. The
        // other docs versions' route shards load as scripts when the browser is idle, which can come later than
        // networkidle: they are not the navigation's.
        const isIdleRouteShard = /\/route-shard-[^/]*\.js$/.test(new URL(request.url()).pathname);
        if (navigating && !isIdleRouteShard && request.resourceType() === 'script' && abortedChunk === undefined) {
          abortedChunk = request.url();
          await route.abort('failed');
          return;
        }
        await route.continue();
      });
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script' && response.ok()) blogChunksLoaded.push(response.url());
      });
      // A full page load removes this; client-side navigation keeps it.
      await page.evaluate(() => Object.assign(window, { loadedBeforeNavigation: true }));

      const reloaded = page.waitForEvent('load');
      navigating = true;
      await followWithKeyboard(page, '.navbar a[href="/blog"]');
      await reloaded;
      await waitForHydration(page);

      assert.ok(abortedChunk, 'the navigation requested a chunk');
      assert.ok(
        warnings.some((text) => text.includes('ChunkLoadError') && text.includes(new URL(abortedChunk!).pathname)),
        `a warning names the failed chunk: ${JSON.stringify(warnings)}`,
      );
      assert.equal(failedLoads.length, 1);
      assert.equal(failedLoads[0]!.location().url, abortedChunk, 'the only failed load is the aborted chunk');
      assert.equal(
        await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type),
        'reload',
      );
      assert.equal(await page.evaluate(() => 'loadedBeforeNavigation' in window), false, 'the document was loaded again');
      assert.equal(new URL(page.url()).pathname, '/blog');
      assert.ok(blogChunksLoaded.includes(abortedChunk!), 'the reloaded page loaded the chunk that failed');

      assert.equal((await heading(page).textContent())?.trim(), 'Blog');
      await page.locator('main article h2 a').first().waitFor();
      assert.equal(await page.getByText(crashText).count(), 0);
      assert.deepEqual(report.consoleErrors, []);
      assert.deepEqual(report.foreignRequests, []);
    } finally {
      await close();
    }
  });
});

describe('a corrupt search index', () => {
  const { withPage } = useSiteUnderTest({ before, after });

  const indexFiles = '**/search-index/docs-default-*.json';
  const modal = '.DocSearch-Modal';

  /** Answers the index requests with 200 and `corrupt(the real file)`, as a broken cache or proxy would. */
  async function corruptIndex(page: Page, corrupt: (realFile: string) => string): Promise<void> {
    await page.route(indexFiles, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: corrupt(await response.text()) });
    });
  }

  const corruptions: Array<[name: string, corrupt: (realFile: string) => string]> = [
    ['cut off half way', (realFile) => realFile.slice(0, Math.floor(realFile.length / 2))],
    ['that is valid JSON but no index', () => JSON.stringify({ hits: [] })],
    ['of another format version', (realFile) => JSON.stringify({ ...JSON.parse(realFile), format: indexFileFormat + 1 })],
    ['whose records point at pages it does not have', (realFile) => JSON.stringify({ ...JSON.parse(realFile), pages: [] })],
  ];

  async function expectErrorScreen(page: Page): Promise<void> {
    const screen = page.locator('.DocSearch-ErrorScreen');
    await screen.waitFor();
    assert.match((await screen.textContent()) ?? '', /Unable to fetch results.*You might want to check your network connection/);
  }

  for (const [name, corrupt] of corruptions) {
    it(`shows "Unable to fetch results" in the modal for an index file ${name}`, async () => {
      await withPage('/docs/intro', async (page) => {
        await corruptIndex(page, corrupt);
        await page.locator('.navbar .DocSearch-Button').click();
        await page.locator('.DocSearch-Input').fill('along');
        await expectErrorScreen(page);
      });
    });
  }

  it('keeps the site working after the error: the modal closes, the next search retries, links navigate', async () => {
    await withPage('/docs/intro', async (page) => {
      await corruptIndex(page, corruptions[0]![1]);
      await page.locator('.navbar .DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill('along');
      await expectErrorScreen(page);

      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await page.locator(modal).waitFor({ state: 'detached' });

      // The failed load is not kept: once the index arrives whole, the next search answers.
      await page.unrouteAll({ behavior: 'wait' });
      await page.locator('.navbar .DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill('along');
      const firstHit = page.locator('.DocSearch-Hit a').first();
      await firstHit.waitFor();
      assert.equal(await firstHit.getAttribute('href'), '/docs/api/along');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await page.locator(modal).waitFor({ state: 'detached' });

      await page.locator('.navbar a', { hasText: 'Blog' }).first().click();
      await page.waitForURL('**/blog');
      await heading(page).filter({ hasText: 'Blog' }).waitFor();
    });
  });

  for (const [name, corrupt] of [corruptions[0]!, corruptions[1]!]) {
    it(`shows the error message on /search for an index file ${name}, and the page stays usable`, async () => {
      await withPage('/docs/intro', async (page) => {
        await corruptIndex(page, corrupt);
        await page.goto('/search?q=along');
        await waitForHydration(page);
        const main = page.locator('main');
        const alert = main.getByRole('alert');
        await alert.waitFor();
        assert.match((await alert.textContent()) ?? '', /^Unable to fetch results\s*You might want to check your network connection\.$/);
        assert.equal((await heading(page).textContent())?.trim(), 'Search results for "along"');
        assert.equal(await main.locator('article').count(), 0, 'no results are made up');

        // Another version and another query search again (the failed load is not kept) and fail the same way.
        let indexLoaded = page.waitForResponse((response) => response.url().endsWith('/search-index/docs-default-6.5.0.json'));
        await page.getByLabel('Docs version').selectOption({ label: '6.5.0' });
        await indexLoaded;
        await alert.filter({ hasText: 'Unable to fetch results' }).waitFor();
        indexLoaded = page.waitForResponse((response) => response.url().endsWith('/search-index/docs-default-6.5.0.json'));
        await page.getByRole('searchbox', { name: 'Search' }).fill('buffer');
        await indexLoaded;
        await heading(page).filter({ hasText: 'Search results for "buffer"' }).waitFor();
        await alert.filter({ hasText: 'Unable to fetch results' }).waitFor();
        assert.equal(await main.locator('article').count(), 0);

        await page.locator('.navbar a', { hasText: 'Blog' }).first().click();
        await page.waitForURL('**/blog');
        await heading(page).filter({ hasText: 'Blog' }).waitFor();
      });
    });
  }
});

describe('a component that throws while rendering', () => {
  const site = useSiteUnderTest({ before, after });

  const provokedMessage = 'Render crash provoked by the faults test';

  /**
   * Page-side code put in front of a route chunk the test intercepts. Webpack-style chunks
   * register their modules with `self.webpackChunkturf_docs.push(...)`; this wraps that one
   * push so that every module of the chunk whose default export is a function component gets, in
   * its place, the same component behind a switch: while `window.throwWhileRendering` is true it
   * throws instead of rendering. The module's other exports (a document's metadata, table of
   * contents...) are passed through unchanged. The wrapper has no React of its own to create an
   * element with, so it calls the component as React would, and renders what it returns.
   */
  const crashableChunkPrologue = `"use strict";
(function () {
  var chunkQueue = self.webpackChunkturf_docs;
  if (!chunkQueue) return;
  var runtimePush = chunkQueue.push;
  chunkQueue.push = function (chunk) {
    chunkQueue.push = runtimePush;
    var factories = chunk[1];
    Object.keys(factories).forEach(function (moduleId) {
      var factory = factories[moduleId];
      factories[moduleId] = function (module) {
        factory.apply(this, arguments);
        var original = module.exports;
        var component = original && original.default;
        if (typeof component !== 'function' || (component.prototype && component.prototype.isReactComponent)) return;
        var crashable = { __esModule: true };
        Object.keys(original).forEach(function (key) {
          if (key !== 'default') Object.defineProperty(crashable, key, { enumerable: true, get: function () { return original[key]; } });
        });
        crashable.default = function () {
          if (window.throwWhileRendering) throw new Error(${JSON.stringify(provokedMessage)} + ' (module ' + moduleId + ')');
          return component.apply(this, arguments);
        };
        module.exports = crashable;
        (window.crashableModuleIds = window.crashableModuleIds || []).push(moduleId);
      };
    });
    return runtimePush.apply(this, arguments);
  };
})();
`;

  /**
   * Opens `from`, then follows the footer link to `to` with the switch on and the chunks that
   * navigation loads made crashable; runs `body` once a crash screen shows.
   */
  async function crashOnNavigation(
    from: string,
    to: string,
    body: (page: Page, provokedErrors: () => number) => Promise<void>,
  ): Promise<void> {
    const provoked = new RegExp(provokedMessage);
    const { page, report, close } = await openPage(site.browser(), site.site(), {}, [provoked]);
    // React logs each error a boundary catches; these are the only console errors allowed.
    let provokedErrors = 0;
    page.on('console', (message) => {
      if (message.type() === 'error' && provoked.test(message.text())) provokedErrors += 1;
    });
    try {
      await page.goto(from);
      await waitForHydration(page);
      await page.route('**/assets/js/*.js', async (route) => {
        if (route.request().resourceType() !== 'script') return route.continue();
        const response = await route.fetch();
        return route.fulfill({ response, body: crashableChunkPrologue + (await response.text()) });
      });
      await page.evaluate(() => Object.assign(window, { throwWhileRendering: true, loadedBeforeNavigation: true }));
      await followWithKeyboard(page, `footer a[href="${to}"]`);
      await page.waitForURL(`**${to}`);
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      // Chunks loaded from here on (after "Try again") are the site's own again.
      await page.unrouteAll({ behavior: 'wait' });

      assert.equal(
        await page.evaluate(() => 'loadedBeforeNavigation' in window),
        true,
        'the crash screen replaced the page without a reload',
      );
      const crashable = await page.evaluate(() => (window as unknown as { crashableModuleIds?: string[] }).crashableModuleIds ?? []);
      assert.equal(crashable.length, 1, `one component of the route was made crashable: ${crashable.join(', ')}`);
      assert.match(
        (await page.locator('#__docusaurus').textContent()) ?? '',
        new RegExp(`${provokedMessage} \\(module ${crashable[0]}\\)`),
        'the error message is shown',
      );

      assert.equal(provokedErrors, 1);
      await body(page, () => provokedErrors);
      assert.deepEqual(report.consoleErrors, []);
      assert.deepEqual(report.foreignRequests, []);
    } finally {
      await close();
    }
  }

  const stopThrowing = (page: Page) => page.evaluate(() => Object.assign(window, { throwWhileRendering: false }));

  it('shows "This page crashed." inside the layout when a document fails to render, and "Try again" brings the document back', async () => {
    await crashOnNavigation('/docs/intro', '/docs/api/along', async (page, provokedErrors) => {
      const main = page.locator('main');
      assert.equal((await main.locator('h1').textContent())?.trim(), 'This page crashed.');
      // The crash is confined to the content: the navbar and footer are still there and work.
      assert.equal(await page.locator('nav.navbar').isVisible(), true);
      assert.equal(await page.locator('footer').isVisible(), true);
      await colourModeToggle(page).click();
      assert.equal(await theme(page), 'dark');
      assert.equal(await page.locator('article h1').count(), 0, 'the document is not shown');

      // "Try again" renders the document again: while it still throws, the crash screen comes back.
      const crashedAgain = page.waitForEvent('console', {
        predicate: (message) => message.type() === 'error' && message.text().includes(provokedMessage),
      });
      await page.getByRole('button', { name: 'Try again' }).click();
      await crashedAgain;
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      assert.equal(provokedErrors(), 2);
      assert.equal(await page.locator('article h1').count(), 0);

      await stopThrowing(page);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.locator('article h1', { hasText: 'along' }).waitFor();
      assert.equal(await page.getByText(crashText).count(), 0);
      assert.equal(await page.getByRole('button', { name: 'Try again' }).count(), 0);
      assert.match((await page.locator('article').textContent()) ?? '', /Takes a LineString and returns a Point/);
      await page.waitForFunction(() => document.title === 'along | Turf.js');
    });
  });

  it('shows the "Page Error" screen when a page component fails to render, and "Try again" brings the page back', async () => {
    await crashOnNavigation('/docs/intro', '/versions', async (page) => {
      await page.waitForFunction(() => document.title === 'Page Error');
      await page.getByRole('heading', { name: 'This page crashed' }).waitFor();
      // The app-level screen still renders inside the site's layout.
      assert.equal(await page.locator('nav.navbar').isVisible(), true);

      await stopThrowing(page);
      await page.getByRole('button', { name: 'Try again' }).click();
      await heading(page).filter({ hasText: 'Turf documentation versions' }).waitFor();
      assert.equal(await page.locator('main tbody tr').count(), docsVersions.length);
      assert.equal(await page.getByText(crashText).count(), 0);
      await page.waitForFunction(() => document.title === 'Versions | Turf.js');
    });
  });
});
