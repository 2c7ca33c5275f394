/**
 * What the live example tests do to an example as a reader would: find it on the page, wait for
 * its map, and run edited code through its editor.
 */
import type { Locator, Page } from 'playwright-core';

/** The `index`th live example of the page. */
export const example = (page: Page, index = 0): Locator => page.locator('[data-live-example]').nth(index);

/** Scrolls an example into view and waits until MapLibre has drawn its features. */
export async function renderedFeatures(scope: Locator): Promise<number> {
  await scope.scrollIntoViewIfNeeded();
  const map = scope.locator('[data-map-state="rendered"]:not([data-rendered-features="0"])');
  await map.waitFor({ timeout: 20_000 });
  return Number(await map.getAttribute('data-rendered-features'));
}

/** Replaces an example's code through its editor, as a reader would, and runs it. */
export async function editAndRun(page: Page, scope: Locator, code: string): Promise<void> {
  await scope.scrollIntoViewIfNeeded();
  const edit = scope.getByRole('button', { name: 'Edit' });
  if (await edit.isVisible()) await edit.click();
  const editor = scope.locator('.cm-content');
  await editor.waitFor();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
  await scope.getByRole('button', { name: 'Run', exact: true }).click();
}

/**
 * The playground's map is a still picture until a pointer reaches it: moves the pointer onto it,
 * as a reader does, and waits until MapLibre has taken its place.
 */
export async function reachForStillMap(page: Page): Promise<void> {
  const still = page.locator('[data-map-state="still"]');
  await still.waitFor({ timeout: 20_000 });
  await still.hover();
  await page.locator('[data-map-state="rendered"]').waitFor({ timeout: 30_000 });
  await still.waitFor({ state: 'detached', timeout: 20_000 });
}

/** The playground's code is a still copy of its editor until a pointer reaches it: moves onto it and waits for CodeMirror. */
export async function reachForPlaygroundEditor(page: Page): Promise<Locator> {
  const editor = page.locator('.cm-content');
  // Unless the editor is already there (code from a link, or a press before).
  if (!(await editor.count())) await page.locator('[data-still-code]').hover();
  await editor.waitFor();
  return editor;
}

/**
 * The share of pixels that differ clearly (by more than 48 in a channel) between two screenshots of
 * the same box. A string for the page: tsx would wrap a nested function in a helper the page lacks.
 */
const compareInPage = `async ([a, b]) => {
  const decoded = await Promise.all([a, b].map(async (data) => {
    const image = new Image();
    image.src = 'data:image/png;base64,' + data;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    return context.getImageData(0, 0, image.width, image.height).data;
  }));
  const [first, second] = decoded;
  if (first.length !== second.length) return 1;
  let differing = 0;
  for (let index = 0; index < first.length; index += 4) {
    const channel = Math.max(
      Math.abs(first[index] - second[index]),
      Math.abs(first[index + 1] - second[index + 1]),
      Math.abs(first[index + 2] - second[index + 2]),
    );
    if (channel > 48) differing++;
  }
  return differing / (first.length / 4);
}`;

export async function differingShare(page: Page, before: Buffer, after: Buffer): Promise<number> {
  const compare = await page.evaluateHandle(compareInPage);
  return (await compare.evaluate(
    (run, images) => (run as (pair: string[]) => Promise<number>)(images),
    [before.toString('base64'), after.toString('base64')],
  )) as number;
}
