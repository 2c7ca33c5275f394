/**
 * The keyboard alone: an API page and the playground, tabbed through from the top. The skip link
 * comes first, every control shows where focus is, Escape closes what Enter opened (the version
 * menu, the search dialog, the narrow screen's navigation menu), focus is
 * never dropped to <body> (after a run, a map load or a client-side navigation), and the editor,
 * which keeps Tab for indenting, is left with Escape then Tab, as the line under it says.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

import { useSiteUnderTest } from './harness';
import { currentVersion } from '../../src/data/versions';

interface FocusStop {
  /** Where the focused element is and what it is: `navbar link "API"`. */
  readonly what: string;
  /** Whether focusing it changed how it (or one of its three nearest ancestors) looks. */
  readonly indicated: boolean;
}

/**
 * Describes the focused element, and compares its focus styles (and its ancestors': CodeMirror
 * draws focus on its outer element) with the same element blurred. Focus is then put back, so
 * that the next Tab continues from it. Each state is read after a moment, as CodeMirror marks
 * focus a few milliseconds after the event. Written as a string: page code must not be transpiled.
 */
const describeFocus = `(async () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 40));
  await settle();
  const element = document.activeElement;
  if (!element || element === document.body) return { what: 'body', indicated: false };
  const area = element.closest('.navbar') ? 'navbar'
    : element.closest('.theme-doc-sidebar-container') ? 'sidebar'
    : element.closest('.table-of-contents') ? 'toc'
    : element.closest('footer') ? 'footer'
    : element.closest('.maplibregl-ctrl') ? 'map control'
    : element.closest('[role="region"][aria-label^="Map"]') ? 'map'
    : element.closest('main') ? 'main' : 'page';
  const name = (element.getAttribute('aria-label') || element.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
  const kind = element.getAttribute('role') || (element.tagName === 'INPUT' ? element.type : element.tagName.toLowerCase());
  const chain = [element, element.parentElement, element.parentElement?.parentElement, element.parentElement?.parentElement?.parentElement].filter(Boolean);
  const properties = ['outline-style', 'outline-width', 'outline-color', 'box-shadow', 'border-top-color', 'background-color', 'text-decoration-line'];
  const styles = () => chain.map((node) => { const style = getComputedStyle(node); return properties.map((property) => style.getPropertyValue(property)).join('|'); }).join('||');
  const focused = styles();
  const outlined = chain.some((node) => { const style = getComputedStyle(node); return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'; });
  element.blur();
  await settle();
  const blurred = styles();
  element.focus({ preventScroll: true });
  await settle();
  return { what: area + ' ' + kind + ' "' + name + '"', indicated: focused !== blurred && outlined };
})()`;

async function tab(page: Page, shift = false): Promise<FocusStop> {
  await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
  return (await page.evaluate(describeFocus)) as FocusStop;
}

/** Tabs from where focus is until `until` matches a stop (or 400 stops), returning every stop. */
async function tabUntil(page: Page, until: (stop: FocusStop) => boolean): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let count = 0; count < 400; count++) {
    const stop = await tab(page);
    stops.push(stop);
    if (until(stop)) return stops;
  }
  throw new Error(
    `no stop matched after 400 Tabs; the last: ${stops
      .slice(-5)
      .map((stop) => stop.what)
      .join(', ')}`,
  );
}

const activeTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? 'none');

async function drawMap(page: Page): Promise<void> {
  await page.locator('[data-live-example]').first().scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-map-state="rendered"]', { timeout: 30_000 });
}

function assertIndicated(stops: readonly FocusStop[]): void {
  const unmarked = stops.filter((stop) => !stop.indicated).map((stop) => stop.what);
  assert.deepEqual(unmarked, [], 'controls that show no focus indicator');
}

function assertReached(stops: readonly FocusStop[], expected: readonly RegExp[]): void {
  for (const pattern of expected) {
    assert.ok(
      stops.some((stop) => pattern.test(stop.what)),
      `no stop matched ${pattern}; stops: ${stops.map((stop) => stop.what).join(' · ')}`,
    );
  }
}

