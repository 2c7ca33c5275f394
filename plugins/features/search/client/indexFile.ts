import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';

import { objectIdsOf } from './objectId';
import { parseReaderWords } from './pageRelevance';
import { hierarchyLevels, type Hierarchy, type RecordType, type SearchRecord } from './records';
import { tokenize, wholeWords } from './terms';

/**
 * One docs version's search index file (`/search-index/{docusaurus tag}.json`). MiniSearch, since on
 * 7.2.0 its index was 63 KB brotli against Orama's 222 KB, and FlexSearch has no typo tolerance or
 * scores; it also reports which terms matched in which field, which ranking and highlighting use.
 */

export const indexFileFormat = 8;

/**
 * Most important first, as the hosted "attribute" criterion. `name` is the title as whole words, so
 * `along` is an exact name and `lineSliceAlong` is not; `title` has the camelCase parts.
 */
export const searchFields = ['name', 'title', 'aliases', 'tasks', 'headings', 'content', 'section'] as const;
export type SearchField = (typeof searchFields)[number];
export const fieldRank: Record<SearchField, number> = { name: 0, title: 1, aliases: 2, tasks: 3, headings: 4, content: 5, section: 6 };

interface IndexedDocument {
  id: number;
  name: string;
  title: string;
  aliases: string;
  tasks: string;
  headings: string;
  content: string;
  section: string;
}

export const miniSearchOptions: Options<IndexedDocument> = {
  idField: 'id',
  fields: [...searchFields],
  storeFields: [],
  tokenize: (text, fieldName) => (fieldName === 'name' ? wholeWords(text) : tokenize(text)),
  // Nothing is dropped, so "in" still tells "point in polygon" apart.
  processTerm: (term) => term,
};

function documentOf(record: Pick<SearchRecord, 'hierarchy' | 'content' | 'type' | 'aliases' | 'tasks'>, id: number): IndexedDocument {
  const { lvl0, lvl1, ...deeper } = record.hierarchy;
  return {
    id,
    name: lvl1,
    title: lvl1,
    // One hit per page for a foreign name.
    aliases: record.type === 'lvl1' ? (record.aliases ?? '') : '',
    tasks: record.type === 'lvl1' ? (record.tasks ?? '') : '',
    headings: Object.values(deeper).filter(Boolean).join(' '),
    content: record.content ?? '',
    section: lvl0,
  };
}

const recordTypes: readonly RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

/**
 * A page's shared fields, stored once: [url, lvl0, lvl1, language, docusaurus tag, version, page rank, aliases, signature, takes, returns].
 * The "Use it to" tasks are only in the index's terms: nothing shows their text, and it would cost 10 KB brotli per version.
 * The readers' words are stored by word (packReaderWords).
 */
type PackedPage = [string, string, string, string, string, string | null, number, ...(string | null)[]];
/** One record: [page index, type index, anchor or "", content or "", lvl2..lvl6 (trailing nulls dropped)]. */
type PackedRecord = [number, number, string, string, ...(string | null)[]];

export interface IndexFile {
  format: typeof indexFileFormat;
  /** It also holds the site-wide (`default`) records. */
  tag: string;
  pages: PackedPage[];
  records: PackedRecord[];
  /** Everyday words the records hold (indexing/everydayWords.ts), which count less in a question. */
  everyday: string[];
  /** The pages' readers' words, by word (packReaderWords). */
  readerWords: string[];
  /** MiniSearch's own serialised index without `documentIds` (withoutDocumentIds). */
  index: unknown;
}

/**
 * MiniSearch numbers the documents in the order they are added, and each document's id is its record's
 * position, so its `documentIds` is the identity map 0: 0, 1: 1, ... (18 KB of the 7.4.0 file's 194 KB
 * brotli). The file leaves it out and withDocumentIds makes it again. Fails the build if MiniSearch ever
 * numbers them otherwise or changes its serialisation.
 */
type WithoutDocumentIds = Omit<AsPlainObject, 'documentIds'>;

function withoutDocumentIds(index: AsPlainObject): WithoutDocumentIds {
  const { documentIds, ...rest } = index;
  const identity = Object.entries(documentIds).every(([shortId, id]) => Number(shortId) === id);
  if (rest.serializationVersion !== 2 || !identity) {
    throw new Error(
      `MiniSearch's serialised index is not what indexFile.ts expects (serialisation version 2, document ids 0, 1, 2, ... in order, found version ${rest.serializationVersion}): it leaves the ids out of the file and makes them again when it loads. Update withoutDocumentIds and withDocumentIds.`,
    );
  }
  return rest;
}

function withDocumentIds(index: WithoutDocumentIds, records: number): AsPlainObject {
  if (index.documentCount !== records)
    throw new IndexFileError(`The search index has ${index.documentCount} documents for ${records} records.`);
  return { ...index, documentIds: Object.fromEntries(Array.from({ length: records }, (_, id) => [id, id])) };
}

