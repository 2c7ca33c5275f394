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
  const map = scope.locator('[data-map-state="rendered"]');
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
