/**
 * The local search client: its answers have the hosted service's shape, it ranks by the rules
 * in ranking.ts, it highlights without letting markup through, and it fails the way DocSearch
 * expects when an index cannot be loaded.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import {
  packIndexFile,
  packReaderWords,
  unpackIndexFile,
  unpackReaderWords,
  IndexFileError,
  type LoadedIndex,
} from '../../plugins/features/search/client/indexFile';
import { parseReaderWords } from '../../plugins/features/search/client/pageRelevance';
import {
  createLocalSearchClient,
  cutQuery,
  maxQueryLength,
  type SearchRequest,
} from '../../plugins/features/search/client/localSearchClient';
import type { SearchRecord } from '../../plugins/features/search/client/records';
import { indexAsLoaded, page } from './searchFixtures';
import { tokenize } from '../../plugins/features/search/client/terms';
import { searchIndex } from '../../plugins/features/search/client/ranking';
import { headingQuery } from '../../plugins/features/search/theme/SearchPage/headingQuery';

function versionRecords(version: string): SearchRecord[] {
  const tag = `docs-default-${version}`;
  const base = version === '7.2.0' ? '/docs' : `/docs/${version}`;
  return [
    ...page(`${base}/api/along`, tag, 'Measurement', 'along', { Parameters: ['distance along the line'] }, [
      'Takes a LineString and returns a Point at a specified distance along the line.',
    ]),
    ...page(`${base}/api/lineSliceAlong`, tag, 'Misc', 'lineSliceAlong', {}, [
      'Takes a line, a start distance and a stop distance and returns a subsection of the line in-between those distances.',
    ]),
    ...page(`${base}/api/booleanPointInPolygon`, tag, 'Booleans', 'booleanPointInPolygon', {}, [
      'Takes a Point and a Polygon and determines if the point resides inside the polygon.',
    ]),
    ...page(`${base}/api/pointsWithinPolygon`, tag, 'Joins', 'pointsWithinPolygon', {}, ['Finds Points that fall within Polygons.']),
    ...page(`${base}/api/buffer`, tag, 'Transformation', 'buffer', {}, ['Calculates a buffer for input features for a given radius.']),
    ...page(`${base}/api/distance`, tag, 'Measurement', 'distance', {}, [
      'Calculates the distance between two coordinates in degrees, radians, miles, or kilometers.',
    ]),
    ...page(`${base}/api/rhumbDistance`, tag, 'Measurement', 'rhumbDistance', {}, [
      'Calculates the distance along a rhumb line between two points in degrees, radians, miles, or kilometers.',
    ]),
    ...page(`${base}/getting-started`, tag, 'Docs', 'Getting started', { Install: ['npm install @turf/turf installs every function.'] }),
    // Another library's name for a function, as the API page's docsearch:aliases meta gives it.
    ...page(`${base}/api/booleanWithin`, tag, 'Booleans', 'booleanWithin', {}, [
      'Boolean-within returns true if the first geometry is completely inside the second geometry.',
    ]).map((record) => ({ ...record, aliases: 'ST_Within | within | Geometry.within' })),
    // A stand-in: a name this version does not document, ranked below every real page.
    ...page(`${base}/api/lineDistance`, tag, 'API', 'lineDistance', {}, [
      'lineDistance was removed in Turf 7.0.0: use length, the distance along a line.',
    ]).map((record) => ({ ...record, pageRank: -1 })),
  ];
}

const blog = page('/blog/website-upgrade-docusaurus', 'default', 'Blog', 'The docs move to Docusaurus', {}, [
  'We rebuilt the site on Docusaurus, with <b>one</b> version per release & more.',
]);

function loadedIndex(version: string): LoadedIndex {
  return indexAsLoaded(`docs-default-${version}`, [...versionRecords(version), ...blog]);
}

const indexes = new Map(['7.2.0', '7.1.0'].map((version) => [`docs-default-${version}`, loadedIndex(version)]));
const loads: string[] = [];
const client = createLocalSearchClient({
  loadIndex: async (tag) => {
    loads.push(tag);
    const index = indexes.get(tag);
    if (!index) throw new Error(`no index for ${tag}`);
    return index;
  },
  defaultDocsTag: 'docs-default-7.2.0',
  origin: 'https://turf.example',
});

const contextual = (version: string) => ['language:en', ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`]];

/** A request as DocSearch 4's modal sends it. */
function modalRequest(query: string, version = '7.2.0', extra: Partial<SearchRequest> = {}): SearchRequest {
  return {
    indexName: 'turf-docs',
    query,
    facetFilters: contextual(version),
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url'],
    attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
    ...extra,
  };
}

