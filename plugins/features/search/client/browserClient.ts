import { IndexFileError, unpackIndexFile, type LoadedIndex } from './indexFile';
import { indexFileUrl } from './indexLocation';
import { createLocalSearchClient, type LocalSearchClient } from './localSearchClient';
import { demos } from '../../../../src/data/homeDemos';

/** A failed index load is forgotten, so the next search tries again. */

const loadedIndexes = new Map<string, Promise<LoadedIndex>>();

async function fetchIndexFile(url: string): Promise<LoadedIndex> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new IndexFileError(`${url} answered ${response.status}`);
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new IndexFileError(`${url} is not valid JSON`);
  }
  return unpackIndexFile(data);
}

function loadIndex(baseUrl: string, docsTag: string): Promise<LoadedIndex> {
  let loading = loadedIndexes.get(docsTag);
  if (!loading) {
    loading = fetchIndexFile(indexFileUrl(baseUrl, docsTag));
    loadedIndexes.set(docsTag, loading);
    loading.catch(() => loadedIndexes.delete(docsTag));
  }
  return loading;
}

let client: LocalSearchClient | undefined;

export function getLocalSearchClient({ baseUrl, defaultDocsTag }: { baseUrl: string; defaultDocsTag: string }): LocalSearchClient {
  client ??= createLocalSearchClient({
    loadIndex: (docsTag) => loadIndex(baseUrl, docsTag),
    defaultDocsTag,
    origin: window.location.origin,
    featuredCode: demos.map((demo) => demo.code),
  });
  return client;
}
