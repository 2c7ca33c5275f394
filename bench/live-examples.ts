/**
 * Live examples in chromium, against the production build served by `npm run serve`:
 * - the JavaScript an API page loads with no map in view, and once its map has rendered
 *   (page and worker scripts, raw and brotli-compressed), split by what loads it;
 * - the time from a map scrolling into view to MapLibre reporting its features drawn, cold
 *   (a fresh browser profile) and warm (the same profile, reloaded), medians of several runs.
 */
import { brotliCompressSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';

import { waitForHydration, withSiteAndBrowser } from '../tests/browser/harness';
import { median } from './stats';

export const apiPage = '/docs/api/along';
/** Short enough that the example's map starts well below the fold. */
export const viewport = { width: 1280, height: 500 };

export interface ScriptBytes {
  readonly files: number;
  readonly raw: number;
  readonly brotli: number;
}

export interface LiveExampleBench {
  readonly page: string;
  /** Scripts run with no map in view, the console's Turf bundle apart. */
  readonly jsWithoutMap: ScriptBytes;
  /** The page's Turf for the browser console, loaded when the page is idle. */
  readonly consoleTurf: ScriptBytes;
  /** Chunks prefetched for linked pages (not run). */
  readonly prefetchedWithoutMap: ScriptBytes;
  /** Added by the map: MapLibre, the runner, their workers and the page's Turf. */
  readonly jsAddedByMap: ScriptBytes;
  /** The coarse basemap (drawn first) and the detailed one (loaded after). */
  readonly basemaps: { url: string; raw: number; brotli: number }[];
  readonly renderMs: { cold: number[]; warm: number[]; coldMedian: number; warmMedian: number };
}

/**
 * Scripts a page runs, by URL. Docusaurus also prefetches the chunks of pages linked from the
 * viewport (`<link rel="prefetch">`, resource type "other"): those are counted apart, since they
 * are fetched at idle priority for the next page and not run.
 */
function recordScripts(context: BrowserContext) {
  const scripts = new Map<string, Buffer>();
  const prefetched = new Map<string, Buffer>();
  const other = new Map<string, Buffer>();
  context.on('response', async (response) => {
    const url = response.url();
    // Playwright cannot always hand over a body the page consumed itself (the example runner
    // fetches its worker bundle as a Blob): the same file is then read from the server.
    const seen = await response.body().catch(() => undefined);
    const body = seen?.length
      ? seen
      : await fetch(url)
          .then(async (again) => (again.ok ? Buffer.from(await again.arrayBuffer()) : undefined))
          .catch(() => undefined);
    if (!body) return;
    const isScript = /\.m?js(\?|$)/.test(url);
    if (isScript && response.request().resourceType() === 'other') prefetched.set(url, body);
    else if (isScript) scripts.set(url, body);
    else other.set(url, body);
  });
  return { scripts, prefetched, other };
}

const sum = (bodies: Buffer[]): ScriptBytes => ({
  files: bodies.length,
  raw: bodies.reduce((total, body) => total + body.length, 0),
  brotli: bodies.reduce((total, body) => total + brotliCompressSync(body).length, 0),
});

/** Scrolls the first example map into view and resolves with the ms until it reports features drawn. */
export async function timeMapRender(page: Page): Promise<number> {
  const started = await page.evaluate(() => {
    const at = performance.now();
    document.querySelector('[data-live-example]')?.scrollIntoView({ block: 'center' });
    return at;
  });
  const handle = await page.waitForSelector('[data-map-state="rendered"]', { timeout: 30_000 });
  return Number(await handle.getAttribute('data-rendered-at')) - started;
}

export async function openSettled(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' });
  await waitForHydration(page);
  // Let the console's lazily loaded Turf and link prefetches finish before measuring.
  await page.waitForLoadState('networkidle');
}

export async function benchLiveExamples(runs = 5): Promise<LiveExampleBench> {
  return withSiteAndBrowser(async (site, browser) => {
    // Bytes: one fresh profile, before and after the map.
    const context = await browser.newContext({ viewport });
    const { scripts, prefetched, other } = recordScripts(context);
    const page = await context.newPage();
    await openSettled(page, `${site.baseUrl}${apiPage}`);
    const before = new Set(scripts.keys());
    const isTurf = (url: string) => url.includes('/turf.min.js');
    const jsWithoutMap = sum([...scripts].filter(([url]) => !isTurf(url)).map(([, body]) => body));
    const consoleTurf = sum([...scripts].filter(([url]) => isTurf(url)).map(([, body]) => body));
    const prefetchedWithoutMap = sum([...prefetched.values()]);
    await timeMapRender(page);
    await page.waitForLoadState('networkidle');
    const jsAddedByMap = sum([...scripts].filter(([url]) => !before.has(url)).map(([, body]) => body));
    await page.waitForTimeout(1000); // the detailed basemap follows the first draw
    const basemaps = [...other]
      .filter(([url]) => url.includes('/basemap/'))
      .map(([url, body]) => ({ url: new URL(url).pathname, raw: body.length, brotli: brotliCompressSync(body).length }));
    await context.close();

    const cold: number[] = [];
    const warm: number[] = [];
    for (let run = 0; run < runs; run++) {
      const fresh = await browser.newContext({ viewport });
      const runPage = await fresh.newPage();
      await openSettled(runPage, `${site.baseUrl}${apiPage}`);
      cold.push(await timeMapRender(runPage));
      await openSettled(runPage, `${site.baseUrl}${apiPage}`);
      warm.push(await timeMapRender(runPage));
      await fresh.close();
    }
    return {
      page: apiPage,
      jsWithoutMap,
      consoleTurf,
      prefetchedWithoutMap,
      jsAddedByMap,
      basemaps,
      renderMs: { cold, warm, coldMedian: median(cold), warmMedian: median(warm) },
    };
  });
}