async function first(query: string, version = '7.2.0') {
  const { results } = await client.search({ requests: [modalRequest(query, version)] });
  return results[0];
}

describe('local search client: response shape', () => {
  it('answers at most `distinct` hits of a page, as the hosted service does, counted and paged as shown', async () => {
    const all = (await client.search({ requests: [modalRequest('along distance')] })).results[0]!;
    const perPage = (hits: readonly { url_without_anchor: string }[]) => {
      const counts = new Map<string, number>();
      for (const hit of hits) counts.set(hit.url_without_anchor, (counts.get(hit.url_without_anchor) ?? 0) + 1);
      return Math.max(...counts.values());
    };
    assert.ok(perPage(all.hits) >= 2, 'the along page has more than one matching record');
    for (const [distinct, limit] of [
      [1, 1],
      [true, 1],
      [2, 2],
      ['2', 2],
    ] as const) {
      // A string is what a request's `params` string gives.
      const shown = (await client.search({ requests: [modalRequest('along distance', '7.2.0', { distinct: distinct as number })] }))
        .results[0]!;
      assert.equal(perPage(shown.hits), Math.min(limit, perPage(all.hits)), `distinct ${distinct}`);
      assert.equal(shown.nbHits, shown.hits.length);
      assert.ok(shown.nbHits < all.nbHits || limit >= perPage(all.hits), `distinct ${distinct}: ${shown.nbHits} of ${all.nbHits}`);
      // The pages are the same, in the same order: only their further hits go.
      assert.deepEqual(
        [...new Set(shown.hits.map((hit) => hit.url_without_anchor))],
        [...new Set(all.hits.map((hit) => hit.url_without_anchor))],
      );
    }
    for (const off of [0, false, -1, 'many', null]) {
      const shown = (await client.search({ requests: [modalRequest('along distance', '7.2.0', { distinct: off as never })] })).results[0]!;
      assert.equal(shown.nbHits, all.nbHits, `distinct ${String(off)}`);
    }
  });

  it('answers a multi-query request with hits, nbHits, paging and a queryID', async () => {
    const { results } = await client.search({ requests: [modalRequest('along'), modalRequest('buffer')] });
    assert.equal(results.length, 2);
    const [along] = results;
    assert.ok(along.nbHits >= along.hits.length && along.hits.length > 0);
    assert.equal(along.page, 0);
    assert.equal(along.hitsPerPage, 20);
    assert.equal(along.nbPages, Math.ceil(along.nbHits / 20));
    assert.match(along.queryID, /^[0-9a-f]{32}$/);
    assert.notEqual(along.queryID, results[1].queryID);
    assert.equal(along.query, 'along');
    assert.equal(along.index, 'turf-docs');
  });

  it('returns hits with the record fields, an absolute URL and highlight and snippet results', async () => {
    const hit = (await first('along')).hits[0];
    assert.equal(hit.url, 'https://turf.example/docs/api/along');
    assert.equal(hit.type, 'lvl1');
    assert.equal(hit.hierarchy.lvl1, 'along');
    assert.match(hit.objectID, /^[0-9a-f]{14}$/);
    assert.deepEqual(hit._highlightResult.hierarchy.lvl1, {
      value: '<mark>along</mark>',
      matchLevel: 'full',
      matchedWords: ['along'],
      fullyHighlighted: true,
    });
    assert.equal(hit._highlightResult.hierarchy.lvl0?.matchLevel, 'none');
    assert.equal(hit._snippetResult.hierarchy.lvl1?.value, '<mark>along</mark>');
  });

  it('cuts content snippets to the requested number of words around the match', async () => {
    const withTen = (await first('radians')).hits.find((hit) => hit.hierarchy.lvl1 === 'distance');
    const value = withTen?._snippetResult.content?.value ?? '';
    assert.equal(
      value
        .replace(/<\/?mark>|…/g, '')
        .trim()
        .split(/\s+/).length,
      10,
      value,
    );
    assert.ok(value.includes('<mark>radians</mark>'));
    const { results } = await client.search({ requests: [modalRequest('radians', '7.2.0', { attributesToSnippet: ['content:5'] })] });
    const five = results[0].hits.find((hit) => hit.hierarchy.lvl1 === 'distance')?._snippetResult.content?.value ?? '';
    assert.equal(
      five
        .replace(/<\/?mark>|…/g, '')
        .trim()
        .split(/\s+/).length,
      5,
      five,
    );
    assert.ok(five.startsWith('…'), `text before the match is left out: ${five}`);
  });

  it("shows a page's title hit with the page's summary, from its first word, so siblings can be told apart", async () => {
    const { results } = await client.search({
      requests: [modalRequest('distance', '7.2.0', { distinct: 1, attributesToSnippet: ['content:5'] })],
    });
    const titleHits = results[0]!.hits.filter((hit) => hit.type === 'lvl1');
    const rhumb = titleHits.find((hit) => hit.hierarchy.lvl1 === 'rhumbDistance');
    const distance = titleHits.find((hit) => hit.hierarchy.lvl1 === 'distance');
    assert.ok(rhumb && distance, `both title hits: ${titleHits.map((hit) => hit.hierarchy.lvl1).join(', ')}`);
    // The words before the first match are kept: a summary reads from its start.
    assert.equal(rhumb.content, 'Calculates the distance along a rhumb line between two points in degrees, radians, miles, or kilometers.');
    assert.equal(rhumb._snippetResult.content?.value, 'Calculates the <mark>distance</mark> along a…');
    assert.equal(distance._snippetResult.content?.value, 'Calculates the <mark>distance</mark> between two…');
    // A heading or a paragraph shows its own text, not the page's summary.
    const { results: headings } = await client.search({ requests: [modalRequest('parameters', '7.2.0')] });
    const heading = headings[0]!.hits.find((hit) => hit.type === 'lvl2');
    assert.ok(heading, 'a heading hit');
    assert.equal(heading.content, null);
    // A summary's markup is text, as every snippet's is.
    const post = (await first('docusaurus')).hits.find(
      (hit) => hit.type === 'lvl1' && hit.url.endsWith('/blog/website-upgrade-docusaurus'),
    );
    const summary = post?._snippetResult.content?.value ?? '';
    assert.ok(summary.includes('&lt;b&gt;one') && !summary.includes('<b>'), summary);
  });

  it('reads the older request form, `params` as an object or a query string', async () => {
    const { results } = await client.search([
      { indexName: 'turf-docs', params: { query: 'buffer', facetFilters: contextual('7.2.0') } },
      {
        indexName: 'turf-docs',
        params: `query=buffer&hitsPerPage=1&facetFilters=${encodeURIComponent(JSON.stringify(contextual('7.1.0')))}`,
      },
    ]);
    assert.equal(results[0].hits[0].hierarchy.lvl1, 'buffer');
    assert.equal(results[1].hits.length, 1);
    assert.equal(results[1].hits[0].url, 'https://turf.example/docs/7.1.0/api/buffer');
  });

  it('pages through the hits', async () => {
    const all = (await client.search({ requests: [modalRequest('the', '7.2.0', { hitsPerPage: 100 })] })).results[0];
    const pages = await Promise.all(
      [0, 1, 2].map(
        async (pageNumber) =>
          (await client.search({ requests: [modalRequest('the', '7.2.0', { hitsPerPage: 3, page: pageNumber })] })).results[0],
      ),
    );
    assert.deepEqual(
      pages.flatMap((result) => result.hits.map((hit) => hit.objectID)),
      all.hits.slice(0, 9).map((hit) => hit.objectID),
    );
    assert.equal(pages[0].nbPages, Math.ceil(all.nbHits / 3));
  });
});

