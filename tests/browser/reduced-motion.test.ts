/**
 * With "reduce motion" set, nothing on a page animates: the sidebar's categories open at once, and
 * the example map jumps to a new view instead of easing there. Each check also runs without the
 * setting, where the same action does animate, so that the test can tell the two apart.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

import { useSiteUnderTest } from './harness';

/** Records the times of the frames in which a WebGL canvas was drawn (MapLibre clears each frame it draws). */
const recordDrawnFrames = `(() => {
  window.__drawnFrames = [];
  for (const context of [WebGLRenderingContext, WebGL2RenderingContext]) {
    const clear = context.prototype.clear;
    context.prototype.clear = function (mask) {
      window.__drawnFrames.push(performance.now());
      return clear.call(this, mask);
    };
  }
})()`;

/** Frames drawn within a second of `action`, and how long the transitions it started ran. */
async function afterAction(page: Page, action: () => Promise<void>): Promise<{ frames: number; transitions: number }> {
  await page.evaluate('window.__drawnFrames = []');
  const start = (await page.evaluate('performance.now()')) as number;
  await action();
  const transitions = await page.evaluate(
    () => document.getAnimations().filter((animation) => animation instanceof CSSTransition && animation.playState === 'running').length,
  );
  await page.waitForTimeout(1000);
  const frames = (await page.evaluate(
    `window.__drawnFrames.filter((time) => time >= ${start} && time < ${start} + 1000).length`,
  )) as number;
  return { frames, transitions };
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
          const { transitions } = await afterAction(page, () => category.click());
          if (reduce) assert.equal(transitions, 0, 'no transition runs');
          else assert.ok(transitions > 0, 'the control case animates');
        },
        { viewport: { width: 1280, height: 900 }, reducedMotion },
      );
    });

    it(`${reduce ? 'with' : 'without'} reduced motion, the example map ${reduce ? 'jumps' : 'eases'} to a zoomed view`, async () => {
      await withPage(
        '/docs/api/along',
        async (page) => {
          await page.evaluate(recordDrawnFrames);
          await page.locator('[data-live-example]').first().scrollIntoViewIfNeeded();
          await page.waitForSelector('[data-map-state="rendered"]', { timeout: 30_000 });
          // Wait for the map to settle (the detailed basemap comes after the first view).
          await page.waitForFunction(
            () => {
              const frames = (window as unknown as { __drawnFrames: number[] }).__drawnFrames;
              return frames.length > 0 && performance.now() - frames[frames.length - 1]! > 1500;
            },
            null,
            { timeout: 20_000, polling: 250 },
          );
          const { frames } = await afterAction(page, () => page.getByRole('button', { name: 'Zoom in' }).first().click());
          // An ease lasts about 250 ms, a frame each 16 ms; a jump draws its view and the re-tiled data.
          if (reduce) assert.ok(frames <= 4, `${frames} frames drawn`);
          else assert.ok(frames >= 8, `the control case animates: ${frames} frames drawn`);
        },
        { viewport: { width: 1280, height: 900 }, reducedMotion },
      );
    });
  }
});
