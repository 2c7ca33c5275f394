/**
 * axe finds nothing on one page of every kind the build made, in light and in dark mode, and
 * those pages log no console errors. The kinds come from the build's own route list
 * (plugins/quality/page-kinds): a new route component, docs version or API page kind is tested
 * without anyone editing this file. Below them, the states a page of some kind can be in that
 * no route shows: a filtered index, search results, an example's map and editor, a run's error.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

import { readPageKinds } from '../../plugins/quality/page-kinds/file';
import { useSiteUnderTest } from './harness';
import { reachForPlaygroundEditor, reachForStillMap } from './live-example-helpers';
import { docsVersions as documented } from '../../src/data/versions';

interface PageState {
  readonly name: string;
  readonly path: string;
  /** Brings the page into the state, after hydration. */
  readonly prepare?: (page: Page) => Promise<void>;
}

/**
 * An example runs, and its map draws, once it comes into view: an API page's example is scrolled
 * to. The playground's map is a still picture until the reader reaches for it. (Not `[aria-busy]`: the Copy page button above
 * the content carries aria-busy="false", and scrolling to it left the example out of view.)
 */
const drawMap =
  (example?: string) =>
  async (page: Page): Promise<void> => {
    if (example) await page.locator(example).first().scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-map-state="rendered"]', { timeout: 30_000 });
  };

const states: PageState[] = [
  { name: 'an API index filtered by GeoJSON', path: '/docs/api?takes=Polygon&returns=Point' },
  { name: 'search results', path: '/search?q=along' },
  { name: 'a missing API page with its suggestions', path: '/docs/api/bufer' },
  { name: 'an API example with its map drawn', path: '/docs/api/along', prepare: drawMap('[data-live-example]') },
  {
    name: 'an API example being edited',
    path: '/docs/api/along',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Edit' }).first().click();
      await page.waitForSelector('.cm-content');
    },
  },
  {
    name: 'an example that failed',
    path: '/docs/api/along',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Edit' }).first().click();
      const editor = page.locator('.cm-content').first();
      await editor.click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('turf.along(null, 1);');
      await page.getByRole('button', { name: 'Run', exact: true }).first().click();
      await page.getByRole('group', { name: 'Error' }).waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'the playground as it loads: its still code and still map, the result drawn',
    path: '/playground',
    prepare: async (page) => {
      await page.waitForSelector('[data-map-state="still"]:not([data-rendered-features="0"])', { timeout: 30_000 });
    },
  },
  {
    name: 'the playground once the reader reached for its code and map',
    path: '/playground',
    prepare: async (page) => {
      await reachForPlaygroundEditor(page);
      await reachForStillMap(page);
    },
  },
];

const kinds = readPageKinds();
const checks: PageState[] = [...kinds.map((kind) => ({ name: kind.kind, path: kind.sample })), ...states];

async function violationsIn(page: Page): Promise<string[]> {
  // axe's default rules, and the WCAG 2.2 target size, which Lighthouse checks as well.
  const results = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

describe(`accessibility of ${kinds.length} page kinds and ${states.length} page states`, () => {
  const { withPage } = useSiteUnderTest({ before, after });

  it('covers every kind of page the build made', () => {
    // The inventory itself: docs pages of every version and the site's other route components.
    const docsVersions = new Set(kinds.flatMap((kind) => (kind.docsVersion ? [kind.docsVersion] : [])));
    assert.deepEqual([...docsVersions].sort(), documented.map((version) => version.label).sort());
    for (const version of docsVersions) {
      for (const kind of ['guide', 'function', 'type', 'index']) {
        assert.ok(
          kinds.some((entry) => entry.kind === `docs ${version}: ${kind}`),
          `no ${kind} page of ${version}`,
        );
      }
    }
    assert.ok(kinds.length > 40, String(kinds.length));
  });

  for (const { name, path, prepare } of checks) {
    it(`${name} (${path}) has no axe violations in light or dark mode`, async () => {
      await withPage(
        path,
        async (page) => {
          await prepare?.(page);
          assert.equal(await page.locator('html').getAttribute('data-theme'), 'light');
          const light = await violationsIn(page);
          await page.locator('.navbar button[aria-label^="Switch between dark and light mode"]').first().click();
          assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
          // Colours ease into the dark theme (Infima's transitions): measure contrast once they arrive.
          await page.waitForFunction(() =>
            document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
          );
          const dark = await violationsIn(page);
          assert.deepEqual({ light, dark }, { light: [], dark: [] });
        },
        {},
        [/status of 404/],
      );
    });
  }
});