export function packIndexFile(tag: string, records: readonly SearchRecord[], everyday: readonly string[] = []): IndexFile {
  const pageIndex = new Map<string, number>();
  const pages: PackedPage[] = [];
  const pageReaderWords: Array<string | null> = [];
  const packed: PackedRecord[] = records.map((record) => {
    let page = pageIndex.get(record.url_without_anchor);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(record.url_without_anchor, page);
      pages.push([
        record.url_without_anchor,
        record.hierarchy.lvl0,
        record.hierarchy.lvl1,
        record.language,
        record.docusaurus_tag,
        record.version,
        record.pageRank,
        record.aliases,
        record.signature,
        record.takes,
        record.returns,
      ]);
      pageReaderWords.push(record.readerWords);
    }
    const headings = (['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const).map((level) => record.hierarchy[level]);
    while (headings.length > 0 && headings.at(-1) === null) headings.pop();
    return [page, recordTypes.indexOf(record.type), record.anchor ?? '', record.content ?? '', ...headings];
  });
  const index = new MiniSearch<IndexedDocument>(miniSearchOptions);
  index.addAll(records.map(documentOf));
  return {
    format: indexFileFormat,
    tag,
    pages,
    records: packed,
    everyday: [...everyday],
    readerWords: packReaderWords(pageReaderWords),
    index: withoutDocumentIds(index.toJSON()),
  };
}

/**
 * The pages' readers' words (`vertice:3 reduce:2 smooth` each, pageRelevance.ts), one entry per word: the word, then
 * the pages that hold it, each as its distance from the one before in base 36, with its count after a colon when more
 * than one (`smooth 1b 3:2 a`). Stored by page, each word was written again on every page whose readers used it (25,000
 * times, for 4,500 words, in the 7.4.0 file), and the words were 54 KB of its 196 KB brotli; by word, 41 KB.
 */
export function packReaderWords(byPage: ReadonlyArray<string | null>): string[] {
  const pagesOf = new Map<string, string[]>();
  const previous = new Map<string, number>();
  byPage.forEach((text, page) => {
    for (const [word, count] of parseReaderWords(text)) {
      if (!pagesOf.has(word)) pagesOf.set(word, []);
      const step = (page - (previous.get(word) ?? 0)).toString(36);
      pagesOf.get(word)!.push(count > 1 ? `${step}:${count}` : step);
      previous.set(word, page);
    }
  });
  return [...pagesOf.keys()].sort().map((word) => `${word} ${pagesOf.get(word)!.join(' ')}`);
}

/**
 * The readers' words of each of `pages` pages, as packReaderWords took them; null where a page has none. Each page's
 * words come back in the file's order (by word), which parseReaderWords reads as well as the indexing's (most used
 * first): sorting them again on load took the 7.4.0 file's unpacking from 7.3 to 15.3 ms (median of 15, in Node).
 */
export function unpackReaderWords(packed: readonly string[], pages: number): Array<string | null> {
  const byPage: string[][] = Array.from({ length: pages }, () => []);
  for (const entry of packed) {
    const [word, ...steps] = entry.split(' ');
    let page = 0;
    for (const step of steps) {
      const [distance, count] = step.split(':');
      page += parseInt(distance!, 36);
      if (!(page >= 0 && page < pages)) throw new IndexFileError(`The readers' words of "${word}" name page ${page} of ${pages}.`);
      byPage[page]!.push(count ? `${word}:${count}` : word!);
    }
  }
  return byPage.map((words) => (words.length > 0 ? words.join(' ') : null));
}

export interface LoadedIndex {
  tag: string;
  records: SearchRecord[];
  everyday: ReadonlySet<string>;
  search: MiniSearch<IndexedDocument>;
}

export class IndexFileError extends Error {}

export function unpackIndexFile(data: unknown): LoadedIndex {
  const file = data as Partial<IndexFile> | null;
  if (
    !file ||
    file.format !== indexFileFormat ||
    !Array.isArray(file.pages) ||
    !Array.isArray(file.records) ||
    !Array.isArray(file.everyday) ||
    !Array.isArray(file.readerWords) ||
    !file.index
  ) {
    throw new IndexFileError('The search index file is not in the expected format.');
  }
  const { pages } = file;
  const readerWordsOf = unpackReaderWords(file.readerWords, pages.length);
  const recordsPerPage = new Map<number, number>();
  const records: SearchRecord[] = file.records.map(([page, type, anchor, content, ...headings]) => {
    const position = recordsPerPage.get(page) ?? 0;
    recordsPerPage.set(page, position + 1);
    const [url, lvl0, lvl1, language, docusaurusTag, version, pageRank, aliases = null, signature = null, takes = null, returns = null] =
      pages[page];
    const hierarchy = { lvl0, lvl1 } as Hierarchy;
    hierarchyLevels.slice(2).forEach((level, index) => {
      (hierarchy as Record<string, string | null>)[level] = headings[index] ?? null;
    });
    return {
      objectID: '',
      type: recordTypes[type],
      hierarchy,
      content: content || null,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor: anchor || null,
      language,
      docusaurus_tag: docusaurusTag,
      version,
      position,
      pageRank,
      aliases,
      signature,
      tasks: null,
      takes: takes ?? null,
      returns: returns ?? null,
      readerWords: readerWordsOf[page] ?? null,
    };
  });
  const ids = objectIdsOf(records);
  records.forEach((record, index) => {
    record.objectID = ids[index];
  });
  let search: MiniSearch<IndexedDocument>;
  try {
    search = MiniSearch.loadJS(withDocumentIds(file.index as WithoutDocumentIds, records.length), miniSearchOptions);
  } catch (error) {
    throw new IndexFileError(`The search index could not be read: ${(error as Error).message}`);
  }
  return { tag: file.tag ?? '', records, everyday: new Set(file.everyday), search };
}
