/**
 * Search under hostile input, in chromium: 1,000 generated queries (unicode from every plane,
 * markup and script fragments, regex and SQL-ish text, whitespace, 10 KB and 100 KB strings, and
 * mixes of these with real words) through the site's search client, then the nastiest of them
 * typed into the navbar modal and opened as /search?q=. The queries come from a seeded generator:
 * a failure names its seed, and `SEARCH_ABUSE_SEED=<seed>` replays the same queries.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';

import type { unpackIndexFile } from '../../plugins/features/search/client/indexFile';
import type { createLocalSearchClient } from '../../plugins/features/search/client/localSearchClient';
import { waitForHydration, useSiteUnderTest } from './harness';
// The modal and the client cut queries to this many characters.
import { cutQuery, maxQueryLength } from '../../plugins/features/search/client/queryLength';
// The heading quotes the start of a long query.
import { headingQuery } from '../../plugins/features/search/theme/SearchPage/headingQuery';

const seed = Number(process.env.SEARCH_ABUSE_SEED ?? 0x7a5e);
const queryCount = 1000;
/** Catches a hang, not a slow query: speed is the search benchmark's business (npm run bench). */
const perQueryLimitMs = 1000;

/** The request the navbar modal sends on a 7.2.0 docs page (DocSearch 4's defaults plus the page's facet filters). */
const modalRequest = {
  indexName: 'turf-docs',
  attributesToRetrieve: [
    'hierarchy.lvl0',
    'hierarchy.lvl1',
    'hierarchy.lvl2',
    'hierarchy.lvl3',
    'hierarchy.lvl4',
    'hierarchy.lvl5',
    'hierarchy.lvl6',
    'content',
    'type',
    'url',
  ],
  attributesToSnippet: [
    'hierarchy.lvl1:15',
    'hierarchy.lvl2:15',
    'hierarchy.lvl3:15',
    'hierarchy.lvl4:15',
    'hierarchy.lvl5:15',
    'hierarchy.lvl6:15',
    'content:15',
  ],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  clickAnalytics: false,
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-7.2.0']],
};
const allowedTags = ['default', 'docs-default-7.2.0'];

// ---------------------------------------------------------------------------------------------
// Query generation

/** A 32-bit xorshift generator: the same seed gives the same queries on every machine. */
function seededRandom(start: number): () => number {
  let state = start >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 2 ** 32;
  };
}

const words = [
  'along',
  'buffer',
  'point',
  'polygon',
  'distance',
  'bbox',
  'voronoi',
  'booleanPointInPolygon',
  'lineString',
  'feature',
  'centroid',
  'area',
  'union',
  'intersect',
  'hexGrid',
  'turf',
  'install',
  'units',
  'kilometers',
  'GeoJSON',
  'coordinates',
  'playground',
  'version',
  'options',
];

/** Fragments that try to leave a text node or an attribute; the canary ones set `window.__injected` if they ever run. */
const markupFragments = [
  '<img src=x onerror=alert(1)>',
  '<img src=x onerror=window.__injected=1>',
  '</mark><script>window.__injected=2</script><mark>',
  '<script>alert(document.domain)</script>',
  '"><svg onload=window.__injected=3>',
  "' onmouseover='window.__injected=4' x='",
  '<iframe src="javascript:parent.__injected=5"></iframe>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&amp;lt;mark&amp;gt;',
  '<mark>along</mark>',
  '</mark>',
  '<details open ontoggle=window.__injected=6>',
  '<a href="javascript:window.__injected=7">buffer</a>',
  '{{constructor.constructor("window.__injected=8")()}}',
  '${alert(1)}',
  '<style>*{display:none}</style>',
  '<!--',
  '-->',
  '<![CDATA[x]]>',
  'javascript:alert(1)',
  '"',
  "'",
  '`',
  '<',
  '>',
  '&',
  '&#60;',
  '&#x3C;',
  '\\u003cscript\\u003e',
];
const regexFragments = [
  '.*+?^${}()|[]\\',
  '(a+)+$',
  '[',
  ']',
  '\\',
  '(?<x>)',
  '*',
  '^$',
  '.',
  '(',
  ')',
  '{1,}',
  '|',
  '\\b',
  '\\p{L}',
  '[^]',
  '$&',
  '$1',
];
const dataFragments = [
  "' OR 1=1 --",
  '"; DROP TABLE records; --',
  "1' UNION SELECT * FROM users--",
  '{"query":"along","hitsPerPage":1000}',
  '{"__proto__":{"polluted":true}}',
  '[]',
  '{}',
  'null',
  'undefined',
  'NaN',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'prototype',
  'toString',
  'valueOf',
  'docusaurus_tag:default',
  '-language:en',
  '%00',
  '%3Cscript%3E',
];
const whitespaceCharacters = [
  ' ',
  '\t',
  '\n',
  '\r',
  '\v',
  '\f',
  '\u00a0',
  '\u1680',
  '\u2003',
  '\u2028',
  '\u2029',
  '\u3000',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u0000',
];

