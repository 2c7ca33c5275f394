/** The hosted index only with all three `ALGOLIA_*` variables set; otherwise the build's own index. */

export type SearchMode = 'local' | 'hosted';

export interface SearchConfig {
  mode: SearchMode;
  /** The theme needs it in both modes; in local mode no request uses it. */
  algolia: { appId: string; apiKey: string; indexName: string; contextualSearch: true; searchPagePath: string };
}

/** Recent searches and favourites are stored under this name. */
export const localIndexName = 'turf-docs';

export function searchConfigFrom(env: NodeJS.ProcessEnv): SearchConfig {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_SEARCH_API_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim();
  const common = { contextualSearch: true, searchPagePath: 'search' } as const;
  if (appId && apiKey && indexName) return { mode: 'hosted', algolia: { appId, apiKey, indexName, ...common } };
  const partial = [
    ['ALGOLIA_APP_ID', appId],
    ['ALGOLIA_SEARCH_API_KEY', apiKey],
    ['ALGOLIA_INDEX_NAME', indexName],
  ].filter(([, value]) => value);
  if (partial.length > 0) {
    throw new Error(
      `Search: ${partial.map(([name]) => name).join(', ')} set but not all three of ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME. ` +
        'Set all three for hosted search, or none for the index the build makes.',
    );
  }
  // The theme's config schema requires them; the local client never sends them anywhere.
  return { mode: 'local', algolia: { appId: 'local', apiKey: 'local', indexName: localIndexName, ...common } };
}
