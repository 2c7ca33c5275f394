import { useCallback, useMemo } from 'react';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { mergeFacetFilters, useAlgoliaContextualFacetFilters, useAlgoliaThemeConfig } from '@docusaurus/theme-search-algolia/client';

import type { LocalSearchClient } from '../../client/localSearchClient';
import type { FacetFilters } from '../../client/facets';
import { docsTagOf } from '../../client/indexLocation';
import { site } from '@site/src/data/site';

/** "Believe this query should return results? Let us know.": a new issue on Turf's tracker. */
export function missingResultsUrl(query: string): string {
  return `${site.turfRepository}/issues/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}`;
}

/** The docs version searched from pages outside the docs: the latest release. */
export function useDefaultDocsTag(): string {
  const docs = Object.values(useAllDocsData())[0];
  const latest = docs?.versions.find((version) => version.isLast) ?? docs?.versions[0];
  return docsTagOf(latest?.name ?? 'current');
}

/** The facet filters of this page: its language and docs version, plus any from the config. */
export function useSearchFacetFilters(): FacetFilters {
  const contextual = useAlgoliaContextualFacetFilters();
  const configured = useAlgoliaThemeConfig().algolia.searchParameters?.facetFilters;
  return useMemo(() => mergeFacetFilters(contextual, configured) as FacetFilters, [contextual, configured]);
}

/**
 * Loads the local search client (and with it the search code) on demand; the client module is
 * a separate chunk, fetched on the first intent to search.
 */
export function useLocalSearchClientLoader(): () => Promise<LocalSearchClient> {
  const baseUrl = useBaseUrl('/');
  const defaultDocsTag = useDefaultDocsTag();
  return useCallback(
    () => import('../../client/browserClient').then(({ getLocalSearchClient }) => getLocalSearchClient({ baseUrl, defaultDocsTag })),
    [baseUrl, defaultDocsTag],
  );
}
