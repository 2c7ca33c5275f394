/**
 * Search in chromium, on the index the build writes: DocSearch's modal opened by its shortcuts,
 * results from the page's own docs version, recent searches and favourites, the error screen,
 * the /search page, and markup in a query shown as text. The harness fails any test whose page
 * logs a console error or requests anything from another host.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

import { readFileSync } from 'node:fs';
import path from 'node:path';

import { useSiteUnderTest } from './harness';
import { buildDir } from '../build/link-check/builtSite';
import { modalRequest, shownAddresses } from '../../bench/search-quality/modalOrder';
import { unpackIndexFile } from '../../plugins/features/search/client/indexFile';
import { docsTagOf, indexDirectory, indexFileName } from '../../plugins/features/search/client/indexLocation';
import { createLocalSearchClient } from '../../plugins/features/search/client/localSearchClient';
import { maxQueryLength } from '../../plugins/features/search/client/queryLength';
import { currentVersion } from '../../src/data/versions';

const modal = '.DocSearch-Modal';
const input = '.DocSearch-Input';

async function assertNoAxeViolations(page: Page, label?: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  assert.deepEqual(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    [],
    label,
  );
}

async function useColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  if (mode === 'dark') await page.locator('.navbar button[aria-label^="Switch between dark and light mode"]').first().click();
}

async function openWithShortcut(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await page.locator(input).waitFor();
}

async function hrefsOfHits(page: Page): Promise<string[]> {
  await page.locator('.DocSearch-Hit a').first().waitFor();
  return page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

async function typeQuery(page: Page, query: string): Promise<string[]> {
  await page.locator(input).fill(query);
  await page.waitForFunction((q) => {
    const first = document.querySelector('.DocSearch-Hit a, .DocSearch-NoResults');
    return first !== null && (document.querySelector('.DocSearch-Input') as HTMLInputElement).value === q;
  }, query);
  return hrefsOfHits(page);
}

describe('search', () => {
  const { withPage } = useSiteUnderTest({ before, after });

  it('loads neither the modal code nor an index before the first intent to search, then both on hover', async () => {
    await withPage('/docs/api/buffer', async (page) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      await page.waitForTimeout(500);
      assert.deepEqual(
        requests.filter((path) => path.includes('search-index')),
        [],
      );
      assert.equal(
        await page.evaluate(() => document.querySelector('link[rel="preconnect"]')),
        null,
        'no preconnect hint to a search host',
      );
      const indexLoaded = page.waitForRequest((request) =>
        request.url().endsWith(`/search-index/docs-default-${currentVersion.name}.json`),
      );
      await page.locator('.DocSearch-Button').hover();
      await indexLoaded;
    });
  });

  it('opens with Ctrl+K, Meta+K and "/" outside inputs, and closes with Escape and a click outside', async () => {
    await withPage('/docs/api/buffer', async (page) => {
      await openWithShortcut(page, 'Control+k');
      assert.equal(await page.locator(input).getAttribute('placeholder'), 'Search docs');
      await page.keyboard.press('Escape');
      await page.locator(modal).waitFor({ state: 'detached' });

      await openWithShortcut(page, 'Meta+k');
      await page.mouse.click(5, 700); // the backdrop, outside the modal
      await page.locator(modal).waitFor({ state: 'detached' });

      await openWithShortcut(page, '/');
      assert.equal(await page.locator(input).inputValue(), '', 'the "/" is not typed into the query');
      await page.keyboard.press('Escape');
      await page.locator(modal).waitFor({ state: 'detached' });
    });
    await withPage('/playground', async (page) => {
      // "/" typed in an editor or input stays there.
      await page.locator('select').first().focus();
      await page.keyboard.press('/');
      await page.waitForTimeout(300);
      assert.equal(await page.locator(modal).count(), 0);
    });
  });

  it('shows the along page of the current version first, groups by section and navigates on Enter', async () => {
    await withPage('/docs/api/buffer', async (page) => {
      await openWithShortcut(page, 'Control+k');
      const hrefs = await typeQuery(page, 'along');
      assert.equal(hrefs[0], '/docs/api/along');
      // The first pages in rank order under one heading, then the others by section.
      const sections = await page.locator('.DocSearch-Hit-source').allTextContents();
      assert.equal(sections[0], 'Best matches');
      assert.ok(sections.slice(1).includes('Measurement'), sections.join(' | '));
      assert.match((await page.locator('.DocSearch-HitsFooter').textContent()) ?? '', /^See all \d+ results$/);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/docs/api/along');
      await page.locator('article h1', { hasText: 'along' }).waitFor();
    });
  });

  it('answers from 7.1.0 on a 7.1.0 page', async () => {
    await withPage('/docs/7.1.0/api/buffer', async (page) => {
      await openWithShortcut(page, 'Control+k');
      const hrefs = await typeQuery(page, 'along');
      assert.equal(hrefs[0], '/docs/7.1.0/api/along');
      const docs = hrefs.filter((href) => href.startsWith('/docs'));
      assert.ok(docs.length > 3);
      for (const href of docs) assert.ok(href.startsWith('/docs/7.1.0/'), href);
    });
  });

  it('finds a function from a misspelling and a task, and guide and blog content', async () => {
    await withPage('/docs/intro', async (page) => {
      await openWithShortcut(page, 'Control+k');
      assert.equal((await typeQuery(page, 'buffr'))[0], '/docs/api/buffer');
      assert.equal((await typeQuery(page, 'point in polygon'))[0], '/docs/api/booleanPointInPolygon');
      assert.ok((await typeQuery(page, 'docusaurus')).some((href) => href.startsWith('/blog/website-upgrade-docusaurus')));
      assert.ok((await typeQuery(page, 'playground')).some((href) => href.startsWith('/docs/live-examples')));
    });
  });

  it('reads two words typed as one, even as the last word, where no word of the site begins with them', async () => {
    await withPage('/docs/intro', async (page) => {
      await openWithShortcut(page, 'Control+k');
      // Each found nothing while it was searched only as the start of a longer word.
      assert.match((await typeQuery(page, 'webworkers'))[0]!, /^\/docs\/getting-started(#|$)/);
      assert.match((await typeQuery(page, 'boundingbox'))[0]!, /^\/docs\/api\/bbox(#|$)/);
      assert.match((await typeQuery(page, 'webmercator'))[0]!, /^\/docs\/api\/toMercator(#|$)/);
    });
  });

  it('keeps a chosen hit in recent searches, which can be favourited and removed', async () => {
    await withPage('/docs/intro', async (page) => {
      await openWithShortcut(page, 'Control+k');
      // DocSearch 4 shows an empty start screen (it dropped v3's "No recent searches" line).
      assert.equal(await page.locator('.DocSearch-Hit').count(), 0);
      await typeQuery(page, 'voronoi');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/docs/api/voronoi');
      await page.locator(modal).waitFor({ state: 'detached' });
      await page.waitForFunction(() => !document.body.classList.contains('DocSearch--active'));

      await page.locator('.DocSearch-Button').click();
      await page.locator(input).waitFor();
      const recent = page.locator('.DocSearch-Hit', { hasText: 'voronoi' });
      await recent.waitFor();
      assert.match((await page.locator('.DocSearch-Hit-source').first().textContent()) ?? '', /Recent/);

      await recent.hover();
      await recent.locator('button[title="Save this search"]').click();
      await page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' }).waitFor();
      const favourite = page.locator('.DocSearch-Hit', { hasText: 'voronoi' });
      await favourite.hover();
      await favourite.locator('button[title="Remove this search from favorites"]').click();
      await page.locator('.DocSearch-Hit').first().waitFor({ state: 'detached' });
      assert.equal(
        await page.evaluate(
          () => Object.keys(localStorage).filter((key) => key.startsWith('__DOCSEARCH_') && localStorage.getItem(key) !== '[]').length,
        ),
        0,
      );
    });
  });

  it('clears the query on the first Escape and closes on the second', async () => {
    await withPage('/docs/intro', async (page) => {
      await openWithShortcut(page, 'Control+k');
      await typeQuery(page, 'bbox');
      await page.keyboard.press('Escape');
      assert.equal(await page.locator(input).inputValue(), '');
      assert.equal(await page.locator(modal).count(), 1);
      await page.keyboard.press('Escape');
      await page.locator(modal).waitFor({ state: 'detached' });
    });
  });

  it('starts from the selected text, and limits the query to what the client searches', async () => {
    await withPage('/docs/api/along', async (page) => {
      await page.evaluate(() => {
        const heading = document.querySelector('article h1') as HTMLElement;
        window.getSelection()?.selectAllChildren(heading);
      });
      await openWithShortcut(page, 'Control+k');
      assert.equal(await page.locator(input).inputValue(), 'along');
      assert.equal(await page.locator(input).getAttribute('maxlength'), String(maxQueryLength));
      await page.locator(input).fill('');
      await page.keyboard.insertText('x'.repeat(maxQueryLength + 20));
      assert.equal((await page.locator(input).inputValue()).length, maxQueryLength);
    });
  });

  it('shows markup typed into the query as text', async () => {
    await withPage('/docs/intro', async (page) => {
      let dialogs = 0;
      page.on('dialog', async (dialog) => {
        dialogs += 1;
        await dialog.dismiss();
      });
      await openWithShortcut(page, 'Control+k');
      const query = '<img src=x onerror=alert(1)>';
      await page.locator(input).fill(query);
      await page.locator('.DocSearch-NoResults, .DocSearch-Hit').first().waitFor();
      assert.equal(await page.locator('.DocSearch-Modal img').count(), 0);
      const title = await page
        .locator('.DocSearch-Title')
        .textContent()
        .catch(() => null);
      if (title !== null) assert.ok(title.includes(query), title);
      assert.equal(dialogs, 0);
    });
  });

  it('shows "No results" with the report link for a query that matches nothing, and does not credit a hosted service', async () => {
    await withPage('/docs/intro', async (page) => {
      await openWithShortcut(page, 'Control+k');
      await page.locator(input).fill('qqqqzzzzxx');
      await page.locator('.DocSearch-NoResults').waitFor();
      assert.match((await page.locator('.DocSearch-Title').textContent()) ?? '', /No results found for "qqqqzzzzxx"/);
      assert.match(
        (await page.locator('.DocSearch-NoResults > p.DocSearch-Help').last().textContent()) ?? '',
        /Believe this query should return results\?/,
      );
      assert.equal(await page.locator('.DocSearch-Logo').isVisible(), false);
      assert.equal(
        await page
          .getByText('Powered by')
          .isVisible()
          .catch(() => false),
        false,
      );
    });
  });

  it('makes every hit a real link, itself the option the arrows select', async () => {
    await withPage('/docs/intro', async (page) => {
      await openWithShortcut(page, 'Control+k');
      await typeQuery(page, 'along');
      const first = page.locator('.DocSearch-Hit a').first();
      assert.equal(await first.getAttribute('href'), '/docs/api/along');
      assert.equal(await first.getAttribute('role'), 'option');
      assert.equal(await page.locator('.DocSearch-Hit[role="option"]').count(), 0);
      const selected = async () => page.locator('.DocSearch-Hit a[aria-selected="true"]').getAttribute('href');
      assert.equal(await selected(), '/docs/api/along');
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction(
        () => document.querySelectorAll('.DocSearch-Hit a[aria-selected="true"]')[0] !== document.querySelector('.DocSearch-Hit a'),
      );
      const second = await selected();
      assert.notEqual(second, '/docs/api/along');
      // The input names the selected link as its active descendant.
      const activeId = await page.locator(input).getAttribute('aria-activedescendant');
      assert.equal(await page.locator(`[id="${activeId}"]`).getAttribute('href'), second);
      // Ctrl+click is the browser's: a new tab, and this page stays where it was.
      const [opened] = await Promise.all([page.context().waitForEvent('page'), first.click({ modifiers: ['Control'] })]);
      await opened.waitForLoadState();
      assert.equal(new URL(opened.url()).pathname, '/docs/api/along');
      await opened.close();
      assert.equal(new URL(page.url()).pathname, '/docs/intro');
      // A plain click navigates within the site.
      await first.click();
      await page.waitForURL('**/docs/api/along');
    });
  });

  it('finds a function by the name another GIS library gives it, and its page says so', async () => {
    await withPage('/docs/intro', async (page) => {
      await openWithShortcut(page, 'Control+k');
      assert.equal((await typeQuery(page, 'ST_Within'))[0], '/docs/api/booleanWithin');
      assert.equal((await typeQuery(page, 'unary_union'))[0], '/docs/api/union');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/docs/api/union');
      const equivalents = page.locator('article table', { has: page.locator('a[href="https://postgis.net/docs/ST_Union.html"]') });
      assert.match((await equivalents.textContent()) ?? '', /PostGIS\s*ST_Union/);
    });
  });

  it('suggests up to three names to try when nothing matches, each a search of its own', async () => {
    await withPage('/docs/intro', async (page) => {
      await openWithShortcut(page, 'Control+k');
      await page.locator(input).fill('qqqqzzzzxx');
      const suggestions = page.locator('.DocSearch-NoResults .search-suggestions .DocSearch-Prefill');
      await suggestions.first().waitFor();
      const names = await suggestions.allTextContents();
      assert.ok(names.length >= 1 && names.length <= 3, names.join());
      assert.equal(await page.getByText('Try searching for:').count(), 1);
      // The report line stays last.
      assert.match(
        (await page.locator('.DocSearch-NoResults > :last-child').textContent()) ?? '',
        /Believe this query should return results\?/,
      );
      await suggestions.first().click();
      await page.locator('.DocSearch-Hit a').first().waitFor();
      assert.equal(await page.locator(input).inputValue(), names[0]);
      // The screen with its suggestions, axe-checked.
      await page.locator(input).fill('qqqqzzzzxx');
      await suggestions.first().waitFor();
      await assertNoAxeViolations(page);
    });
  });

  it('shows "Unable to fetch results" when the index cannot be loaded', async () => {
    await withPage(
      '/docs/intro',
      async (page) => {
        await page.route('**/search-index/**', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
        await openWithShortcut(page, 'Control+k');
        await page.locator(input).fill('buffer');
        const screen = page.locator('.DocSearch-ErrorScreen');
        await screen.waitFor();
        assert.match((await screen.textContent()) ?? '', /Unable to fetch results.*You might want to check your network connection/);
        // The rest of the page still works: the modal closes and a link navigates.
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
        await page.locator(modal).waitFor({ state: 'detached' });
        await page.locator('.navbar a', { hasText: 'Blog' }).first().click();
        await page.waitForURL('**/blog');
      },
      {},
      [/status of 503/],
    );
  });

  it('is accessible with the modal open and showing results, in light and dark mode', async () => {
    for (const mode of ['light', 'dark'] as const) {
      await withPage('/docs/intro', async (page) => {
        await useColourMode(page, mode);
        await openWithShortcut(page, 'Control+k');
        await typeQuery(page, 'distance');
        await assertNoAxeViolations(page, mode);
      });
    }
  });
});

