/** Small search indexes for unit tests: records as the indexer writes them for one page. */
import type { Hierarchy, SearchRecord } from '../../plugins/features/search/client/records';
import { objectIdsOf } from '../../plugins/features/search/client/objectId';
import { packIndexFile, unpackIndexFile, type LoadedIndex } from '../../plugins/features/search/client/indexFile';

/** An index as the browser loads it: packed, written as JSON and read back. */
export function indexAsLoaded(tag: string, records: readonly SearchRecord[], everyday: readonly string[] = []): LoadedIndex {
  return unpackIndexFile(JSON.parse(JSON.stringify(packIndexFile(tag, records, everyday))));
}

export function page(
  url: string,
  tag: string,
  lvl0: string,
  title: string,
  sections: Record<string, string[]>,
  intro: string[] = [],
): SearchRecord[] {
  const records: SearchRecord[] = [];
  const push = (type: SearchRecord['type'], lvl2: string | null, content: string | null) => {
    const anchor = lvl2 ? lvl2.toLowerCase().replace(/\W+/g, '-') : null;
    const hierarchy: Hierarchy = { lvl0, lvl1: title, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    records.push({
      objectID: '',
      type,
      hierarchy,
      content,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      language: 'en',
      docusaurus_tag: tag,
      version: tag.replace('docs-default-', ''),
      position: records.length,
      pageRank: 0,
      aliases: null,
      signature: null,
      tasks: null,
      takes: null,
      returns: null,
      readerWords: null,
    });
  };
  push('lvl1', null, null);
  for (const text of intro) push('content', null, text);
  for (const [heading, texts] of Object.entries(sections)) {
    push('lvl2', heading, null);
    for (const text of texts) push('content', heading, text);
  }
  const ids = objectIdsOf(records);
  return records.map((record, index) => ({ ...record, objectID: ids[index] }));
}