describe('local search client: versions and facets', () => {
  it('loads only the index of the docs version in the facet filters, and answers from it', async () => {
    loads.length = 0;
    const result = await first('along', '7.1.0');
    assert.deepEqual(loads, ['docs-default-7.1.0']);
    assert.ok(result.hits.length > 0);
    for (const hit of result.hits) assert.ok(hit.url.includes('/docs/7.1.0/') || hit.docusaurus_tag === 'default', hit.url);
  });

  it('searches the default version when the filters name none, and includes site-wide pages', async () => {
    loads.length = 0;
    const { results } = await client.search({ requests: [{ indexName: 'turf-docs', query: 'docusaurus', facetFilters: ['language:en'] }] });
    assert.deepEqual(loads, ['docs-default-7.2.0']);
    assert.equal(results[0].hits[0].url, 'https://turf.example/blog/website-upgrade-docusaurus');
  });

  it('applies language and negated filters', async () => {
    const other = await client.search({
      requests: [{ indexName: 'x', query: 'along', facetFilters: ['language:fr', 'docusaurus_tag:docs-default-7.2.0'] }],
    });
    assert.equal(other.results[0].nbHits, 0);
    const withoutBlog = await client.search({
      requests: [{ indexName: 'x', query: 'docusaurus', facetFilters: ['-docusaurus_tag:default'] }],
    });
    assert.equal(withoutBlog.results[0].nbHits, 0);
  });
});

