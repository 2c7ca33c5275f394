import { allowedValues, matchesFacets, parseFacetFilters, type FacetFilters } from './facets';
import { bestAnswerOf, type BestAnswer } from './bestAnswer';
import { highlight, snippet, type HighlightResult, type HighlightTags, type SnippetResult } from './highlight';
import type { LoadedIndex } from './indexFile';
import { summariesOf, titleHitText } from './pageSummary';
import { compareRanked, meaningfulQuery, queryTerms, searchedQuery, searchIndex, type RankedRecord } from './ranking';
import { featuredFunctions, functionNamesOf, searchSuggestions } from './suggestions';
import { hierarchyLevels, siteWideTag, type SearchRecord } from './records';

/** A search client with the hosted service's contract, so DocSearch cannot tell it apart, answering from the built index. */

import { cutQuery, maxQueryLength } from './queryLength';

export { cutQuery, maxQueryLength };

/** DocSearch shows "Unable to fetch results" for this name, which the hosted client throws when no host answers. */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
}

export interface SearchRequestParams {
  query?: string;
  facetFilters?: FacetFilters;
  hitsPerPage?: number;
  page?: number;
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
  /**
   * As the hosted service's `distinct` with `url_without_anchor` as the attribute for distinct: at most this
   * many hits of one page (`true` is 1). Absent or 0: every matching heading and paragraph.
   */
  distinct?: number | boolean;
}

export type SearchRequest = { indexName: string; params?: SearchRequestParams | string } & SearchRequestParams;

export interface LocalHit extends SearchRecord {
  /** On the first hit of the first page when one function clearly wins (bestAnswer.ts). */
  bestAnswer?: BestAnswer;
  _highlightResult: {
    content?: HighlightResult;
    hierarchy: Partial<Record<(typeof hierarchyLevels)[number], HighlightResult>>;
    hierarchy_camel: Partial<Record<(typeof hierarchyLevels)[number], HighlightResult>>[];
  };
  _snippetResult: {
    content?: SnippetResult;
    hierarchy: Partial<Record<(typeof hierarchyLevels)[number], SnippetResult>>;
    hierarchy_camel: Partial<Record<(typeof hierarchyLevels)[number], SnippetResult>>[];
  };
}

export interface SearchResponse {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  queryID: string;
  processingTimeMS: number;
}

export interface LocalSearchClientOptions {
  loadIndex: (docsTag: string) => Promise<LoadedIndex>;
  /** For pages outside the docs. */
  defaultDocsTag: string;
  /** DocSearch expects absolute URLs. */
  origin: string;
  /** The functions the home page's demos call are suggested when nothing closer is. */
  featuredCode?: readonly string[];
}

export interface LocalSearchClient {
  search: (request: { requests: SearchRequest[] } | SearchRequest[]) => Promise<{ results: SearchResponse[] }>;
  prepare: (facetFilters: FacetFilters | undefined) => Promise<void>;
  suggest: (query: string, facetFilters: FacetFilters | undefined) => Promise<string[]>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: { algoliaAgent: { value: string; add: (agent: { segment: string; version?: string }) => unknown } };
  appId: string;
}

function paramsOf(request: SearchRequest): SearchRequestParams {
  const { params, indexName: _indexName, ...inline } = request;
  if (typeof params === 'string') {
    const parsed: Record<string, unknown> = {};
    for (const [key, value] of new URLSearchParams(params)) {
      try {
        parsed[key] = JSON.parse(value);
      } catch {
        parsed[key] = value;
      }
    }
    return { ...inline, ...(parsed as SearchRequestParams) };
  }
  return { ...inline, ...params };
}

function randomQueryId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `['content:10', 'hierarchy.lvl1']` → `{content: 10, 'hierarchy.lvl1': 10}`. */
function snippetLengths(attributes: readonly string[] | undefined): Map<string, number> {
  return new Map(
    (attributes ?? []).map((attribute) => {
      const [name, count] = attribute.split(':');
      const words = Number(count);
      return [name, Number.isFinite(words) && words > 0 ? Math.min(words, 100) : 10] as const;
    }),
  );
}

function hitOf(
  ranked: RankedRecord,
  terms: readonly string[],
  params: SearchRequestParams,
  origin: string,
  summaries: ReadonlyArray<ReadonlyMap<string, string>>,
): LocalHit {
  const matched = new Set(ranked.matchedTerms);
  const summary = titleHitText(ranked.record, summaries);
  const record = summary === null ? ranked.record : { ...ranked.record, content: summary };
  const tags: HighlightTags = { pre: params.highlightPreTag ?? '<em>', post: params.highlightPostTag ?? '</em>' };
  const ellipsis = params.snippetEllipsisText ?? '…';
  const lengths = snippetLengths(params.attributesToSnippet);
  const hierarchyHighlight: LocalHit['_highlightResult']['hierarchy'] = {};
  const hierarchySnippet: LocalHit['_snippetResult']['hierarchy'] = {};
  for (const level of hierarchyLevels) {
    const value = record.hierarchy[level];
    if (value === null) continue;
    hierarchyHighlight[level] = highlight(value, matched, terms, tags);
    const words = lengths.get(`hierarchy.${level}`);
    if (words !== undefined) hierarchySnippet[level] = snippet(value, matched, terms, tags, words, ellipsis);
  }
  const contentWords = lengths.get('content');
  return {
    ...record,
    url: new URL(record.url, origin).href,
    url_without_anchor: new URL(record.url_without_anchor, origin).href,
    _highlightResult: {
      ...(record.content === null ? {} : { content: highlight(record.content, matched, terms, tags) }),
      hierarchy: hierarchyHighlight,
      hierarchy_camel: [hierarchyHighlight],
    },
    _snippetResult: {
      ...(record.content === null || contentWords === undefined
        ? {}
        : { content: snippet(record.content, matched, terms, tags, contentWords, ellipsis, summary !== null) }),
      hierarchy: hierarchySnippet,
      hierarchy_camel: [hierarchySnippet],
    },
  };
}