/** Code point ranges to draw from, covering every plane and the characters that trip text handling. */
const codePointRanges: Array<[number, number]> = [
  [0x20, 0x7e], // ASCII
  [0x00, 0x1f], // C0 controls, NUL included
  [0x7f, 0x9f], // DEL and C1 controls
  [0xa0, 0x24f], // Latin-1 and Latin Extended
  [0x300, 0x36f], // combining marks
  [0x1ab0, 0x1aff], // more combining marks
  [0x590, 0x5ff], // Hebrew (right to left)
  [0x600, 0x6ff], // Arabic (right to left)
  [0x200b, 0x200f], // zero-width characters and direction marks
  [0x202a, 0x202e], // direction embeddings and overrides
  [0x2066, 0x2069], // direction isolates
  [0x4e00, 0x9fff], // CJK
  [0xac00, 0xd7a3], // Hangul
  [0xd800, 0xdfff], // surrogates: each drawn alone is a lone surrogate
  [0xe000, 0xf8ff], // private use
  [0xfff0, 0xffff], // specials and non-characters
  [0x1d400, 0x1d7ff], // mathematical alphanumerics (astral letters)
  [0x1f300, 0x1faff], // emoji
  [0x20000, 0x2a6df], // CJK extension B
  [0xe0000, 0xe007f], // tag characters
  [0xf0000, 0x10ffff], // supplementary private use
];

interface Query {
  readonly kind: string;
  readonly text: string;
}

