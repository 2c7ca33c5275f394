/**
 * With "reduce motion" set, nothing on a page animates: the sidebar's categories open at once, and
 * the example map jumps to a new view instead of easing there. Each check also runs without the
 * setting, where the same action does animate, so that the test can tell the two apart.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

import { useSiteUnderTest } from './harness';

/** A transition or a camera move shorter than a frame is not seen as motion. */
const frameMs = 1000 / 60;

/**
 * Records every CSS transition that starts on the page, with its duration. Docusaurus opens a
 * collapsible under reduced motion with a 1 ms transition (so that its end event still fires).
 */
const recordTransitions = `(() => {
  window.__transitions = [];
  document.addEventListener('transitionrun', (event) => {
    const transition = event.target.getAnimations().find(
      (animation) => animation instanceof CSSTransition && animation.transitionProperty === event.propertyName,
    );
    const where = event.target.className || event.target.tagName;
    window.__transitions.push({ where: String(where), property: event.propertyName, duration: Number(transition?.effect.getTiming().duration ?? 0) });
  }, true);
})()`;

interface Transition {
  readonly where: string;
  readonly property: string;
  readonly duration: number;
}

/** The transitions that `action` started within a second, each longer than a frame. */
async function transitionsAfter(page: Page, action: () => Promise<void>): Promise<Transition[]> {
  await page.evaluate(recordTransitions);
  await action();
  await page.waitForTimeout(1000);
  const transitions = (await page.evaluate('window.__transitions')) as Transition[];
  return transitions.filter((transition) => transition.duration > frameMs);
}

/** How long each camera move of the example map lasted that `action` started within a second (ExampleMap measures them). */
async function cameraMovesAfter(page: Page, action: () => Promise<void>): Promise<number[]> {
  await page.evaluate(() => performance.clearMeasures('example-map:camera-move'));
  await action();
  await page.waitForTimeout(1000);
  return page.evaluate(() => performance.getEntriesByName('example-map:camera-move').map((entry) => entry.duration));
}

describe('reduced motion', () => {
  const { withPage } = useSiteUnderTest({ before, after });

  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    const reduce = reducedMotion === 'reduce';
    it(`${reduce ? 'with' : 'without'} reduced motion, a sidebar category ${reduce ? 'opens at once' : 'slides open'}`, async () => {
      await withPage(
        '/docs/api/along',
        async (page) => {
          const category = page.locator('.theme-doc-sidebar-menu .menu__list-item--collapsed > .menu__list-item-collapsible > a').first();
          const transitions = await transitionsAfter(page, () => category.click());
          const opened = transitions.filter((transition) => transition.property === 'height' && transition.where.includes('menu__list'));
          if (reduce) assert.deepEqual(transitions, [], 'no transition longer than a frame runs');
          else assert.ok(opened.length > 0, `the control case animates the list's height: ${JSON.stringify(transitions)}`);
        },
        { viewport: { width: 1280, height: 900 }, reducedMotion },
      );
    });

    it(`${reduce ? 'with' : 'without'} reduced motion, the example map ${reduce ? 'jumps' : 'eases'} to a zoomed view`, async (t) => {
      await withPage(
        '/docs/api/along',
        async (page) => {
          await page.locator('[data-live-example]').first().scrollIntoViewIfNeeded();
          await page.waitForSelector('[data-map-state="rendered"]', { timeout: 30_000 });
          // The first view is fitted to the example's features; Zoom in starts from there.
          const moves = await cameraMovesAfter(page, () => page.getByRole('button', { name: 'Zoom in' }).first().click());
          t.diagnostic(`camera moves after Zoom in: ${moves.map((duration) => `${Math.round(duration)} ms`).join(', ')}`);
          assert.equal(moves.length, 1, 'one camera move');
          // MapLibre eases a zoom over about 250 ms; a jump moves the camera within one call.
          if (reduce) assert.ok(moves[0]! < frameMs, `the camera moved for ${moves[0]} ms`);
          else assert.ok(moves[0]! >= 150, `the control case eases: the camera moved for ${moves[0]} ms`);
        },
        { viewport: { width: 1280, height: 900 }, reducedMotion },
      );
    });
  }
});
