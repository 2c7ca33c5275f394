/** Bundled by bench/search.ts for the page: the local search client and the index reader, as the site ships them. */
import { unpackIndexFile } from '../src/lib/search/indexFile';
import { createLocalSearchClient } from '../src/lib/search/localSearchClient';

(globalThis as Record<string, unknown>).searchBench = { unpackIndexFile, createLocalSearchClient };