describe('local search client: ranking rules', () => {
  const top = async (query: string) => (await first(query)).hits[0]?.url.replace('https://turf.example', '');
  it('puts the function page first for its name, in any case, or a prefix of it', async () => {
    assert.equal(await top('along'), '/docs/api/along');
    assert.equal(await top('booleanPointInPolygon'), '/docs/api/booleanPointInPolygon');
    assert.equal(await top('booleanpointinpolygon'), '/docs/api/booleanPointInPolygon');
    assert.equal(await top('booleanPo'), '/docs/api/booleanPointInPolygon');
  });
  it('finds a name from its words and tolerates typos', async () => {
    assert.equal(await top('point in polygon'), '/docs/api/booleanPointInPolygon');
    assert.equal(await top('buffr'), '/docs/api/buffer');
  });
  it('counts synonyms as the word they stand for', async () => {
    // The distance page says "coordinates", the rhumb page says "points". Two words: a question's
    // relevance (pageRelevance.ts) counts a synonym for less than the reader's own word.
    assert.equal(await top('distance points'), '/docs/api/distance');
  });
  it('finds guide text and the blog', async () => {
    assert.equal(await top('npm install'), '/docs/getting-started#install');
    assert.equal(await top('docusaurus'), '/blog/website-upgrade-docusaurus');
  });
  it("finds a function by another library's name for it, above a page that only shares a word of it", async () => {
    assert.equal(await top('ST_Within'), '/docs/api/booleanWithin');
    assert.equal(await top('st_within'), '/docs/api/booleanWithin');
    // One hit for the page, from its own record.
    const urls = (await first('ST_Within')).hits.map((hit) => hit.url);
    assert.equal(urls.filter((url) => url.endsWith('/api/booleanWithin')).length, 1);
  });
  it('finds a stand-in by its name, but after every real page that matches', async () => {
    const hits = (await first('lineDistance')).hits.map((hit) => hit.url.replace('https://turf.example', ''));
    assert.ok(hits.includes('/docs/api/lineDistance'), hits.join());
    const distanceHits = (await first('distance along')).hits.map((hit) => hit.url.replace('https://turf.example', ''));
    const standIn = distanceHits.indexOf('/docs/api/lineDistance');
    assert.ok(standIn > 0, distanceHits.join());
    assert.ok(
      distanceHits.slice(standIn + 1).every((url) => url.startsWith('/docs/api/lineDistance')),
      distanceHits.join(),
    );
  });
  it('keeps one hit per URL', async () => {
    const urls = (await first('along')).hits.map((hit) => hit.url);
    assert.equal(new Set(urls).size, urls.length);
  });
});