function generateQueries(count: number, random: () => number): Query[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const character = () => {
    const [low, high] = pick(codePointRanges);
    const codePoint = between(low, high);
    // A surrogate drawn alone is one UTF-16 unit: String.fromCodePoint would refuse it.
    return codePoint >= 0xd800 && codePoint <= 0xdfff ? String.fromCharCode(codePoint) : String.fromCodePoint(codePoint);
  };
  const unicode = (length: number) => Array.from({ length }, character).join('');
  const anyFragment = () =>
    pick([
      pick(markupFragments),
      pick(regexFragments),
      pick(dataFragments),
      pick(whitespaceCharacters),
      unicode(between(1, 4)),
      pick(words),
    ]);
  const long = (size: number) => {
    let text = '';
    while (text.length < size) text += random() < 0.5 ? `${pick(words)} ` : anyFragment();
    return text.slice(0, size);
  };

  const fixed: Query[] = [
    // Markup within the characters searched, then letters: 10 KB that still fits in a URL.
    { kind: '10 KB', text: `<img src=x onerror=window.__injected=11>${'along'.repeat(2048)}`.slice(0, 10 * 1024) },
    ...markupFragments.map((text) => ({ kind: 'markup', text })),
    ...markupFragments.slice(0, 12).map((text) => ({ kind: 'markup + word', text: `along ${text} polygon` })),
    { kind: 'markup + word', text: 'along</mark><img src=x onerror=window.__injected=9>' },
    { kind: 'markup + word', text: 'booleanPointInPolygon<script>' },
    { kind: 'markup + word', text: 'buffer" onfocus="window.__injected=10' },
    ...regexFragments.map((text) => ({ kind: 'regex', text })),
    ...dataFragments.map((text) => ({ kind: 'sql/json', text })),
    { kind: 'empty', text: '' },
    { kind: 'whitespace', text: ' ' },
    { kind: 'whitespace', text: whitespaceCharacters.join('') },
    { kind: 'whitespace', text: '\u0000'.repeat(64) },
    { kind: 'unicode', text: '\u202ealong' },
    { kind: 'unicode', text: `a${'\u0301\u0302\u0303\u0304'.repeat(20)} point` },
    { kind: 'unicode', text: '🗺️📍 point 👨‍👩‍👧‍👦' },
    { kind: 'unicode', text: '\ud800' },
    { kind: 'unicode', text: '\udfff along' },
    { kind: 'unicode', text: 'point\ud83d' },
    { kind: 'unicode', text: '𝓅𝑜𝒾𝓃𝓉 𝐩𝐨𝐥𝐲𝐠𝐨𝐧' },
    { kind: 'unicode', text: 'مضلع polygon נקודה' },
    { kind: 'unicode', text: 'İSTANBUL ß ﬁ' },
    { kind: 'unicode', text: 'along\u200bbuffer\ufeff' },
    { kind: '10 KB', text: long(10 * 1024) },
    { kind: '10 KB', text: '<'.repeat(10 * 1024) },
    { kind: '100 KB', text: long(100 * 1024) },
    { kind: '100 KB', text: 'a'.repeat(100 * 1024) },
  ];

  const generators: Array<[kind: string, weight: number, make: () => string]> = [
    ['unicode', 25, () => unicode(between(1, 80))],
    ['markup', 12, () => Array.from({ length: between(1, 3) }, () => pick(markupFragments)).join(pick(['', ' ', pick(words)]))],
    ['regex', 8, () => Array.from({ length: between(1, 12) }, () => pick(regexFragments)).join('')],
    ['sql/json', 8, () => `${pick(words)}${pick(dataFragments)}${random() < 0.5 ? pick(words) : ''}`],
    ['whitespace', 5, () => Array.from({ length: between(0, 20) }, () => pick(whitespaceCharacters)).join('')],
    [
      'mixed',
      38,
      () => Array.from({ length: between(1, 6) }, () => (random() < 0.45 ? pick(words) : anyFragment())).join(pick(['', ' ', '  ', '\t'])),
    ],
    ['10 KB', 3, () => long(10 * 1024)],
    ['100 KB', 1, () => long(100 * 1024)],
  ];
  const totalWeight = generators.reduce((sum, [, weight]) => sum + weight, 0);
  const generated: Query[] = [];
  while (fixed.length + generated.length < count) {
    let roll = random() * totalWeight;
    const [kind, , make] = generators.find(([, weight]) => (roll -= weight) < 0) ?? generators[0]!;
    generated.push({ kind, text: make() });
  }
  return [...fixed, ...generated];
}

const queries = generateQueries(queryCount, seededRandom(seed));

