import { launchBrowser, openPage, startSite, waitForHydration } from './browser/harness';
const site = await startSite(); const browser = await launchBrowser();
const { page, report, close } = await openPage(browser, site, { viewport: { width: 1280, height: 1600 } });
for (const [path, file] of [['/docs/api/along', '/tmp/along.png'], ['/docs/6.5.0/api/bezierSpline', '/tmp/bezier.png'], ['/docs/api/types/Units', '/tmp/units.png'], ['/docs/api/mean', '/tmp/mean.png']]) {
  const r = await page.goto(path); await waitForHydration(page);
  console.log(path, r?.status());
  await page.screenshot({ path: file });
}
console.log(report.consoleErrors, report.foreignRequests);
await close(); await browser.close(); await site.stop();
