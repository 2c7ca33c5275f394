/**
 * Every route of the site answers in a real browser with its expected heading; unknown and
 * per-version-missing pages answer 404 with the not-found page.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { currentVersion, docsFolderOf, docsVersions, nextIsPrerelease, nextVersion } from '../../src/data/versions';
import type { Page } from 'playwright-core';

import { buildDir } from '../build/link-check/builtSite';
import { openPage, useSiteUnderTest, waitForHydration } from './harness';

/** The H1 a guide declares, read from its source so that rewording a guide keeps the test true. */
function guideTitle(versionName: string, page: string): string {
  const folder = docsFolderOf(versionName);
  const file = ['.md', '.mdx'].map((ext) => join(folder, page + ext)).find((candidate) => existsSync(candidate));
  assert.ok(file, `no source for ${versionName}/${page}`);
  const title = /^# (.+)$/m.exec(readFileSync(file, 'utf8'))?.[1];
  assert.ok(title, `${file} has no H1`);
  return title.trim();
}

function blogPostTitle(): string {
  const source = readFileSync(join('blog', '2026-11-21-website-upgrade-docusaurus.md'), 'utf8');
  const title = /^title:\s*(.+)$/m.exec(source)?.[1];
  assert.ok(title, 'blog post has a title');
  return title.trim().replace(/^(['"])(.*)\1$/, '$2');
}

const pageRoutes: Array<[path: string, heading: string | (() => string)]> = [
  ['/', 'Turf.js'],
  ['/blog', 'Blog'],
  ['/blog/archive', 'Archive'],
  ['/blog/authors', 'Authors'],
  ['/blog/tags', 'Tags'],
  ['/blog/tags/documentation', 'One post tagged with "Documentation"'],
  ['/blog/website-upgrade-docusaurus', blogPostTitle],
  ['/markdown-page', 'Markdown page'],
  ['/search', 'Search the documentation'],
  ['/search?q=buffer', 'Search results for "buffer"'],
  ['/versions', 'Turf documentation versions'],
  ['/playground', 'Playground'],
  ['/docs/api/types/Units', 'Units'],
  ['/docs/api/constants/earthRadius', 'earthRadius'],
  ['/docs/next/api/types/Grid', 'Grid'],
];

/** The browser's own line for the document's 404 status, which a not-found page always brings. */
const notFoundStatus = [/status of 404/];

describe('routes', () => {
  const { site, browser } = useSiteUnderTest({ before, after });

  /** Loads a page and reports what a reader sees first: status, heading, final address. */
  async function visit(path: string, expectedErrors: RegExp[] = []) {
    const { page, report, close } = await openPage(browser(), site(), {}, expectedErrors);
    const response = await page.goto(path, { waitUntil: 'load' });
    // Some headings (the search page's) depend on the URL's query, read once React has hydrated.
    await waitForHydration(page);
    // Exactly one h1 per page; on blog archive and tag pages it sits in a header above <main>.
    const heading = (await page.locator('h1').first().textContent())?.trim();
    const result = { status: response?.status(), heading, url: new URL(page.url()), report };
    await close();
    return result;
  }

  for (const [path, expected] of pageRoutes) {
    it(`${path} answers 200 with its heading`, async () => {
      const { status, heading, report } = await visit(path);
      assert.equal(status, 200);
      assert.equal(heading, typeof expected === 'function' ? expected() : expected);
      assert.deepEqual(report.consoleErrors, []);
      assert.deepEqual(report.foreignRequests, []);
    });
  }

  for (const version of docsVersions) {
    const pages = ['intro', 'getting-started', 'contributing', 'api/along'];
    if (version.label !== '6.5.0') pages.push('upgrade-guide');

    it(`${version.path} lands on the ${version.label} introduction`, async () => {
      const { status, heading, url } = await visit(version.path);
      assert.equal(status, 200);
      assert.equal(url.pathname, `${version.path}/intro`);
      assert.equal(heading, guideTitle(version.name, 'intro'));
    });

    it(`${version.label}: every guide and the API entry page answer 200`, async () => {
      for (const docPage of pages) {
        const { status, heading, report } = await visit(`${version.path}/${docPage}`);
        assert.equal(status, 200, `${version.path}/${docPage}`);
        assert.equal(heading, guideTitle(version.name, docPage), `${version.path}/${docPage}`);
        assert.deepEqual(report.consoleErrors, []);
      }
    });
  }

  it('has no upgrade guide in 6.5.0', async () => {
    const { status, heading, report } = await visit('/docs/6.5.0/upgrade-guide', notFoundStatus);
    assert.equal(status, 404);
    assert.equal(heading, 'Page Not Found');
    assert.deepEqual(report.consoleErrors, []);
  });

  it('answers 404 with the not-found page for an unknown path', async () => {
    const { status, heading, report } = await visit('/no/such/page', notFoundStatus);
    assert.equal(status, 404);
    assert.equal(heading, 'Page Not Found');
    assert.deepEqual(report.consoleErrors, []);
  });

  /** What a reader sees of a version's not-found page once the scripts ran: its heading, title and the version's navbar. */
  async function assertVersionNotFound(page: Page, version: (typeof docsVersions)[number]) {
    const versionMenu = '.navbar__items--right .dropdown > .navbar__link';
    await page.waitForFunction(([menu, label]) => document.querySelector(menu)?.textContent?.trim() === label, [
      versionMenu,
      version.label,
    ] as const);
    assert.equal((await page.locator('h1').first().textContent())?.trim(), 'Page Not Found');
    // The tab keeps the page's title once the scripts ran (the docs plugin's not-found content had none).
    assert.equal(await page.title(), 'Page Not Found | Turf.js');
    assert.equal(await page.locator('.navbar__items a.navbar__link', { hasText: /^API$/ }).getAttribute('href'), `${version.path}/api`);
  }

  // The page a host sends for these was rendered inside the version (plugins/content/version-not-found-pages),
  // so hydrating it finds the markup it renders: a mismatch is a console error (React #418).
  for (const version of docsVersions) {
    for (const missing of [`${version.path}/api/no-such-function`, `${version.path}/no-such-page`]) {
      it(`${missing} answers 404 with the not-found page, in ${version.label}'s navbar`, async () => {
        const { page, report, close } = await openPage(browser(), site(), {}, notFoundStatus);
        try {
          const response = await page.goto(missing);
          await waitForHydration(page);
          assert.equal(response?.status(), 404);
          await assertVersionNotFound(page, version);
          assert.equal(new URL(page.url()).pathname, missing);
          assert.deepEqual(report.consoleErrors, []);
        } finally {
          await close();
        }
      });
    }
  }

  // GitHub Pages and Vercel send the root 404.html for any unknown address. It hydrates where it was
  // rendered, without a mismatch, and then shows the asked version's not-found page.
  for (const version of docsVersions) {
    const missing = `${version.path}/api/bufer`;
    it(`${missing} served the root 404.html, as GitHub Pages does, hydrates cleanly and shows ${version.label}'s page`, async () => {
      const { page, report, close } = await openPage(browser(), site(), {}, notFoundStatus);
      try {
        const rootNotFound = readFileSync(join(buildDir, '404.html'), 'utf8');
        await page.route(`**${missing}`, (route) =>
          route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: rootNotFound }),
        );
        await page.goto(missing);
        await waitForHydration(page);
        await assertVersionNotFound(page, version);
        assert.equal(new URL(page.url()).pathname, missing);
        await page.getByRole('navigation', { name: 'Closest API pages' }).getByRole('link', { name: 'buffer', exact: true }).waitFor();
        assert.deepEqual(report.consoleErrors, []);
      } finally {
        await close();
      }
    });
  }

  // The not-found page under a version's api/ path suggests that version's closest names.
  for (const [missing, expected] of [
    ['/docs/api/bufer', '/docs/api/buffer'],
    ['/docs/6.5.0/api/booleanPointInPolygn', '/docs/6.5.0/api/booleanPointInPolygon'],
  ] as const) {
    it(`${missing} suggests ${expected} and a search`, async () => {
      const { page, report, close } = await openPage(browser(), site(), {}, notFoundStatus);
      try {
        await page.goto(missing);
        await waitForHydration(page);
        const suggestions = page.getByRole('navigation', { name: 'Closest API pages' });
        const first = suggestions.getByRole('listitem').first().getByRole('link');
        assert.equal(await first.getAttribute('href'), expected);
        const query = missing.split('/').pop()!;
        assert.equal(
          await suggestions.getByRole('link', { name: new RegExp(`^Search the documentation for .${query}.$`) }).getAttribute('href'),
          `/search?q=${query}`,
        );
        await first.click();
        await page.waitForURL((url) => url.pathname === expected);
        assert.deepEqual(report.consoleErrors, []);
      } finally {
        await close();
      }
    });
  }

  it(
    'says on /docs/next which release it shows, and nowhere "unreleased", while no prerelease is published',
    { skip: nextIsPrerelease },
    async () => {
      const { page, report, close } = await openPage(browser(), site());
      try {
        await page.goto(`${nextVersion.path}/api/along`);
        await waitForHydration(page);
        const banner = (await page.locator('.theme-doc-version-banner').textContent())?.replace(/\s+/g, ' ').trim();
        assert.equal(
          banner,
          `No Turf release newer than ${nextVersion.turfVersion} is published yet: these pages document ${nextVersion.turfVersion}, the newest release on npm.`,
        );
        assert.doesNotMatch(await page.locator('body').innerText(), /unreleased/i);
        assert.deepEqual(report.consoleErrors, []);
      } finally {
        await close();
      }
    },
  );

  it('lands on the page for an address ending in .html', async () => {
    for (const path of ['/docs/intro.html', '/docs/7.1.0/getting-started/index.html']) {
      const { status, heading, url } = await visit(path);
      assert.equal(status, 200, path);
      assert.equal(url.pathname, path.replace(/(\/index)?\.html$/, ''));
      const [, versionName, docPage] = /^\/docs\/(?:(7\.1\.0)\/)?([\w-]+)/.exec(path) ?? [];
      assert.equal(heading, guideTitle(versionName ?? currentVersion.name, docPage!), path);
    }
  });
});
