/**
 * What DocSearch's modal asks the site's client, and the order in which it shows the hits it gets: grouped by section (`lvl0`, such as
 * "Measurement") in the order each section first appears, at most `maxResultsPerGroup` hits per section
 * (client/shownHits.ts), and within a section by page (`lvl1`). Read from
 * @docsearch/react 4.7's DocSearchModal. The evaluation scores what a reader sees, so it scores this
 * order; tests/browser/search.test.ts checks it against the modal itself.
 */
import type { SearchRequest } from '../../plugins/features/search/client/localSearchClient';
import { siteWideTag } from '../../plugins/features/search/client/records';
import { maxResultsPerGroup as modalResultsPerGroup, shownHitsPerPage } from '../../plugins/features/search/client/shownHits';
import { bestMatchesFirst } from '../../plugins/features/search/theme/SearchBar/bestMatchesFirst';

interface GroupedHit {
  hierarchy: { lvl0: string; lvl1: string };
}

/** As DocSearch's own grouping: the first `limit` items of each key, keys in order of first appearance. */
function groupBy<Hit>(hits: readonly Hit[], keyOf: (hit: Hit) => string, limit: number): Hit[][] {
  const groups = new Map<string, Hit[]>();
  for (const hit of hits) {
    const key = keyOf(hit);
    const group = groups.get(key) ?? [];
    groups.set(key, group);
    if (group.length < limit) group.push(hit);
  }
  return [...groups.values()];
}

export function modalOrder<Hit extends GroupedHit>(hits: readonly Hit[], maxResultsPerGroup = modalResultsPerGroup): Hit[] {
  return groupBy(hits, (hit) => hit.hierarchy.lvl0, maxResultsPerGroup).flatMap((section) =>
    groupBy(section, (hit) => hit.hierarchy.lvl1, maxResultsPerGroup).flat(),
  );
}

/** A query as the modal on a page of docs version `docsTag` sends it: that version and the site-wide pages, one hit a page. */
export function modalRequest(query: string, docsTag: string): SearchRequest {
  return {
    indexName: 'modal',
    query,
    facetFilters: ['language:en', [`docusaurus_tag:${siteWideTag}`, `docusaurus_tag:${docsTag}`]],
    hitsPerPage: 20,
    distinct: shownHitsPerPage,
  };
}

/** The addresses (path and anchor) of the client's hits, in the order the modal shows them. */
export function shownAddresses(hits: ReadonlyArray<GroupedHit & { url: string }>): string[] {
  return modalOrder(bestMatchesFirst(hits, 'Best matches')).map((hit) => new URL(hit.url).pathname + new URL(hit.url).hash);
}
