/**
 * The contrast of text against the pixels really behind it, where axe cannot tell (text over a
 * gradient or an image): every control of the home page's hero and of the navbar, in light and
 * dark mode. Each control is drawn once with its text made transparent, and its text colour is
 * compared with every pixel of that background inside its padding box.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

import { useSiteUnderTest } from './harness';

/** WCAG 2 relative luminance of an sRGB colour (0-255 channels). */
function luminance([r, g, b]: readonly number[]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

const contrast = (a: readonly number[], b: readonly number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

/** The lowest contrast of a control's text colour against the pixels behind its text (the 2nd percentile, so that antialiased corners do not count). */
async function textContrast(page: Page, control: Locator): Promise<{ ratio: number; color: string }> {
  await control.scrollIntoViewIfNeeded();
  const color = await control.evaluate((element) => getComputedStyle(element).color);
  const box = await control.evaluate((element) => {
    // No named functions in here: the test runner's transpiler would wrap them in a helper the page lacks.
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    const [top, right, bottom, left] = ['top', 'right', 'bottom', 'left'].map(
      (side) => parseFloat(style.getPropertyValue(`border-${side}-width`)) + 1,
    );
    return { x: rect.left + left!, y: rect.top + top!, width: rect.width - left! - right!, height: rect.height - top! - bottom! };
  });
  // The text made transparent (its descendants' too), nothing else changed: what is left is what is behind it.
  const hide = await page.addStyleTag({
    content: '[data-contrast-probe], [data-contrast-probe] * { color: transparent !important; text-shadow: none !important; }',
  });
  await control.evaluate((element) => element.setAttribute('data-contrast-probe', ''));
  await page.mouse.move(0, 0);
  const shot = await page.screenshot({ clip: box, animations: 'disabled', caret: 'hide' });
  await control.evaluate((element) => element.removeAttribute('data-contrast-probe'));
  await hide.evaluate((element) => (element as Element).remove());
  // Decoded by the browser itself: no image library needed.
  const pixels = await page.evaluate(
    async (dataUrl) => {
      const image = new Image();
      image.src = dataUrl;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return Array.from(context.getImageData(0, 0, image.width, image.height).data);
    },
    `data:image/png;base64,${shot.toString('base64')}`,
  );
  const rgb = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const ratios: number[] = [];
  for (let index = 0; index < pixels.length; index += 4) ratios.push(contrast(rgb, pixels.slice(index, index + 3)));
  ratios.sort((a, b) => a - b);
  return { ratio: ratios[Math.floor(ratios.length * 0.02)]!, color };
}

describe('contrast of text over what is really behind it', () => {
  const { withPage } = useSiteUnderTest({ before, after });

  for (const mode of ['light', 'dark'] as const) {
    it(`the home hero's and the navbar's controls read at 4.5:1 or more in ${mode} mode`, async () => {
      await withPage(
        '/',
        async (page) => {
          if (mode === 'dark') {
            await page.locator('.navbar button[aria-label^="Switch between dark and light mode"]').first().click();
            // Infima eases colours into the dark theme: measure once they arrived.
            await page.waitForFunction(() =>
              document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
            );
          }
          assert.equal(await page.locator('html').getAttribute('data-theme'), mode);
          const controls = page.locator(
            'main [class*="hero"] a.button, .navbar a.navbar__link, .navbar .navbar__title, .navbar .DocSearch-Button-Placeholder',
          );
          const count = await controls.count();
          assert.ok(count >= 6, `${count} controls`);
          const low: string[] = [];
          for (let index = 0; index < count; index++) {
            const control = controls.nth(index);
            if (!(await control.isVisible()) || !(await control.innerText()).trim()) continue;
            const { ratio, color } = await textContrast(page, control);
            if (ratio < 4.5) low.push(`"${(await control.innerText()).trim()}" (${color}): ${ratio.toFixed(2)}:1`);
          }
          assert.deepEqual(low, []);
        },
        { viewport: { width: 1280, height: 900 } },
      );
    });
  }
});
