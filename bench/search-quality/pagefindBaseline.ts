/**
 * Pagefind, the search most static docs sites ship, as a baseline over the same built pages as our index:
 * indexed with its Node API and defaults, asked in chromium through its own `pagefind.js` as readers would.
 */
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Browser } from 'playwright-core';

import { launchBrowser } from '../../tests/browser/harness';

const contentTypes: Record<string, string> = {
  '.js': 'application/javascript',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.css': 'text/css',
};

function builtFile(buildDir: string, page: string): string | null {
  const candidates = page === '/' ? ['index.html'] : [`${page}.html`, `${page}/index.html`];
  return candidates.map((file) => path.join(buildDir, file)).find((file) => existsSync(file)) ?? null;
}

function serve(dir: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Pagefind</title>');
      return;
    }
    const file = path.join(dir, path.normalize(pathname));
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    }),
  );
}

/** Per query, the distinct pages Pagefind ranks first, as site paths (`/docs/api/along`). */
export async function pagefindAnswers(buildDir: string, pages: Iterable<string>, queries: readonly string[]): Promise<string[][]> {
  const pagefind = await import('pagefind');
  const out = mkdtempSync(path.join(tmpdir(), 'pagefind-'));
  let server: Server | undefined;
  let browser: Browser | undefined;
  try {
    const { index } = await pagefind.createIndex({});
    if (!index) throw new Error('Pagefind did not start');
    for (const page of pages) {
      const file = builtFile(buildDir, page);
      if (file) await index.addHTMLFile({ url: page, content: readFileSync(file, 'utf8') });
    }
    await index.writeFiles({ outputPath: path.join(out, 'pagefind') });
    const served = await serve(out);
    server = served.server;
    browser = await launchBrowser();
    const tab = await browser.newPage();
    await tab.goto(served.origin);
    const urls = await tab.evaluate(async (list) => {
      const search = (await import(`${location.origin}/pagefind/pagefind.js`)) as {
        init(): Promise<void>;
        search(query: string): Promise<{ results: Array<{ data(): Promise<{ url: string }> }> }>;
      };
      await search.init();
      const answers: string[][] = [];
      for (const query of list) {
        const { results } = await search.search(query);
        answers.push(await Promise.all(results.slice(0, 10).map(async (result) => (await result.data()).url)));
      }
      return answers;
    }, queries);
    return urls.map((list) => [
      ...new Set(
        list.map((url) =>
          url
            .replace(/#.*$/, '')
            .replace(/(?:\/index)?\.html$/, '')
            .replace(/(.)\/$/, '$1'),
        ),
      ),
    ]);
  } finally {
    await browser?.close();
    server?.close();
    await pagefind.close();
    rmSync(out, { recursive: true, force: true });
  }
}