/** A query as a failure message shows it: escaped, and cut when long. */
function describeQuery(query: Query): string {
  const cut = query.text.length > 120 ? `${query.text.slice(0, 120)}...` : query.text;
  // Escaped to ASCII: direction overrides and control characters would garble the report.
  const shown = JSON.stringify(cut).replace(/[^\x20-\x7e]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `${query.kind} query ${shown} (${query.text.length} UTF-16 units; seed ${seed}, replay with SEARCH_ABUSE_SEED=${seed})`;
}

/**
 * The queries the UI tests type or open: every markup fragment that could run script, the long
 * strings and a few of each other kind.
 */
const nastiest: Query[] = [
  ...queries.filter((query) => query.kind === 'markup' && /[<>"'&]/.test(query.text)).slice(0, 16),
  ...queries.filter((query) => query.kind === 'markup + word').slice(0, 4),
  queries.find((query) => query.kind === '10 KB')!,
  queries.find((query) => query.kind === '100 KB')!,
  ...queries.filter((query) => query.kind === 'regex').slice(0, 3),
  ...queries.filter((query) => query.kind === 'sql/json').slice(0, 3),
  ...queries.filter((query) => query.kind === 'unicode').slice(0, 8),
  ...queries.filter((query) => query.kind === 'empty' || query.kind === 'whitespace').slice(0, 3),
].slice(0, 40);

/**
 * The same, as /search?q= addresses: a query whose address exceeds 12 KB is left out, since
 * servers and hosts refuse such long request lines (Node's limit is 16 KB of headers) before the
 * page could see them.
 */
const nastiestInUrl = nastiest.filter((query) => encodeQueryParameter(query.text).length <= 12 * 1024);

// ---------------------------------------------------------------------------------------------
// In the page

/** The search client and index reader as the site ships them, bundled for the page. */
async function bundleSearchClient(): Promise<string> {
  const result = await build({
    stdin: {
      contents: [
        "import { unpackIndexFile } from './plugins/features/search/client/indexFile';",
        "import { createLocalSearchClient } from './plugins/features/search/client/localSearchClient';",
        'globalThis.siteSearch = { unpackIndexFile, createLocalSearchClient };',
      ].join('\n'),
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
    target: 'es2022',
  });
  return result.outputFiles[0]!.text;
}

/**
 * A script run before the page's own code: records elements that could run script or restyle the
 * page appearing inside `scope` (the search UI), and handler attributes or `javascript:` URLs
 * appearing anywhere, as the page changes.
 */
function injectionWatch(scope: string): string {
  return `
    window.__name = (target) => target;
    window.__injectionLog = [];
    const scope = ${JSON.stringify(scope)};
    const dangerous = new Set(['IMG', 'SCRIPT', 'IFRAME', 'FRAME', 'OBJECT', 'EMBED', 'BASE', 'STYLE', 'LINK', 'META', 'VIDEO', 'AUDIO', 'SOURCE']);
    const report = (element, why) => window.__injectionLog.push(why + ': ' + element.outerHTML.slice(0, 200));
    const inspect = (element) => {
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name)) report(element, 'handler attribute ' + attribute.name);
        if (/^\\s*javascript:/i.test(attribute.value)) report(element, 'javascript: URL');
      }
      if (dangerous.has(element.tagName) && element.closest(scope)) report(element, 'element');
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') {
          if (record.target.nodeType === 1) inspect(record.target);
          continue;
        }
        for (const node of record.addedNodes) {
          if (node.nodeType !== 1) continue;
          inspect(node);
          for (const child of node.querySelectorAll('*')) inspect(child);
        }
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
  `;
}

/** `encodeURIComponent`, except that a lone surrogate becomes its (invalid) UTF-8 bytes instead of throwing: the page must cope with those too. */
function encodeQueryParameter(text: string): string {
  return text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (character) => {
    const unit = character.charCodeAt(0);
    if (character.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(character);
  });
}

/** What the watch saw since the last call, and whether any canary payload ran. */
async function injectedSinceLastCheck(page: Page): Promise<{ log: string[]; canary: unknown }> {
  return page.evaluate(() => {
    const target = window as unknown as { __injectionLog: string[]; __injected?: unknown };
    const log = target.__injectionLog.splice(0);
    return { log, canary: target.__injected };
  });
}

interface ClientRun {
  problems: Array<{ index: number; problem: string }>;
  timingsMs: number[];
  queriesWithHits: number;
  highlightedValues: number;
  valuesWithEscapedMarkup: number;
}

/** What the bundle of bundleSearchClient() puts on the page's globalThis. */
interface SiteSearchGlobal {
  siteSearch: { unpackIndexFile: typeof unpackIndexFile; createLocalSearchClient: typeof createLocalSearchClient };
}

/** A value from the client's answer before the checks below have read it: they check its shape themselves, field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer is untrusted here: its declared types are what the test checks
type Unchecked = any;

/** Runs every query through the client in the page and checks each answer there (the answers are too large to bring back). */
async function runQueriesInPage(page: Page, bundle: string): Promise<ClientRun> {
  // tsx names functions with a `__name` helper, also inside the ones passed to evaluate.
  await page.evaluate('window.__name = (target) => target');
  await page.evaluate(bundle);
  // UTF-16 units, not strings: lone surrogates would not survive the trip to the page as text.
  const units = queries.map((query) => Array.from({ length: query.text.length }, (_, index) => query.text.charCodeAt(index)));
  return page.evaluate(
    async ({ units, request, allowedTags, maxQueryLength, limits }) => {
      const { unpackIndexFile, createLocalSearchClient } = (globalThis as unknown as SiteSearchGlobal).siteSearch;
      const loaded = new Map<string, Promise<ReturnType<typeof unpackIndexFile>>>();
      // As the site's browser client loads indexes: once per docs version, from the build.
      const loadIndex = (tag: string) => {
        if (!loaded.has(tag))
          loaded.set(
            tag,
            fetch(`/search-index/${tag}.json`)
              .then((response) => response.json())
              .then(unpackIndexFile),
          );
        return loaded.get(tag)!;
      };
      const client = createLocalSearchClient({ loadIndex, defaultDocsTag: 'docs-default-7.2.0', origin: location.origin });
      await client.prepare(request.facetFilters);

      const pre = request.highlightPreTag;
      const post = request.highlightPostTag;
      const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
      const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity]!);
      const withoutTags = (value: string) => value.split(pre).join('').split(post).join('');
      const tagProblem = (value: string): string | undefined => {
        if (/[<>]/.test(withoutTags(value))) return 'has a < or > that is not escaped';
        let open = false;
        for (const tag of value.match(/<\/?mark>/g) ?? []) {
          if ((tag === pre) === open) return 'has unbalanced highlight tags';
          open = !open;
        }
        return open ? 'has an unclosed highlight tag' : undefined;
      };

      const problems: Array<{ index: number; problem: string }> = [];
      const timingsMs: number[] = [];
      let queriesWithHits = 0;
      let highlightedValues = 0;
      let valuesWithEscapedMarkup = 0;
      for (const [index, codes] of units.entries()) {
        const query = codes.map((code) => String.fromCharCode(code)).join('');
        const fail = (problem: string) => problems.push({ index, problem });
        let response: Unchecked;
        const started = performance.now();
        try {
          response = (await client.search({ requests: [{ ...request, query }] })).results;
        } catch (error) {
          fail(`threw ${(error as Error)?.name}: ${(error as Error)?.message}`);
          continue;
        } finally {
          timingsMs.push(performance.now() - started);
        }
        if (timingsMs.at(-1)! > limits.perQueryMs) fail(`took ${timingsMs.at(-1)!.toFixed(0)} ms`);
        if (!Array.isArray(response) || response.length !== 1) {
          fail('results is not a list of one answer');
          continue;
        }
        const answer = response[0];
        const expectedQuery = Array.from(query).slice(0, maxQueryLength).join('');
        if (answer.query !== expectedQuery)
          fail(`answered for ${JSON.stringify(answer.query)}, not the query cut to ${maxQueryLength} characters`);
        if (!Array.isArray(answer.hits) || answer.hits.length > request.hitsPerPage) fail('hits is not a list of at most hitsPerPage');
        if (!Number.isInteger(answer.nbHits) || answer.nbHits < answer.hits.length) fail(`nbHits ${answer.nbHits}`);
        if (
          answer.page !== 0 ||
          answer.hitsPerPage !== request.hitsPerPage ||
          answer.nbPages !== Math.ceil(answer.nbHits / request.hitsPerPage)
        )
          fail('paging fields');
        if (answer.exhaustiveNbHits !== true || answer.index !== request.indexName || typeof answer.params !== 'string')
          fail('exhaustiveNbHits, index or params');
        if (!/^[0-9a-f]{32}$/.test(answer.queryID) || typeof answer.processingTimeMS !== 'number') fail('queryID or processingTimeMS');
        if (answer.hits.length > 0) queriesWithHits += 1;

        for (const hit of answer.hits ?? []) {
          const where = `hit ${hit?.objectID}`;
          if (typeof hit.objectID !== 'string' || typeof hit.url !== 'string' || !hit.url.startsWith(`${location.origin}/`))
            fail(`${where}: objectID or url`);
          if (hit.language !== 'en' || !allowedTags.includes(hit.docusaurus_tag))
            fail(`${where}: outside the facet filters (${hit.language}, ${hit.docusaurus_tag})`);
          const highlight = hit._highlightResult;
          const snippet = hit._snippetResult;
          if (!highlight?.hierarchy || !snippet?.hierarchy || highlight.hierarchy_camel?.[0] !== highlight.hierarchy) {
            fail(`${where}: _highlightResult or _snippetResult shape`);
            continue;
          }
          // Every text the record has comes back highlighted in full, and snippeted in part.
          const texts: Array<[string, string, Unchecked, Unchecked]> = [];
          for (const level of ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']) {
            const text = hit.hierarchy?.[level];
            if (typeof text === 'string')
              texts.push([`hierarchy.${level}`, text, highlight.hierarchy[level], level === 'lvl0' ? undefined : snippet.hierarchy[level]]);
          }
          if (typeof hit.content === 'string') texts.push(['content', hit.content, highlight.content, snippet.content]);
          for (const [field, text, highlighted, snipped] of texts) {
            for (const [kind, result] of [
              ['highlight', highlighted],
              ['snippet', snipped],
            ] as const) {
              if (result === undefined && kind === 'snippet' && field === 'hierarchy.lvl0') continue;
              if (typeof result?.value !== 'string' || !['none', 'partial', 'full'].includes(result.matchLevel)) {
                fail(`${where}: ${kind} of ${field} missing or malformed`);
                continue;
              }
              const problem = tagProblem(result.value);
              if (problem) fail(`${where}: ${kind} of ${field} ${problem}: ${result.value.slice(0, 200)}`);
              const shown = unescape(withoutTags(result.value));
              if (kind === 'highlight' && shown !== text)
                fail(`${where}: highlight of ${field} changes the text: ${result.value.slice(0, 200)}`);
              if (kind === 'snippet' && !text.includes(shown.replace(/^…/, '').replace(/…$/, '')))
                fail(`${where}: snippet of ${field} is not from the text: ${result.value.slice(0, 200)}`);
              if (result.value.includes(pre)) highlightedValues += 1;
              if (/&(?:lt|gt);/.test(result.value)) valuesWithEscapedMarkup += 1;
            }
          }
        }
      }
      return { problems, timingsMs, queriesWithHits, highlightedValues, valuesWithEscapedMarkup };
    },
    { units, request: modalRequest, allowedTags, maxQueryLength, limits: { perQueryMs: perQueryLimitMs } },
  );
}

const percentile = (values: readonly number[], fraction: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * fraction))]!;

