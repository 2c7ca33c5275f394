import { useCallback, useMemo } from 'react';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { mergeFacetFilters, useAlgoliaContextualFacetFilters, useAlgoliaThemeConfig } from '@docusaurus/theme-search-algolia/client';

import type { LocalSearchClient } from '../../client/localSearchClient';
import type { FacetFilters } from '../../client/facets';
import { docsTagOf } from '../../client/indexLocation';
import { site } from '@site/src/data/site';

/** "Believe this query should return results? Let us know." */
export function missingResultsUrl(query: string): string {
  return `${site.turfRepository}/issues/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}`;
}

/** For pages outside the docs. */
export function useDefaultDocsTag(): string {
  const docs = Object.values(useAllDocsData())[0];
  const latest = docs?.versions.find((version) => version.isLast) ?? docs?.versions[0];
  return docsTagOf(latest?.name ?? 'current');
}

export function useSearchFacetFilters(): FacetFilters {
  const contextual = useAlgoliaContextualFacetFilters();
  const configured = useAlgoliaThemeConfig().algolia.searchParameters?.facetFilters;
  return useMemo(() => mergeFacetFilters(contextual, configured) as FacetFilters, [contextual, configured]);
}

/** The client is a separate chunk, fetched on the first intent to search. */
export function useLocalSearchClientLoader(): () => Promise<LocalSearchClient> {
  const baseUrl = useBaseUrl('/');
  const defaultDocsTag = useDefaultDocsTag();
  return useCallback(
    () => import('../../client/browserClient').then(({ getLocalSearchClient }) => getLocalSearchClient({ baseUrl, defaultDocsTag })),
    [baseUrl, defaultDocsTag],
  );
}
