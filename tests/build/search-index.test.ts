/**
 * The search index files of the production build: one per docs version, each readable by the
 * browser client, covering that version, the blog and the pages, and answering from its own
 * version. Also `npm run search:export`.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { tmpdir } from 'node:os';

import { currentVersion, docsVersions } from '../../src/data/versions';
import { docsTagOf } from '../../plugins/features/search/client/indexLocation';
import { searchTranslations } from '../../src/data/searchTranslations';
import { loadedIndex } from './builtIndex';
import { createLocalSearchClient } from '../../plugins/features/search/client/localSearchClient';

/** The pages a search of a version's index answers, in order, each once (as the modal asks, without its grouping). */
async function pagesFound(tag: string, query: string): Promise<string[]> {
  const index = loadedIndex(tag);
  const client = createLocalSearchClient({ loadIndex: async () => index, defaultDocsTag: tag, origin: 'https://turf.example' });
  const { results } = await client.search({
    requests: [{ indexName: 'turf-docs', query, facetFilters: ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${tag}`]] }],
  });
  return [...new Set(results[0].hits.map((hit) => new URL(hit.url).pathname))];
}

describe('search index files', () => {
  for (const version of docsVersions) {
    const tag = docsTagOf(version.name);
    it(`${tag}: covers the version's docs, the blog and the pages, and ranks its own along page first`, async () => {
      const index = loadedIndex(tag);
      const own = index.records.filter((record) => record.docusaurus_tag === tag);
      assert.ok(own.length > 3000, `${own.length} records`);
      assert.ok(index.records.some((record) => record.url.startsWith('/blog/')));
      assert.ok(index.records.some((record) => record.url === '/'));
      assert.ok(!index.records.some((record) => record.url === '/search' || record.url.startsWith('/blog/tags')));
      const pages = new Set(own.map((record) => record.url_without_anchor));
      for (const page of pages) assert.ok(page.startsWith(version.path), page);

      assert.equal((await pagesFound(tag, 'along'))[0], `${version.path}/api/along`);
    });
  }

  it('ranks the home page, which sums up the docs, after the docs page that answers', async () => {
    const tag = docsTagOf(currentVersion.name);
    const index = loadedIndex(tag);
    assert.ok(index.records.filter((record) => record.url_without_anchor === '/').every((record) => record.pageRank < 0));
    assert.equal((await pagesFound(tag, 'es module import'))[0], '/docs/getting-started');
  });

  /** What a reader types when Turf will not load or when they want to help: words only the guides hold. */
  const guideQueries: Array<[query: string, guide: string]> = [
    ['turf is not defined', 'getting-started'],
    ['does not provide an export named default', 'getting-started'],
    ['cdn', 'getting-started'],
    ['webpack', 'getting-started'],
    ['how to contribute', 'contributing'],
    // Leaflet's and Google's latitude-first positions ("Longitude first"): before that passage, API pages only.
    ['latlng', 'getting-started'],
  ];
  for (const version of docsVersions) {
    const tag = docsTagOf(version.name);
    it(`${tag}: setup errors, CDNs, bundlers, latlng and "how to contribute" find the version's own guide`, async () => {
      for (const [query, guide] of guideQueries) {
        const pages = await pagesFound(tag, query);
        // "cdn" also finds the 7.0.0 to 7.2.0 upgrade guides, which say where the CDN files moved.
        assert.ok(pages.slice(0, 3).includes(`${version.path}/${guide}`), `${query}: ${pages.slice(0, 3).join(', ')}`);
      }
    });
  }

  /**
   * Readers name Turf's major versions "v6" and "v7", which the guide's text writes as "6.5" and "7.0": before its topic
   * line said so, these opened the versions page, nearestPointOnLine (whose notice names v7.4) or mean.
   */
  const versionWords = ['v6 to v7', 'breaking changes v7', 'upgrade to v7'];
  for (const version of docsVersions) {
    const tag = docsTagOf(version.name);
    const guide = `${version.path}/upgrade-guide`;
    it(`${tag}: "v6 to v7", "upgrade to v7" and "breaking changes v7" open the version's upgrade guide, where it has one`, async (t) => {
      if (!loadedIndex(tag).records.some((record) => record.url_without_anchor === guide)) return t.skip('no upgrade guide before 7.0');
      for (const query of versionWords) {
        const pages = await pagesFound(tag, query);
        assert.equal(pages[0], guide, `${query}: ${pages.slice(0, 3).join(', ')}`);
      }
    });
  }

  /**
   * Words that three or more collected readers used for a function and that no page held
   * (bench/search-quality/unheldReaderWords.ts), now in its "Use it to" lines. Before, "semicircle" opened
   * ellipse (split into "semi circle"), "lasso" and "mileage" found nothing, "validation" a type page.
   */
  const readersOwnWords: Array<[query: string, fn: string]> = [
    ['semicircle', 'sector'],
    ['lasso', 'pointsWithinPolygon'],
    ['mileage', 'length'],
    ['marching squares', 'isolines'],
    ['validation', 'booleanValid'],
  ];
  it("finds a function by a word its readers use that its page did not hold, in the current version's index", async () => {
    for (const [query, fn] of readersOwnWords) {
      const pages = await pagesFound(docsTagOf(currentVersion.name), query);
      assert.equal(pages[0], `${currentVersion.path}/api/${fn}`, `${query}: ${pages.slice(0, 3).join(', ')}`);
    }
  });

  /** A field's jargon that only a function's field lines hold (fieldWords.ts): without them, none of these is first. */
  const fieldJargon: Array<[query: string, fn: string]> = [
    ['MCP home range of an animal', 'convex'],
    ['QSO distance for the contact log', 'distance'],
    ['draw the footprint of a STAC item', 'bboxPolygon'],
    ['net harvestable area of a harvest block', 'difference'],
  ];
  for (const version of docsVersions) {
    it(`${docsTagOf(version.name)}: finds a function by the jargon of a field its lines speak to`, async () => {
      for (const [query, fn] of fieldJargon) {
        const pages = await pagesFound(docsTagOf(version.name), query);
        assert.equal(pages[0], `${version.path}/api/${fn}`, `${query}: ${pages.slice(0, 3).join(', ')}`);
      }
    });
  }

  it("finds every English word of the Chinese, Japanese and Korean table in every version's index", () => {
    for (const version of docsVersions) {
      const index = loadedIndex(docsTagOf(version.name));
      for (const { english } of searchTranslations) {
        for (const word of english.split(' ')) {
          const found = index.search.search(word, { prefix: false, fuzzy: 0 }).length > 0;
          assert.ok(found, `${version.name}: "${word}" (src/data/searchTranslations.ts) is in no page, so the words for it find nothing`);
        }
      }
    }
  });

  it('search:export writes every record with absolute URLs and the facets', () => {
    const out = path.join(tmpdir(), `search-export-${process.pid}.json`);
    try {
      execFileSync('npm', ['run', '--silent', 'search:export', '--', out], { stdio: 'pipe' });
      const records = JSON.parse(readFileSync(out, 'utf8')) as Array<Record<string, unknown>>;
      const tags = new Set(records.map((record) => record.docusaurus_tag));
      for (const version of docsVersions) assert.ok(tags.has(docsTagOf(version.name)), version.name);
      assert.ok(tags.has('default'));
      const ids = new Set(records.map((record) => record.objectID));
      assert.equal(ids.size, records.length, 'objectIDs are unique');
      for (const record of records.slice(0, 50)) {
        assert.match(String(record.url), /^https:\/\/turfjs\.org\//);
        assert.equal(record.language, 'en');
        assert.ok(['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'].includes(String(record.type)));
      }
    } finally {
      rmSync(out, { force: true });
    }
  });
});
