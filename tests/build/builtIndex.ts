/** The built search index files, as the build tests read them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { docsTagOf, indexFileName } from '../../plugins/features/search/client/indexLocation';
import { unpackIndexFile, type LoadedIndex } from '../../plugins/features/search/client/indexFile';

const indexFile = (tag: string) => path.join('build', 'search-index', indexFileName(tag));

/** Each docs version's file (by its tag), read and unpacked once per test file. */
const loaded = new Map<string, LoadedIndex>();
export function loadedIndex(tag: string): LoadedIndex {
  if (!loaded.has(tag)) loaded.set(tag, unpackIndexFile(JSON.parse(readFileSync(indexFile(tag), 'utf8'))));
  return loaded.get(tag)!;
}

export const loadedIndexOfVersion = (versionName: string) => loadedIndex(docsTagOf(versionName));

/** Whether `text`, every word of it as written, finds the page at `url` in the index's tasks field. */
export function tasksFieldFinds(index: LoadedIndex, text: string, url: string): boolean {
  const found = index.search.search(text, { fields: ['tasks'], combineWith: 'AND', prefix: false, fuzzy: false });
  return found.some((result) => index.records[result.id as number]?.url === url);
}