describe('local search client: bad input', () => {
  it('never lets markup from the query or the records through', async () => {
    const result = await first('<img src=x onerror=alert(1)> one');
    const blogHit = result.hits.find((hit) => hit.hierarchy.lvl0 === 'Blog');
    const content = blogHit?._highlightResult.content?.value ?? '';
    assert.ok(content.includes('&lt;b&gt;<mark>one</mark>&lt;/b&gt;'), content);
    assert.ok(content.includes('&amp; more'), content);
    for (const hit of result.hits) {
      const html = JSON.stringify([hit._highlightResult, hit._snippetResult]).replace(/<\/?mark>/g, '');
      assert.ok(!/<[a-z/]/i.test(html), html);
    }
  });

  it('cuts queries to 512 characters without splitting a character', async () => {
    assert.equal(maxQueryLength, 512);
    assert.equal(cutQuery('x'.repeat(600)).length, 512);
    assert.equal(Array.from(cutQuery('🗺'.repeat(600))).length, 512);
    const result = await first(`${'along '.repeat(2000)}`);
    assert.equal(result.query.length, 512);
  });

  it("quotes a long query in /search's heading to its last whole word, and a short one whole", () => {
    assert.equal(headingQuery('distance between two points'), 'distance between two points');
    const question = 'my polygons come from user drawings and sometimes the outline crosses itself, how do I find where';
    assert.equal(headingQuery(question), 'my polygons come from user drawings and sometimes the…');
    // A word that ends exactly at the cut is kept whole.
    assert.equal(headingQuery(`${'a'.repeat(55)} word tail`), `${'a'.repeat(55)} word…`);
    // A pasted URL has no space to end at: it is cut where the quote ends.
    assert.equal(headingQuery(`see https://example.com/${'x'.repeat(80)}`), `see https://example.com/${'x'.repeat(36)}…`);
    // Emoji are not split into halves of a surrogate pair.
    assert.equal(Array.from(headingQuery('🗺'.repeat(80))).length, 61);
  });

  it('answers any query without throwing: regex characters, emoji, right-to-left text, empty, 10 KB', async () => {
    const queries = [
      '.*+?^${}()|[]\\',
      '(',
      '🗺️ 🧭',
      'مسافة بين نقطتين',
      '',
      '   ',
      '\u0000\u200b',
      'a'.repeat(10_240),
      '"\'`;--',
      '%00%3Cscript%3E',
    ];
    for (const query of queries) {
      const result = await first(query);
      assert.ok(Array.isArray(result.hits), query);
    }
    assert.equal((await first('')).nbHits, 0);
  });

  it('rejects with a RetryError (DocSearch shows "Unable to fetch results") when an index cannot be loaded, and tries again next time', async () => {
    let attempts = 0;
    const failing = createLocalSearchClient({
      loadIndex: async () => {
        attempts += 1;
        throw new IndexFileError('HTTP 500');
      },
      defaultDocsTag: 'docs-default-7.2.0',
      origin: 'https://turf.example',
    });
    await assert.rejects(
      failing.search({ requests: [modalRequest('along')] }),
      (error: Error) => error.name === 'RetryError' && /HTTP 500/.test(error.message),
    );
    await assert.rejects(failing.search({ requests: [modalRequest('along')] }));
    assert.equal(attempts, 2);
  });

  it('refuses an index file in another format', () => {
    assert.throws(() => unpackIndexFile({ format: 99 }), IndexFileError);
    assert.throws(() => unpackIndexFile(null), IndexFileError);
    assert.throws(() => unpackIndexFile({ format: 1, pages: [], records: [], index: { nonsense: true } }), IndexFileError);
  });

  it("leaves MiniSearch's document ids out of the file, as they are the records' positions, and finds the same records", () => {
    const records = [...versionRecords('7.2.0'), ...versionRecords('7.1.0')];
    const file = packIndexFile('docs-default-7.2.0', records);
    assert.ok(!('documentIds' in (file.index as object)));
    const loaded = unpackIndexFile(JSON.parse(JSON.stringify(file)));
    // Each hit's id leads to a record that holds a word it matched.
    const results = loaded.search.search('along rhumb');
    assert.ok(results.length >= 4);
    for (const result of results) {
      const record = loaded.records[result.id as number]!;
      const text = tokenize([...Object.values(record.hierarchy), record.content].filter(Boolean).join(' '));
      assert.ok(
        result.terms.some((term) => text.includes(term)),
        `${record.url}: ${result.terms.join(' ')}`,
      );
    }
    // A file whose index does not hold one document per record is refused, not read with ids that point elsewhere.
    const short = { ...file, records: file.records.slice(1) };
    assert.throws(() => unpackIndexFile(JSON.parse(JSON.stringify(short))), /documents for/);
  });
});

