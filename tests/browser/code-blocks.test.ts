/**
 * Code blocks are highlighted at build time and drawn without Prism in the browser
 * (plugins/features/code-highlight): they must still be coloured on pages reached by client-side
 * navigation, follow the colour mode, and show the right code when a page swaps it.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

import { demos } from '../../src/data/homeDemos';
import { useSiteUnderTest } from './harness';

const colour = (token: Locator) => token.evaluate((element) => getComputedStyle(element).color);
const toggleColourMode = (page: Page) => page.locator('.navbar button[aria-label^="Switch between dark and light mode"]').first().click();

describe('code blocks', () => {
  const { withPage } = useSiteUnderTest({ before, after });

  it('are coloured on a page reached by client-side navigation, and follow the colour mode', async () => {
    await withPage('/docs/intro', async (page) => {
      await page.locator('nav[aria-label="Docs sidebar"] a', { hasText: 'Getting started' }).click();
      await page.locator('main h1', { hasText: 'Getting started' }).waitFor();
      const block = page.locator('main pre.prism-code.language-js').first();
      const keyword = block.locator('.token.keyword').first();
      const plain = block.locator('.token.plain').first();
      const light = { keyword: await colour(keyword), plain: await colour(plain) };
      assert.notEqual(light.keyword, light.plain, 'keywords stand out from plain text');

      await toggleColourMode(page);
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      await page.waitForFunction(
        (before) => getComputedStyle(document.querySelector('main pre.prism-code.language-js .token.keyword')!).color !== before,
        light.keyword,
      );
      const dark = { keyword: await colour(keyword), plain: await colour(plain) };
      assert.notEqual(dark.keyword, dark.plain);
      assert.notEqual(dark.plain, light.plain, 'the dark theme colours plain text too');
    });
  });

  it("show the home demo's chosen code, highlighted", async () => {
    await withPage('/', async (page) => {
      const demo = demos[2]!;
      await page.getByRole('button', { name: demo.label, exact: true }).click();
      const block = page.locator('section[aria-labelledby="home-demo-title"] pre.prism-code');
      // Each line is its own element, so the block's text is the code without its line breaks.
      await page.waitForFunction(([selector, code]) => document.querySelector(selector)?.textContent === code, [
        'section[aria-labelledby="home-demo-title"] pre.prism-code code',
        demo.code.replaceAll('\n', ''),
      ] as const);
      assert.ok((await block.locator('.token.keyword').count()) > 0);
      assert.notEqual(await colour(block.locator('.token.string').first()), await colour(block.locator('.token.plain').first()));
    });
  });
});
