/**
 * Pages are painted before the site's scripts run (plugins/delivery/ssr-template): on a slow phone,
 * evaluating the main bundle takes ~300 ms, and the reader sees the page meanwhile.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { openPage, useSiteUnderTest } from './harness';

describe('paint first', () => {
  const { site, browser } = useSiteUnderTest({ before, after });

  for (const path of ['/', '/docs/api/along']) {
    it(`paints ${path} before its scripts run, then hydrates it`, async () => {
      const { page, report, close } = await openPage(browser(), site());
      try {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(() => {
          const marks: { mainScriptAdded?: number } = {};
          (window as unknown as { marks: typeof marks }).marks = marks;
          new MutationObserver((records) => {
            for (const record of records) {
              record.addedNodes.forEach((node) => {
                if (node instanceof HTMLScriptElement && /\/main\.[\da-f]+\.js$/.test(node.src))
                  marks.mainScriptAdded ??= performance.now();
              });
            }
          }).observe(document, { childList: true, subtree: true });
        });
        await page.goto(path);
        await page.waitForSelector('html[data-has-hydrated="true"]');
        const { mainScriptAdded, firstContentfulPaint } = await page.evaluate(() => {
          // The end of the rendering update that produced the first paint (`paintTime`), not when
          // the GPU showed it (`startTime`, the presentation time, which trailed it by 10-30 ms
          // here): once the frame is handed to the compositor, script on the main thread no
          // longer holds it back.
          const paint = performance.getEntriesByName('first-contentful-paint')[0] as
            (PerformanceEntry & { paintTime?: number }) | undefined;
          return {
            mainScriptAdded: (window as unknown as { marks: { mainScriptAdded?: number } }).marks.mainScriptAdded,
            firstContentfulPaint: paint?.paintTime ?? paint?.startTime,
          };
        });
        assert.ok(firstContentfulPaint !== undefined && mainScriptAdded !== undefined, 'both happened');
        assert.ok(
          firstContentfulPaint <= mainScriptAdded,
          `painted at ${firstContentfulPaint} ms, main script started at ${mainScriptAdded} ms`,
        );
        assert.deepEqual(report.consoleErrors, []);
      } finally {
        await close();
      }
    });
  }
});