/** `distinct` as the hosted service reads it: `true` is 1, a positive whole number is itself, anything else is off (0). */
export function distinctOf(value: unknown): number {
  if (value === true) return 1;
  const limit = typeof value === 'number' || typeof value === 'string' ? Math.trunc(Number(value)) : 0;
  return Number.isFinite(limit) && limit > 0 ? limit : 0;
}

/** The first `limit` hits of each page, in rank order; all of them when `limit` is 0. */
export function atMostPerPage(ranked: readonly RankedRecord[], limit: number): readonly RankedRecord[] {
  if (limit === 0) return ranked;
  const seen = new Map<string, number>();
  return ranked.filter(({ record }) => {
    const count = (seen.get(record.url_without_anchor) ?? 0) + 1;
    seen.set(record.url_without_anchor, count);
    return count <= limit;
  });
}

export function createLocalSearchClient({
  loadIndex,
  defaultDocsTag,
  origin,
  featuredCode = [],
}: LocalSearchClientOptions): LocalSearchClient {
  const agents = ['turf-docs local index'];

  function docsTagsFor(facetFilters: FacetFilters | undefined): string[] {
    const tags = allowedValues(parseFacetFilters(facetFilters), 'docusaurus_tag').filter((tag) => tag !== siteWideTag);
    return tags.length > 0 ? [...new Set(tags)] : [defaultDocsTag];
  }

  async function load(tags: readonly string[]): Promise<LoadedIndex[]> {
    try {
      return await Promise.all(tags.map((tag) => loadIndex(tag)));
    } catch (error) {
      throw new SearchUnavailableError(`Unreachable hosts: the search index could not be loaded (${(error as Error).message})`);
    }
  }

  async function answer(request: SearchRequest): Promise<SearchResponse> {
    const started = Date.now();
    const params = paramsOf(request);
    const query = cutQuery(String(params.query ?? ''));
    const hitsPerPage = Math.max(0, Math.min(1000, Math.trunc(Number(params.hitsPerPage ?? 20)) || 0));
    const page = Math.max(0, Math.trunc(Number(params.page ?? 0)) || 0);
    const filters = parseFacetFilters(params.facetFilters);
    const indexes = await load(docsTagsFor(params.facetFilters));

    // Site-wide records are in every version's file.
    const ranked = indexes.flatMap((index, position) =>
      searchIndex(index, query, (record) => {
        if (record.docusaurus_tag === siteWideTag && position > 0) return false;
        return matchesFacets(filters, (attribute) => record[attribute as keyof SearchRecord]);
      }),
    );
    if (indexes.length > 1) ranked.sort(compareRanked);
    const shown = atMostPerPage(ranked, distinctOf(params.distinct));

    // Counted and highlighted as searched: "iso-lines" is the one word `isolines`.
    const terms = queryTerms(indexes[0] ? searchedQuery(indexes[0], query) : query);
    const summaries = indexes.map((index) => summariesOf(index.records));
    const pageHits = shown
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map((entry) => hitOf(entry, terms, params, origin, summaries));
    const best = page === 0 && pageHits.length > 0 ? bestAnswerOf(ranked, new Set(terms).size, indexes) : null;
    if (best) pageHits[0] = { ...pageHits[0]!, bestAnswer: best };
    return {
      hits: pageHits,
      nbHits: shown.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(shown.length / hitsPerPage) : 0,
      hitsPerPage,
      exhaustiveNbHits: true,
      query,
      params: new URLSearchParams({ query, hitsPerPage: String(hitsPerPage), page: String(page) }).toString(),
      index: request.indexName,
      queryID: randomQueryId(),
      processingTimeMS: Date.now() - started,
    };
  }

  return {
    appId: 'local',
    async search(request) {
      const requests = Array.isArray(request) ? request : request.requests;
      return { results: await Promise.all(requests.map(answer)) };
    },
    async prepare(facetFilters) {
      await load(docsTagsFor(facetFilters));
    },
    async suggest(query, facetFilters) {
      const [index] = await load(docsTagsFor(facetFilters));
      if (!index) return [];
      const names = functionNamesOf(index);
      return searchSuggestions(meaningfulQuery(cutQuery(query)), names, featuredFunctions(featuredCode, names));
    },
    addAlgoliaAgent(segment, version) {
      agents.push(version ? `${segment} (${version})` : segment);
    },
    transporter: {
      algoliaAgent: {
        get value() {
          return agents.join('; ');
        },
        add({ segment, version }) {
          agents.push(version ? `${segment} (${version})` : segment);
          return this;
        },
      },
    },
  };
}