/** Questions of different kinds, in a reader's words (none of them from the evaluation sets). */
const questions: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['merge two touching polygons', ['union']],
  ['is one polygon inside another', ['booleanWithin', 'booleanContains']],
  // booleanPointInPolygon's readers asked about a point "inside" a polygon; this reader counts two polygons.
  ['check whether a polygon lies inside another polygon', ['booleanWithin', 'booleanContains']],
  ['convert wgs84 coordinates to web mercator', ['toMercator']],
  ['crop features to a bounding box', ['bboxClip']],
  ['find where a line crosses itself', ['kinks']],
  // A report names its function; its other words ("slow") are on other pages, or on none.
  ['turf.centroid is very slow', ['centroid']],
  // The pages are English: before src/data/searchTranslations.ts, these found nothing.
  ['如何计算多边形的面积', ['area']],
  ['ポリゴンにバッファを作成する', ['buffer']],
  // Its subject comes after the 64 characters that the hosted DocSearch 3 searched.
  ['my polygons come from user drawings and sometimes the outline crosses itself, how can I find the places where that happens', ['kinks']],
];

describe('search for questions', () => {
  const { withPage } = useSiteUnderTest({ before, after });

  it('puts the function that answers each kind of question first', async () => {
    await withPage('/docs/intro', async (page) => {
      await openWithShortcut(page, 'Control+k');
      for (const [question, answer] of questions) {
        const [first] = await typeQuery(page, question);
        assert.ok(answer.map((name) => `/docs/api/${name}`).includes(new URL(first!, page.url()).pathname), `${question}: ${first}`);
      }
    });
  });

  it('shows the next functions after the first one, the best three in rank order, as the evaluation scores', async () => {
    // The answer here is convex, but a reader who wanted concave must see it too. Before, the modal
    // showed convex and four of its headings (Version history, Installation, ...), and nothing else.
    const question = 'I have a set of markers on my map, and I need to find the convexHull to draw a band around the area they cover.';
    const indexFile = path.join(buildDir, indexDirectory, indexFileName(docsTagOf(currentVersion.name)));
    const index = unpackIndexFile(JSON.parse(readFileSync(indexFile, 'utf8')));
    const client = createLocalSearchClient({ loadIndex: async () => index, defaultDocsTag: index.tag, origin: 'https://site.invalid' });
    for (const query of [question, 'how do I measure the length of a route', 'buffer']) {
      const { results } = await client.search({ requests: [modalRequest(query, index.tag)] });
      const ranked = results[0]!.hits.map((hit) => new URL(hit.url).pathname + new URL(hit.url).hash);
      const expected = shownAddresses(results[0]!.hits);
      await withPage('/docs/intro', async (page) => {
        await openWithShortcut(page, 'Control+k');
        const shown = await typeQuery(page, query);
        assert.deepEqual(shown, expected, query);
        // The first three pages are shown in rank order, whatever their sections.
        const firstPages = (hrefs: readonly string[]) => [...new Set(hrefs.map((href) => href.replace(/#.*/, '')))].slice(0, 3);
        assert.deepEqual(firstPages(shown), firstPages(ranked), query);
        if (query === question) {
          // Its first three rows are three functions.
          const pages = new Set(shown.slice(0, 3).map((href) => href.replace(/#.*/, '')));
          assert.equal(pages.size, 3, `${shown.slice(0, 3).join(' ')}: three pages`);
        }
      });
    }
  });

  it('says under each best match what that function does, in the words that open its page', async () => {
    // Siblings: a reader choosing among three names needs to see which one measures to a polygon.
    const question = 'shortest distance from a polygon to some point';
    let rows: Array<{ href: string; name: string; line: string }> = [];
    await withPage('/docs/intro', async (page) => {
      await openWithShortcut(page, 'Control+k');
      await typeQuery(page, question);
      rows = await page
        .locator('.DocSearch-Hits')
        .first()
        .locator('.DocSearch-Hit a')
        .evaluateAll((links) =>
          // A clear winner's card (below) says it in its own way.
          links
            .filter((link) => !link.querySelector('.best-answer'))
            .map((link) => ({
              href: link.getAttribute('href') ?? '',
              name: link.querySelector('.DocSearch-Hit-title')?.textContent ?? '',
              line: link.querySelector('.DocSearch-Hit-path')?.textContent ?? '',
            })),
        );
    });
    assert.ok(rows.length >= 2, JSON.stringify(rows));
    assert.equal(new Set(rows.map((row) => row.line)).size, rows.length, `each line is its own page's: ${JSON.stringify(rows)}`);
    for (const row of rows) {
      assert.match(row.href, /\/docs\/api\/\w+$/, row.name);
      const opening = row.line.replace(/…$/, '');
      assert.ok(opening.split(/\s+/).length >= 4, `${row.name}: "${row.line}"`);
      await withPage(new URL(row.href, 'http://site.invalid').pathname, async (page) => {
        const text = (await page.locator('main article').first().innerText()).replace(/\s+/g, ' ');
        assert.ok(text.includes(opening), `${row.name}: its page opens with "${opening}"`);
      });
    }
  });

  it('shows a clear winner as a card with its signature and summary, which Enter opens', async () => {
    await withPage('/docs/intro', async (page) => {
      await openWithShortcut(page, 'Control+k');
      await typeQuery(page, 'convert wgs84 coordinates to web mercator');
      const card = page.locator('.DocSearch-Hit').first().locator('.best-answer');
      await card.waitFor();
      assert.equal(await card.locator('.best-answer__name').textContent(), 'toMercator');
      assert.match((await card.locator('.best-answer__signature').textContent()) ?? '', /^toMercator\(.+\)$/);
      assert.ok(((await card.locator('.best-answer__summary').textContent()) ?? '').length > 20);
      // A vague query has no winner, and so no card.
      await typeQuery(page, 'polygon');
      assert.equal(await page.locator('.best-answer').count(), 0);
      await typeQuery(page, 'convert wgs84 coordinates to web mercator');
      await card.waitFor();
      await page.keyboard.press('Enter');
      await page.waitForURL('**/docs/api/toMercator');
    });
  });

  it('shows the card on /search too, as a link to the function', async () => {
    await withPage(`/search?q=${encodeURIComponent('convert wgs84 coordinates to web mercator')}`, async (page) => {
      const card = page.locator('main article').first().locator('a:has(.best-answer)');
      await card.waitFor();
      assert.equal(new URL((await card.getAttribute('href'))!, page.url()).pathname, '/docs/api/toMercator');
    });
  });

  it('on /search, quotes the start of a long question as the heading and searches all of it', async () => {
    const [question, answer] = questions.at(-1)!;
    await withPage(`/search?q=${encodeURIComponent(question)}`, async (page) => {
      const first = page.locator('main article h2 a').first();
      await first.waitFor();
      assert.equal(new URL((await first.getAttribute('href'))!, page.url()).pathname, `/docs/api/${answer[0]}`);
      assert.equal(await page.getByRole('searchbox', { name: 'Search' }).inputValue(), question);
      const heading = (await page.locator('main h1').textContent()) ?? '';
      assert.ok(heading.includes(question.slice(0, 40)) && heading.endsWith('…"') && heading.length < question.length, heading);
    });
  });

  it('is accessible with the card shown, in light and dark mode', async () => {
    for (const mode of ['light', 'dark'] as const) {
      await withPage('/docs/intro', async (page) => {
        await useColourMode(page, mode);
        await openWithShortcut(page, 'Control+k');
        await typeQuery(page, 'convert wgs84 coordinates to web mercator');
        await page.locator('.best-answer').waitFor();
        await assertNoAxeViolations(page, mode);
      });
      await withPage(`/search?q=${encodeURIComponent('convert wgs84 coordinates to web mercator')}`, async (page) => {
        await useColourMode(page, mode);
        await page.locator('.best-answer').waitFor();
        await assertNoAxeViolations(page, `/search, ${mode}`);
      });
    }
  });
});

describe('search page', () => {
  const { withPage } = useSiteUnderTest({ before, after });

  const resultLinks = (page: Page) =>
    page.locator('main article h2 a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

  it('lists results for the query in the URL, with a count', async () => {
    await withPage('/search?q=buffer', async (page) => {
      await page.locator('main article').first().waitFor();
      const links = await resultLinks(page);
      assert.equal(links[0], '/docs/api/buffer');
      const count = Number(/(\d+) documents found/.exec((await page.locator('[aria-live="polite"]').textContent()) ?? '')?.[1]);
      assert.ok(count > 1);
      assert.equal(links.length, Math.min(15, count));
      assert.equal(await page.locator('main article mark').first().textContent(), 'buffer');
    });
  });

  it('filters by docs version and pages through results', async () => {
    await withPage('/search?q=point', async (page) => {
      await page.locator('main article').first().waitFor();
      const firstPage = await resultLinks(page);
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.getByText(/^Page 2 of \d+$/).waitFor();
      const secondPage = await resultLinks(page);
      assert.equal(secondPage.filter((href) => firstPage.includes(href)).length, 0, 'page 2 has new results');

      await page.getByLabel('Docs version').selectOption({ label: '6.5.0' });
      await page.waitForFunction(() => document.querySelector('main article h2 a')?.getAttribute('href')?.startsWith('/docs/6.5.0/'));
      const docs = (await resultLinks(page)).filter((href) => href.startsWith('/docs'));
      for (const href of docs) assert.ok(href.startsWith('/docs/6.5.0/'), href);
      await page.getByText(/^Page 1 of \d+$/).waitFor();
    });
  });

  it('says so when nothing matches', async () => {
    await withPage('/search?q=qqqqzzzzxx', async (page) => {
      await page.getByText('No results found for').waitFor();
      assert.match((await page.locator('main').textContent()) ?? '', /No results found for "qqqqzzzzxx"/);
      assert.match((await page.locator('main').textContent()) ?? '', /Believe this query should return results\? Let us know\./);
    });
  });

  it('shows markup in the query as text', async () => {
    await withPage('/search?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%20polygon', async (page) => {
      await page.locator('main article').first().waitFor();
      assert.equal(await page.locator('main img').count(), 0);
      assert.equal(await page.locator('main h1').textContent(), 'Search results for "<img src=x onerror=alert(1)> polygon"');
      assert.equal(await page.getByRole('searchbox', { name: 'Search' }).inputValue(), '<img src=x onerror=alert(1)> polygon');
    });
  });
});