// ---------------------------------------------------------------------------------------------
// The UI

const modalInput = '.DocSearch-Input';

/** Waits until the modal shows its answer for what the input holds: hits for it, "No results" for it, or nothing for an empty query. */
async function waitForModalAnswer(page: Page, value: string): Promise<void> {
  await page.waitForFunction((expected) => {
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (!input || input.value !== expected) return false;
    const hits = document.querySelectorAll('.DocSearch-Hit').length;
    const noResults = document.querySelector('.DocSearch-NoResults .DocSearch-Title')?.textContent ?? null;
    if (expected === '') return hits === 0 && noResults === null;
    const footer = document.querySelector<HTMLAnchorElement>('.DocSearch-HitsFooter a');
    if (hits > 0 && footer && new URL(footer.href).searchParams.get('q') === expected) return true;
    return noResults !== null && noResults.includes(`"${expected}"`);
  }, value);
}

/** Waits until /search has answered the query in its URL: results, "No results", or nothing to search. */
async function waitForSearchPageAnswer(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    if (!main || main.textContent?.includes('Fetching new results')) return false;
    const query = new URLSearchParams(location.search).get('q') ?? '';
    if (!query.trim()) return true;
    return (
      main.querySelector('article') !== null ||
      main.textContent!.includes('No results found for') ||
      main.textContent!.includes('Unable to fetch results')
    );
  });
}