describe("readers' words in the index file", () => {
  it('stores each word once, with the pages that hold it, and gives every page back its own words and counts', () => {
    const byPage = ['vertice:3 reduce:2 smooth', null, 'smooth', 'edge gps jagged', null, 'reduce smooth:4'];
    const packed = packReaderWords(byPage);
    assert.deepEqual(
      packed.map((entry) => entry.split(' ')[0]),
      ['edge', 'gps', 'jagged', 'reduce', 'smooth', 'vertice'],
    );
    assert.equal(packed.join('|').match(/smooth/g)!.length, 1, packed.join('|'));
    const asMaps = (texts: ReadonlyArray<string | null>) => texts.map((text) => (text === null ? null : parseReaderWords(text)));
    assert.deepEqual(asMaps(unpackReaderWords(packed, byPage.length)), asMaps(byPage));
  });

  it('survives the index file, and refuses one whose words name a page it does not have', () => {
    // The first page keeps its own (none), so a page without readers' words is read back too.
    const records = versionRecords('7.2.0').map((record, at) =>
      at === 0 ? record : { ...record, readerWords: record.type === 'lvl1' ? `soften:2 ${record.hierarchy.lvl1.toLowerCase()}` : null },
    );
    const file = packIndexFile('docs-default-7.2.0', records);
    const loaded = unpackIndexFile(JSON.parse(JSON.stringify(file)));
    loaded.records.forEach((record, at) => {
      const own = records.find((other) => other.url_without_anchor === record.url_without_anchor && other.readerWords !== null);
      const words = (text: string | null | undefined) => (text ? parseReaderWords(text) : null);
      assert.deepEqual(words(record.readerWords), words(own?.readerWords), `record ${at}`);
    });
    for (const corrupt of ['soften 0 zz', 'soften -1', 'soften !'])
      assert.throws(() => unpackIndexFile({ ...JSON.parse(JSON.stringify(file)), readerWords: [corrupt] }), /name page/, corrupt);
  });
});

describe('search terms', () => {
  it('splits camelCase names into their words besides the whole name, and folds plurals', () => {
    assert.deepEqual(tokenize('booleanPointInPolygon'), ['booleanpointinpolygon', 'boolean', 'point', 'in', 'polygon']);
    assert.deepEqual(tokenize('Points, boxes & GeoJSON'), ['point', 'box', 'geojson', 'geo', 'json']);
  });
  it('folds British spellings into American ones, and leaves look-alike words as they are', () => {
    assert.deepEqual(
      tokenize('kilometres metre centres neighbouring normalised polygonise analyse'),
      tokenize('kilometers meter centers neighboring normalized polygonize analyze'),
    );
    assert.deepEqual(tokenize('rise precise otherwise parameter analysis four'), [
      'rise',
      'precise',
      'otherwise',
      'parameter',
      'analysis',
      'four',
    ]);
  });
  it('finds a page written in British English from the American spelling, as an exact word and not a typo', () => {
    // Both pages convert miles; only the second is about lengths. Unfolded, "kilometers" is two edits from
    // "kilometres": a typo, which ranks the first page above it.
    const tag = 'docs-default-7.4.0';
    const index = indexAsLoaded(tag, [
      ...page('/docs/api/lengthToRadians', tag, 'API', 'lengthToRadians', {}, ['Convert a length in miles or kilometers to radians.']),
      ...page('/docs/api/convertLength', tag, 'API', 'convertLength', {}, ['Converts a length between units: miles, kilometres, metres.']),
    ]);
    const firstPage = (query: string) => searchIndex(index, query, () => true)[0]?.record.url_without_anchor;
    assert.equal(firstPage('convert miles to kilometers'), '/docs/api/convertLength');
    assert.equal(firstPage('convert miles to kilometres'), '/docs/api/convertLength');
  });
});

describe('search client source', () => {
  it('has no regular-expression lookbehind, which Safari before 16.4 cannot parse (the whole client would fail to load)', () => {
    const directory = 'plugins/features/search/client';
    for (const file of readdirSync(directory).filter((name) => name.endsWith('.ts'))) {
      assert.doesNotMatch(readFileSync(path.join(directory, file), 'utf8'), /\(\?<[!=]/, file);
    }
  });
});
