/**
 * A page in chromium whose CPU is slowed 4x, as Lighthouse's mobile profile slows it, with a CDP
 * session for measuring it: the shared start of the main-thread diagnostics.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';

export const mobileCpuSlowdown = 4;

export async function openMobileCpuPage(browser: Browser): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: mobileCpuSlowdown });
  return { page, cdp };
}