describe('search under hostile queries', () => {
  const { withPage } = useSiteUnderTest({ before, after });

  it(
    `answers ${queryCount} generated queries with the documented shape, escaped highlights and no hang`,
    { timeout: 120_000 },
    async (t) => {
      const bundle = await bundleSearchClient();
      await withPage('/docs/intro', async (page) => {
        const run = await runQueriesInPage(page, bundle);
        const median = percentile(run.timingsMs, 0.5);
        const p95 = percentile(run.timingsMs, 0.95);
        const slowest = Math.max(...run.timingsMs);
        t.diagnostic(
          `per query: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${slowest.toFixed(2)} ms over ${run.timingsMs.length} queries (seed ${seed})`,
        );
        t.diagnostic(
          `${run.queriesWithHits} queries had hits; ${run.highlightedValues} values highlighted a match; ${run.valuesWithEscapedMarkup} held escaped markup`,
        );
        assert.equal(run.timingsMs.length, queries.length, 'every query was answered or failed');
        assert.deepEqual(
          run.problems.slice(0, 20).map(({ index, problem }) => `${describeQuery(queries[index]!)}: ${problem}`),
          [],
          `${run.problems.length} problems (first 20 shown)`,
        );
        // The checks above only mean something if the answers had hits, matches and markup in them.
        assert.ok(run.queriesWithHits >= queries.length / 4, `only ${run.queriesWithHits} queries had hits (seed ${seed})`);
        assert.ok(run.highlightedValues > 1000, `only ${run.highlightedValues} highlighted values (seed ${seed})`);
        assert.ok(run.valuesWithEscapedMarkup > 0, `no value held escaped markup (seed ${seed})`);
      });
    },
  );

  it('keeps the navbar modal free of injected markup under the nastiest queries, and usable after them', { timeout: 90_000 }, async () => {
    await withPage('/docs/intro', async (page) => {
      let dialogs = 0;
      page.on('dialog', async (dialog) => {
        dialogs += 1;
        await dialog.dismiss();
      });
      await page.addInitScript(injectionWatch('.DocSearch-Container'));
      await page.reload();
      await waitForHydration(page);
      await page.locator('.DocSearch-Button').click();
      const input = page.locator(modalInput);
      await input.waitFor();
      for (const query of nastiest) {
        await input.fill(query.text);
        const value = await input.inputValue();
        assert.ok(value.length <= maxQueryLength, `${describeQuery(query)}: the input holds ${value.length} characters`);
        await waitForModalAnswer(page, value);
        const { log, canary } = await injectedSinceLastCheck(page);
        assert.deepEqual(log, [], describeQuery(query));
        assert.equal(canary, undefined, `${describeQuery(query)}: a payload ran`);
        assert.equal(await page.locator('.DocSearch-Container :is(img, script, iframe, object, embed)').count(), 0, describeQuery(query));
      }
      assert.equal(dialogs, 0, 'no dialog opened');

      // Still usable: Escape clears the query, then closes; the modal opens again and finds a page.
      await input.fill('along');
      await waitForModalAnswer(page, 'along');
      await page.keyboard.press('Escape');
      assert.equal(await input.inputValue(), '');
      await page.keyboard.press('Escape');
      await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
      await page.locator('.DocSearch-Button').click();
      await input.fill('buffer');
      await waitForModalAnswer(page, 'buffer');
      assert.equal(await page.locator('.DocSearch-Hit a').first().getAttribute('href'), '/docs/api/buffer');
    });
  });

  it('keeps /search?q= free of injected markup under the nastiest queries, and usable after them', { timeout: 90_000 }, async () => {
    await withPage('/search', async (page) => {
      let dialogs = 0;
      page.on('dialog', async (dialog) => {
        dialogs += 1;
        await dialog.dismiss();
      });
      await page.addInitScript(injectionWatch('main'));
      for (const query of nastiestInUrl) {
        await page.goto(`/search?q=${encodeQueryParameter(query.text)}`);
        await waitForHydration(page);
        await waitForSearchPageAnswer(page);
        const { log, canary } = await injectedSinceLastCheck(page);
        assert.deepEqual(log, [], describeQuery(query));
        assert.equal(canary, undefined, `${describeQuery(query)}: a payload ran`);
        assert.equal(await page.locator('main :is(img, script, iframe, object, embed)').count(), 0, describeQuery(query));
        const cut = cutQuery(new URL(page.url()).searchParams.get('q') ?? '');
        assert.equal(
          await page.locator('main h1').textContent(),
          cut ? `Search results for "${headingQuery(cut)}"` : 'Search the documentation',
          describeQuery(query),
        );
      }
      assert.equal(dialogs, 0, 'no dialog opened');

      // Still usable: typing a query in the page's own field shows its results.
      const field = page.getByRole('searchbox', { name: 'Search' });
      await field.fill('buffer');
      await page.waitForFunction(() => document.querySelector('main article h2 a')?.getAttribute('href') === '/docs/api/buffer');
    });
  });

  it('/search?q= holds at most the characters searched of a longer query in its input, as it searches', async () => {
    const long = nastiestInUrl.find((query) => query.kind === '10 KB')!;
    await withPage(`/search?q=${encodeQueryParameter(long.text)}`, async (page) => {
      await waitForSearchPageAnswer(page);
      const value = await page.getByRole('searchbox', { name: 'Search' }).inputValue();
      assert.ok(value.length <= maxQueryLength, `${describeQuery(long)}: the input holds ${value.length} characters`);
    });
  });
});
