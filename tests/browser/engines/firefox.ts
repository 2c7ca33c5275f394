/**
 * Firefox ESR (Debian's `firefox-esr`) through WebDriver BiDi with puppeteer-core. Headless here it
 * has no WebGL, so it is also the suite of a reader without WebGL2. Puppeteer rejects
 * `setViewport` over BiDi: the window is sized with Firefox's own arguments.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

import { errorRecorderScript, readRecordedErrors, type EnginePage } from './enginePage';

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function launchFirefox(siteUrl: string, width = 1280, height = 900): Promise<EnginePage> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    defaultViewport: null,
    args: [`--width=${width}`, `--height=${height}`],
    // The machines have no network but the package registries: nothing to phone home to.
    extraPrefsFirefox: { 'network.dns.disablePrefetch': true, 'network.prefetch-next': false },
  });
  const page: Page = await browser.newPage();
  const seen: string[] = [];
  const watch = async (target: Page) => {
    target.on('console', (message) => {
      if (message.type() === 'error') seen.push(message.text());
    });
    target.on('pageerror', (error) => seen.push(`uncaught ${(error as Error).message ?? String(error)}`));
    // Also the refusals of the Content-Security-Policy, which Firefox does not log as console errors.
    await target.evaluateOnNewDocument(errorRecorderScript);
  };
  await watch(page);
  return {
    engine: 'Firefox',
    async open(path) {
      const url = new URL(path, siteUrl).href;
      seen.length = 0;
      try {
        await page.goto(url, { waitUntil: 'load' });
      } catch (error) {
        // A navigation the last step began, still under way, aborts this one (NS_BINDING_ABORTED; once in CI,
        // after the search journey opened a page from the modal): go again, once, after it.
        if (!String((error as Error).message).includes('NS_BINDING_ABORTED')) throw error;
        seen.length = 0;
        await page.goto(url, { waitUntil: 'load' });
      }
      await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 30_000 });
    },
    evaluate: <T>(body: string, ...args: unknown[]) =>
      page.evaluate((source: string, values: unknown[]) => new Function(source)(...values) as T, body, args) as Promise<T>,
    async click(selector) {
      await page.locator(selector).click();
    },
    async type(text) {
      await page.keyboard.type(text);
    },
    async press(key) {
      if (key === 'Control+a') {
        await page.keyboard.down('Control');
        await page.keyboard.press('a');
        await page.keyboard.up('Control');
      } else await page.keyboard.press(key);
    },
    async drag(selector, dx, dy) {
      const box = (await (await page.$(selector))!.boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx, y + dy, { steps: 10 });
      await page.mouse.up();
    },
    async errors() {
      const recorded = await page.evaluate((source: string) => new Function(source)() as string[], readRecordedErrors);
      return [...new Set([...seen, ...recorded])];
    },
    close: () => browser.close(),
  };
}
