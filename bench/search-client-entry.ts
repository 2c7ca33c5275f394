/** Bundled by bench/search.ts for the page: the local search client and the index reader, as the site ships them. */
import { unpackIndexFile } from '../plugins/features/search/client/indexFile';
import { createLocalSearchClient } from '../plugins/features/search/client/localSearchClient';

(globalThis as Record<string, unknown>).searchBench = { unpackIndexFile, createLocalSearchClient };