describe('keyboard', () => {
  const { withPage } = useSiteUnderTest({ before, after });
  const desktop = { viewport: { width: 1280, height: 900 } };

  it('on an API page: the skip link first, then every control with a visible focus indicator', async (t) => {
    await withPage(
      '/docs/api/along',
      async (page) => {
        // The example's map, its legend and its result are drawn first, so that Tab meets them.
        await drawMap(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        const first = await tab(page);
        assert.match(first.what, /"Skip to main content"/);
        assert.ok(first.indicated, 'the skip link shows focus');
        const stops = [first, ...(await tabUntil(page, (stop) => /^footer/.test(stop.what)))];
        assertReached(stops, [
          /^navbar a "Turf\.js/,
          new RegExp(`^navbar button "${currentVersion.label.replace(/\./g, '\\.')}"`),
          /^navbar button "Switch between dark and light mode/,
          /^sidebar a "/,
          /^main button "Copy page as Markdown"/,
          /^main a "View as Markdown"/,
          /^main button "Edit"/,
          /^main a "Open in playground"/,
          /^map control button "Zoom in"/,
          /^map control button "Zoom out"/,
          /^main checkbox "/,
          /^main button "Copy JSON"/,
          /^main summary "/,
          /^toc a "/,
        ]);
        assertIndicated(stops);
        assert.ok(!stops.some((stop) => stop.what === 'body'), 'focus never fell to <body>');
        t.diagnostic(`${stops.length} focus stops from the skip link to the footer, each with a visible indicator`);
      },
      desktop,
    );
  });

  it('on an API page: the skip link moves focus into the main content', async () => {
    await withPage(
      '/docs/api/along',
      async (page) => {
        await tab(page);
        await page.keyboard.press('Enter');
        assert.ok(await page.evaluate(() => Boolean(document.activeElement?.closest('main'))), 'focus is in <main>');
        const next = await tab(page);
        assert.match(next.what, /^main /);
      },
      desktop,
    );
  });

  it('Escape closes the version menu and the search dialog, and focus returns to their buttons', async () => {
    await withPage(
      '/docs/api/along',
      async (page) => {
        await tabUntil(page, (stop) => stop.what.startsWith(`navbar button "${currentVersion.label}"`));
        const versions = page.locator('.navbar [aria-haspopup="true"]').filter({ hasText: currentVersion.label });
        await page.keyboard.press('Enter');
        assert.equal(await versions.getAttribute('aria-expanded'), 'true');
        // The menu fades in (Infima's transition): it is open once it is visible.
        await page.locator('.navbar .dropdown--show .dropdown__menu').waitFor({ state: 'visible' });
        // Into the menu, then Escape from one of its items.
        await page.keyboard.press('Tab');
        assert.ok(await page.evaluate(() => Boolean(document.activeElement?.closest('.dropdown__menu'))));
        await page.keyboard.press('Escape');
        assert.equal(await versions.getAttribute('aria-expanded'), 'false');
        assert.equal(await page.locator('.navbar .dropdown--show').count(), 0, 'the menu is closed');
        assert.equal(await versions.evaluate((button) => button === document.activeElement), true, 'focus is on its button');

        const search = page.locator('.navbar .DocSearch-Button');
        await search.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        assert.equal(await search.evaluate((button) => button === document.activeElement), true, 'focus is back on the search button');
      },
      desktop,
    );
  });

  it('Escape closes the navigation menu of a narrow screen, and focus returns to its toggle', async () => {
    await withPage(
      '/docs/api/along',
      async (page) => {
        const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
        await toggle.focus();
        await page.keyboard.press('Enter');
        await page.locator('.navbar-sidebar--show').waitFor({ state: 'attached' });
        await page.keyboard.press('Escape');
        await page.locator('.navbar-sidebar--show').waitFor({ state: 'detached' });
        assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
        assert.equal(await toggle.evaluate((button) => button === document.activeElement), true, 'focus is on the toggle');
      },
      { viewport: { width: 390, height: 844 } },
    );
  });

  it('focus stays on its control through a run and a map load, and moves to the new heading after a navigation', async () => {
    await withPage(
      '/docs/api/along',
      async (page) => {
        // Edit, by keyboard: the editor takes focus and says how to leave it.
        const edit = page.getByRole('button', { name: 'Edit' }).first();
        await edit.focus();
        await page.keyboard.press('Enter');
        const editor = page.locator('.cm-content').first();
        await editor.waitFor();
        assert.equal(await editor.evaluate((element) => element === document.activeElement), true, 'the editor has focus');
        const hint = page.getByText('Tab indents: to leave the editor, press Esc, then Tab.').first();
        assert.ok(await hint.isVisible(), 'the escape is said on screen');
        assert.match((await editor.getAttribute('aria-describedby')) ?? '', /./);
        assert.ok(((await page.evaluate(describeFocus)) as FocusStop).indicated, 'the editor shows focus');

        // Tab indents inside the editor; Escape then Tab leaves it, to Run.
        const before = await editor.innerText();
        await page.keyboard.press('Tab');
        assert.notEqual(await editor.innerText(), before, 'Tab indented');
        assert.equal(await editor.evaluate((element) => element === document.activeElement), true, 'Tab stayed in the editor');
        await page.keyboard.press('Escape');
        const run = await tab(page);
        assert.match(run.what, /^main button "Run"/);
        assert.ok(run.indicated, 'Run shows focus');
        await page.keyboard.press('Shift+Tab');
        assert.equal(await editor.evaluate((element) => element === document.activeElement), true, 'Shift+Tab goes back in');
        await page.keyboard.press('Escape');
        await page.keyboard.press('Tab');

        // A run, started from the keyboard: focus stays on Run while the result and map arrive.
        await page.keyboard.press('Enter');
        const example = page.locator('[data-live-example]').first();
        await example.locator('[data-map-state="rendered"]').waitFor({ timeout: 30_000 });
        await example.getByText('Result').first().waitFor();
        assert.equal(await activeTag(page), 'BUTTON');
        const reset = await tab(page);
        assert.match(reset.what, /^main button "Reset"/);
        assert.ok(reset.indicated, 'Reset shows focus');
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
        assert.match(((await page.evaluate(describeFocus)) as FocusStop).what, /^main button "Reset"/);

        // A client-side navigation from the sidebar: focus goes to the new page's heading.
        const link = page.locator('.theme-doc-sidebar-container a[href="/docs/api/length"]');
        await link.focus();
        await page.keyboard.press('Enter');
        await page.waitForURL('**/docs/api/length');
        await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
        assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'length');
        const next = await tab(page);
        assert.match(next.what, /^main /, 'Tab continues in the new page');
      },
      desktop,
    );
  });

  it('on the playground: the skip link first, the editor and the map are reached, entered and left by keyboard, every control shows focus', async (t) => {
    await withPage(
      '/playground',
      async (page) => {
        // Until the reader reaches for them, the code and the map are still copies (StillCode, stillMap/).
        await page.waitForSelector('[data-map-state="still"]:not([data-rendered-features="0"])', { timeout: 30_000 });
        const first = await tab(page);
        assert.match(first.what, /"Skip to main content"/);
        const toEditor = await tabUntil(page, (stop) => /^main textbox "Playground code"/.test(stop.what));
        assertReached(toEditor, [/^main select "/, /^main button "Run"/]);
        // The focus brings CodeMirror in, and it takes the focus.
        await page.waitForFunction(() => document.activeElement?.classList.contains('cm-content'));
        // Leave the editor by its escape; the next stop is the map, which the focus brings to life.
        await page.keyboard.press('Escape');
        const toMap = await tabUntil(page, (stop) => /^map region "Map of the playground/.test(stop.what));
        await page.locator('[data-map-state="rendered"]').waitFor({ timeout: 30_000 });
        await page.waitForFunction(() => document.activeElement?.classList.contains('maplibregl-canvas'));
        const rest = await tabUntil(page, (stop) => /^footer/.test(stop.what));
        assertReached(rest, [/^map control button "Zoom in"/, /^main checkbox "/, /^main button "Copy JSON"/, /^main summary "/]);
        const stops = [first, ...toEditor, ...toMap, ...rest];
        assertIndicated(stops);
        assert.ok(!stops.some((stop) => stop.what === 'body'), 'focus never fell to <body>');
        t.diagnostic(`${stops.length} focus stops from the skip link to the footer, each with a visible indicator`);

        // Run by keyboard: focus stays on the button.
        const run = page.getByRole('button', { name: 'Run', exact: true });
        await run.focus();
        await page.keyboard.press('Enter');
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
        assert.equal(await run.evaluate((button) => button === document.activeElement), true);
      },
      desktop,
    );
  });
});
