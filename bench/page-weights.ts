/**
 * Bytes per page type, as chromium fetches them from `npm run serve`: the HTML, JS and CSS of a
 * first visit (raw and brotli), and the JS fetched before the page is interactive, in gzip as
 * well (the budget's unit). "Interactive" is the moment React has hydrated the page
 * (`data-has-hydrated`); a script counts if its request started before then and it was run
 * (not a link prefetch for another page). Sizes are read from
 * the build's own files and their precompressed variants, so they do not depend on the wire.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

import { waitForHydration } from '../tests/browser/harness';

export interface Bytes {
  files: number;
  raw: number;
  brotli: number;
  gzip: number;
}

export interface PageWeight {
  type: string;
  path: string;
  html: Bytes;
  js: Bytes;
  css: Bytes;
  jsBeforeInteractive: Bytes;
}

const buildDir = process.env.SITE_BUILD_DIR ?? 'build';

/** The built file behind a URL path (clean URLs map to .html files). */
function builtFile(pathname: string): string | null {
  const candidates = [pathname, `${pathname}.html`, path.join(pathname, 'index.html')].map((candidate) => path.join(buildDir, candidate));
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

function sizes(pathname: string): Omit<Bytes, 'files'> {
  const file = builtFile(decodeURIComponent(pathname));
  if (!file) return { raw: 0, brotli: 0, gzip: 0 };
  const raw = readFileSync(file);
  const variant = (suffix: string, compress: (data: Buffer) => Buffer) =>
    existsSync(file + suffix) ? statSync(file + suffix).size : compress(raw).length;
  return { raw: raw.length, brotli: variant('.br', brotliCompressSync), gzip: variant('.gz', gzipSync) };
}

function total(pathnames: string[]): Bytes {
  const all = pathnames.map(sizes);
  return {
    files: pathnames.length,
    raw: all.reduce((sum, bytes) => sum + bytes.raw, 0),
    brotli: all.reduce((sum, bytes) => sum + bytes.brotli, 0),
    gzip: all.reduce((sum, bytes) => sum + bytes.gzip, 0),
  };
}

/** A blog post of the build: a page directly under /blog that is not one of the blog's lists. */
export function blogPostPath(): string {
  const lists = new Set(['archive', 'authors', 'tags']);
  const post = readdirSync(path.join(buildDir, 'blog'))
    .filter((file) => file.endsWith('.html') && !lists.has(file.replace(/\.html$/, '')))
    .sort()[0];
  if (post) return `/blog/${post.replace(/\.html$/, '')}`;
  throw new Error(`no blog post found in ${buildDir}/blog`);
}

export const pageTypes = (): Array<{ type: string; path: string; scrollToMap?: boolean }> => [
  { type: 'home', path: '/' },
  { type: 'guide', path: '/docs/getting-started' },
  { type: 'API page, no map in view', path: '/docs/api/booleanPointInPolygon' },
  { type: 'API page with its map', path: '/docs/api/along', scrollToMap: true },
  { type: 'blog post', path: blogPostPath() },
  { type: 'search page', path: '/search?q=along' },
];

export async function benchPageWeights(browser: Browser, baseUrl: string): Promise<PageWeight[]> {
  const weights: PageWeight[] = [];
  for (const { type, path: pagePath, scrollToMap } of pageTypes()) {
    // A phone-sized view, as Lighthouse's mobile run uses: what is "in view" depends on it.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, baseURL: baseUrl });
    const page = await context.newPage();
    // The moment Docusaurus marks the page hydrated, on the page's own clock. The observer
    // watches the document, which exists before the <html> element does.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement?.dataset.hasHydrated === 'true') {
          (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-has-hydrated'] });
    });
    const requests: Array<{ pathname: string; kind: string }> = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== new URL(baseUrl).origin) return;
      // Link prefetches (resource type "other") are for the next page, fetched at idle and not run.
      requests.push({ pathname: url.pathname, kind: request.resourceType() });
    });
    await page.goto(pagePath, { waitUntil: 'load' });
    await waitForHydration(page);
    // Scripts whose request started before hydration, from the page's resource timing.
    const scriptsBeforeInteractive = await page.evaluate(() => {
      const hydratedAt = (window as unknown as { hydratedAt?: number }).hydratedAt ?? Number.POSITIVE_INFINITY;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= hydratedAt && /\.m?js$/.test(new URL(entry.name).pathname))
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'link' || !entry.name.includes('prefetch'))
        .map((entry) => new URL(entry.name).pathname);
    });
    if (scrollToMap) {
      await page.evaluate(() => document.querySelector('[data-live-example]')?.scrollIntoView({ block: 'center' }));
      await page.waitForSelector('[data-map-state="rendered"]', { timeout: 30_000 });
    }
    await page.waitForLoadState('networkidle');
    await context.close();
    const unique = (kind: string) => [...new Set(requests.filter((request) => request.kind === kind).map((request) => request.pathname))];
    const scripts = unique('script');
    weights.push({
      type,
      path: pagePath,
      html: total(unique('document')),
      js: total(scripts),
      css: total(unique('stylesheet')),
      jsBeforeInteractive: total([...new Set(scriptsBeforeInteractive)].filter((pathname) => scripts.includes(pathname))),
    });
  }
  return weights;
}
