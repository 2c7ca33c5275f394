/**
 * Search figures: the index file of each docs version (raw and brotli bytes), the time chromium
 * takes to fetch and read it, the compute time per keystroke, and the relevance of the first
 * results on the query set in search-queries.ts. Measured in chromium on the served build, with
 * the same client code the site ships (bundled here with esbuild).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import path from 'node:path';
import { build } from 'esbuild';

import type { unpackIndexFile } from '../plugins/features/search/client/indexFile';
import type { createLocalSearchClient } from '../plugins/features/search/client/localSearchClient';
import { waitForHydration, withSiteAndBrowser } from '../tests/browser/harness';
import { relevanceQueries, type QueryKind } from './search-queries';
import { currentVersion } from '../src/data/versions';
import { docsTagOf } from '../plugins/features/search/client/indexLocation';
import { median, percentile } from './stats';
import { shownHitsPerPage } from '../plugins/features/search/client/shownHits';

/** What search-client-entry.ts puts on the page's globalThis. */
interface SearchBenchGlobal {
  searchBench: { unpackIndexFile: typeof unpackIndexFile; createLocalSearchClient: typeof createLocalSearchClient };
}

export interface IndexSize {
  tag: string;
  raw: number;
  brotli: number;
}

export interface SearchBench {
  indexes: IndexSize[];
  loadMs: { median: number; runs: number[] };
  keystrokeMs: { median: number; p95: number; count: number };
  relevance: {
    queries: number;
    top1: number;
    top3: number;
    byKind: Record<string, { queries: number; top1: number; top3: number }>;
    misses: Array<{ query: string; expected: string; got: string[] }>;
    perQueryMs: { median: number; p95: number };
  };
}

function indexSizes(): IndexSize[] {
  const directory = path.join('build', 'search-index');
  return readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const data = readFileSync(path.join(directory, file));
      const brotli = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      return { tag: file.replace(/\.json$/, ''), raw: data.length, brotli };
    });
}

async function bundleClient(): Promise<string> {
  const result = await build({
    entryPoints: ['bench/search-client-entry.ts'],
    bundle: true,
    format: 'iife',
    write: false,
    minify: true,
    target: 'es2022',
  });
  return result.outputFiles[0].text;
}

export async function benchSearch(runs: number): Promise<SearchBench> {
  const indexes = indexSizes();
  const script = await bundleClient();
  return withSiteAndBrowser(async (site, browser) => {
    // The bench adds its own script to the page, which the site's Content-Security-Policy rightly refuses.
    const page = await browser.newPage({ baseURL: site.baseUrl, bypassCSP: true });
    await page.goto('/docs/intro');
    await waitForHydration(page);
    // tsx keeps function names with a `__name` helper, also inside the functions passed to evaluate.
    await page.addScriptTag({ content: `window.__name = (target) => target;\n${script}` });

    // Fetch and read the current version's index, cold (no HTTP cache) each time.
    const tag = docsTagOf(currentVersion.name);
    const loadRuns: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      loadRuns.push(
        await page.evaluate(async (docsTag) => {
          const bench = (globalThis as unknown as SearchBenchGlobal).searchBench;
          const started = performance.now();
          const response = await fetch(`/search-index/${docsTag}.json?run=${Math.random()}`, { cache: 'no-store' });
          bench.unpackIndexFile(await response.json());
          return performance.now() - started;
        }, tag),
      );
    }

    const queries = relevanceQueries.map(({ query }) => query);
    // Readers' questions are the longest queries, with the most words for the vocabulary to add.
    const questions = (JSON.parse(readFileSync('bench/search-quality/real-questions-tuning.json', 'utf8')) as Array<{ query: string }>)
      .slice(0, 40)
      .map(({ query }) => query);
    const measured = await page.evaluate(
      async ({ queryList, typed, docsTag, distinct }) => {
        const bench = (globalThis as unknown as SearchBenchGlobal).searchBench;
        const index = bench.unpackIndexFile(await (await fetch(`/search-index/${docsTag}.json`)).json());
        const client = bench.createLocalSearchClient({
          loadIndex: async () => index,
          defaultDocsTag: docsTag,
          origin: location.origin,
        });
        const request = (query: string) => ({
          requests: [
            {
              indexName: 'bench',
              query,
              facetFilters: ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${docsTag}`]],
              attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
              hitsPerPage: 20,
              // As the modal asks.
              distinct,
            },
          ],
        });
        // Warm up the engine once, as the first keystroke after opening the modal does.
        await client.search(request('warm up'));
        const keystrokes: number[] = [];
        for (const query of typed) {
          for (let length = 1; length <= query.length; length += 1) {
            const started = performance.now();
            await client.search(request(query.slice(0, length)));
            keystrokes.push(performance.now() - started);
          }
        }
        const answers: Array<{ urls: string[]; ms: number }> = [];
        for (const query of queryList) {
          const started = performance.now();
          const { results } = await client.search(request(query));
          const ms = performance.now() - started;
          const pages: string[] = [];
          for (const hit of results[0].hits) {
            const url = new URL(hit.url).pathname;
            if (!pages.includes(url)) pages.push(url);
          }
          answers.push({ urls: pages.slice(0, 3), ms });
        }
        return { keystrokes, answers };
      },
      { queryList: queries, typed: [...queries, ...questions], docsTag: tag, distinct: shownHitsPerPage },
    );

    const byKind: SearchBench['relevance']['byKind'] = {};
    const misses: SearchBench['relevance']['misses'] = [];
    let top1 = 0;
    let top3 = 0;
    relevanceQueries.forEach(({ query, expected, kind }, index) => {
      const got = measured.answers[index].urls;
      const entry = (byKind[kind as QueryKind] ??= { queries: 0, top1: 0, top3: 0 });
      entry.queries += 1;
      if (got[0] === expected) {
        top1 += 1;
        entry.top1 += 1;
      } else misses.push({ query, expected, got });
      if (got.includes(expected)) {
        top3 += 1;
        entry.top3 += 1;
      }
    });
    const queryMs = measured.answers.map((answer) => answer.ms);
    return {
      indexes,
      loadMs: { median: median(loadRuns), runs: loadRuns },
      keystrokeMs: { median: median(measured.keystrokes), p95: percentile(measured.keystrokes, 0.95), count: measured.keystrokes.length },
      relevance: {
        queries: relevanceQueries.length,
        top1,
        top3,
        byKind,
        misses,
        perQueryMs: { median: median(queryMs), p95: percentile(queryMs, 0.95) },
      },
    };
  });
}
