/**
 * The page shell as a reader uses it: version switching, colour mode, the announcement bar,
 * the mobile menu and the skip link.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

import { currentVersion, docsVersions } from '../../src/data/versions';
import { useSiteUnderTest, waitForHydration } from './harness';

describe('page shell', () => {
  const { withPage } = useSiteUnderTest({ before, after });

  const versionDropdown = (page: Page) => page.locator('.navbar__items--right .dropdown', { has: page.locator('a[href="/versions"]') });

  describe('version dropdown', () => {
    it('lists the five versions, then "All versions"', async () => {
      await withPage('/docs/intro', async (page) => {
        const labels = await versionDropdown(page).locator('.dropdown__menu a').allTextContents();
        assert.deepEqual(labels, [...docsVersions.map((v) => v.label), 'All versions']);
        assert.equal((await versionDropdown(page).locator('> a').textContent())?.trim(), currentVersion.label);
      });
    });

    it('keeps you on the same page when it exists in the chosen version', async () => {
      await withPage('/docs/getting-started', async (page) => {
        await versionDropdown(page).hover();
        await versionDropdown(page).getByRole('link', { name: '7.1.0', exact: true }).click();
        await page.waitForURL('**/docs/7.1.0/getting-started');
        // The URL changes before the new route renders: wait for the dropdown to name the version.
        await versionDropdown(page)
          .locator('> a', { hasText: /^\s*7\.1\.0\s*$/ })
          .waitFor();
        await versionDropdown(page).hover();
        await versionDropdown(page).getByRole('link', { name: 'next', exact: true }).click();
        await page.waitForURL('**/docs/next/getting-started');
      });
    });

    it('falls back to the version introduction when the page does not exist there', async () => {
      await withPage('/docs/upgrade-guide', async (page) => {
        await versionDropdown(page).hover();
        await versionDropdown(page).getByRole('link', { name: '6.5.0', exact: true }).click();
        await page.waitForURL('**/docs/6.5.0/intro');
      });
    });

    it('links to the versions page', async () => {
      await withPage('/docs/intro', async (page) => {
        await versionDropdown(page).hover();
        await versionDropdown(page).getByRole('link', { name: 'All versions' }).click();
        await page.waitForURL('**/versions');
        await page.locator('main h1', { hasText: 'versions' }).waitFor();
        const rows = await page.locator('main tbody tr').count();
        assert.equal(rows, docsVersions.length);
      });
    });
  });

  describe('colour mode', () => {
    const theme = (page: Page) => page.locator('html').getAttribute('data-theme');
    const toggle = (page: Page) => page.locator('.navbar button[aria-label^="Switch between dark and light mode"]').first();

    it('starts light even when the system prefers dark', async () => {
      await withPage(
        '/',
        async (page) => {
          assert.equal(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), true);
          assert.equal(await theme(page), 'light');
        },
        { colorScheme: 'dark' },
      );
    });

    it('switches to dark and remembers it after a reload', async () => {
      await withPage('/docs/intro', async (page) => {
        await toggle(page).click();
        assert.equal(await theme(page), 'dark');
        await page.reload();
        await waitForHydration(page);
        assert.equal(await theme(page), 'dark');
        await toggle(page).click();
        assert.equal(await theme(page), 'light');
      });
    });
  });

  describe('announcement bar', () => {
    const bar = (page: Page) => page.locator('[role="banner"]', { hasText: `Turf ${currentVersion.turfVersion} is the current version` });

    it('stays dismissed after a reload', async () => {
      await withPage('/', async (page) => {
        assert.equal(await bar(page).isVisible(), true);
        await bar(page).getByRole('button', { name: 'Close' }).click();
        assert.equal(await bar(page).count(), 0);
        await page.reload();
        await waitForHydration(page);
        assert.equal(await bar(page).count(), 0);
      });
    });

    it('shows again when the announcement id changes', async () => {
      await withPage('/', async (page) => {
        await bar(page).getByRole('button', { name: 'Close' }).click();
        const storedIds = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('announcement.id')));
        assert.equal(storedIds.length, 1, 'the theme stores the dismissed announcement id');
        // A new announcement arrives with a new id: rewrite the stored id as an older one.
        await page.evaluate(() => {
          for (const key of Object.keys(localStorage)) {
            if (key.includes('announcement.id')) localStorage.setItem(key, 'an-older-announcement');
          }
        });
        await page.reload();
        await waitForHydration(page);
        await bar(page).waitFor({ state: 'visible', timeout: 5_000 });
      });
    });
  });

  describe('mobile layout', () => {
    it('opens the menu at 996 px and goes back to the main menu from the docs menu', async () => {
      await withPage(
        '/docs/getting-started',
        async (page) => {
          const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
          assert.equal(await toggle.isVisible(), true);
          await toggle.click();
          const sidebar = page.locator('.navbar-sidebar');
          await sidebar.waitFor({ state: 'visible' });
          const back = sidebar.getByRole('button', { name: '← Back to main menu' });
          assert.equal(await back.isVisible(), true);
          // The secondary menu is the docs sidebar, with the current page marked.
          // The docs panel is the one that is not inert while the secondary menu shows.
          await sidebar.locator('.navbar-sidebar__item:not([inert]) a.menu__link[aria-current="page"]').waitFor();
          await back.click();
          await sidebar.getByRole('link', { name: 'Blog' }).waitFor({ state: 'visible' });
        },
        { viewport: { width: 996, height: 800 } },
      );
    });

    it('keeps the desktop navbar above 996 px', async () => {
      await withPage(
        '/',
        async (page) => {
          assert.equal(await page.getByRole('button', { name: 'Toggle navigation bar' }).isVisible(), false);
        },
        { viewport: { width: 997, height: 800 } },
      );
    });
  });

  describe('skip link', () => {
    it('is the first stop of the keyboard and moves focus to the main content', async () => {
      await withPage('/docs/getting-started', async (page) => {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => document.activeElement?.textContent);
        assert.equal(focused, 'Skip to main content');
        await page.keyboard.press('Enter');
        // Focus stays on <main> (src/theme/SkipToContent), so the next Tab continues from inside
        // it instead of walking through the navbar and sidebar again.
        assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'MAIN');
        await page.keyboard.press('Tab');
        const next = await page.evaluate(() => ({
          inMain: Boolean(document.activeElement?.closest('main')),
          inNavbar: Boolean(document.activeElement?.closest('nav.navbar')),
        }));
        assert.deepEqual(next, { inMain: true, inNavbar: false });
      });
    });
  });

  describe('navbar', () => {
    it('hides on scroll down and comes back on scroll up', async () => {
      await withPage('/docs/getting-started', async (page) => {
        const navbar = page.locator('nav.navbar');
        await page.mouse.move(400, 400);
        // Scroll the way a reader does, in several steps: the theme compares successive positions.
        for (let step = 0; step < 5; step += 1) {
          await page.mouse.wheel(0, 300);
          await page.waitForTimeout(50);
        }
        // Hidden means moved above the viewport (the theme slides it up with a transform).
        await page.waitForFunction(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom <= 0);
        await page.mouse.wheel(0, -300);
        await page.waitForFunction(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom > 0);
        assert.equal(await navbar.isVisible(), true);
      });
    });

    it('renders the locale switcher, the search box and the footer links', async () => {
      await withPage('/', async (page) => {
        const locale = page.locator('.navbar__items--right .dropdown', { hasText: 'English' });
        assert.equal(await locale.count(), 1);
        assert.equal(await page.locator('.navbar .DocSearch-Button').isVisible(), true);
        const footerLinks = await page.locator('footer a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        for (const href of ['/docs/intro', '/docs/getting-started', '/docs/api/along', 'https://github.com/Turfjs/turf']) {
          assert.ok(footerLinks.includes(href), `footer links to ${href}`);
        }
      });
    });

    it('has the DocSearch button in the navbar', async () => {
      await withPage('/', async (page) => {
        const button = page.locator('.navbar .DocSearch-Button');
        await button.waitFor();
        assert.match((await button.getAttribute('aria-label')) ?? '', /^Search \((Control|Meta)\+k\)$/);
        assert.equal(await page.locator('.DocSearch-Modal').count(), 0);
      });
    });
  });
});
