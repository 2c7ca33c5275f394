import type { ReactNode } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import OriginalSearchPage from '@theme-original/SearchPage';

import LocalSearchPage from '@site/src/components/LocalSearchPage';
import type { SearchIndexGlobalData } from '@site/plugins/search-index';

/** The theme's search page when a hosted index is configured, else the same page on the local index. */
export default function SearchPage(): ReactNode {
  const { mode } = usePluginData('search-index') as SearchIndexGlobalData;
  return mode === 'hosted' ? <OriginalSearchPage /> : <LocalSearchPage />;
}
