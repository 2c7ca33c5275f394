import type { ReactNode } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import OriginalSearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';

import LocalDocSearch from '@site/src/components/LocalDocSearch';
import type { SearchIndexGlobalData } from '@site/plugins/search-index';

type Props = WrapperProps<typeof SearchBarType>;

/** The theme's DocSearch bar when a hosted index is configured, else the same modal on the local index. */
export default function SearchBar(props: Props): ReactNode {
  const { mode } = usePluginData('search-index') as SearchIndexGlobalData;
  return mode === 'hosted' ? <OriginalSearchBar {...props} /> : <LocalDocSearch />;
}
