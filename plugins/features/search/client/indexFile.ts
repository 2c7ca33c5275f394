import MiniSearch, { type Options } from 'minisearch';

import { objectIdsOf } from './objectId';
import { hierarchyLevels, type Hierarchy, type RecordType, type SearchRecord } from './records';
import { normalizeTerm, tokenize } from './terms';

/**
 * The file the build writes for one docs version (`/search-index/{docusaurus tag}.json`) and the
 * browser loads on the first intent to search: the records in a compact form plus a MiniSearch
 * index over them.
 *
 * Why MiniSearch: measured on the 3,851 records of 7.2.0 (this machine, Node 20), its serialized
 * index was 432 KB raw / 63 KB brotli, loaded in 17 ms and answered 8 typical queries with prefix
 * and typo tolerance in 7.5 ms in all; Orama's was 2,302 KB / 222 KB, 53 ms and 209 ms; FlexSearch's
 * 1,228 KB / 87 KB and fastest to query, but without typo tolerance or relevance scores, which
 * "buffr" and "point in polygon" need. MiniSearch also reports which terms matched in which
 * field, which the ranking rules and highlighting use.
 */

export const indexFileFormat = 3;

/**
 * Searchable fields, most important first; the ranking rules compare the best field a query
 * matched in (`fieldRank`), as the hosted service's "attribute" criterion does.
 * - `name`: the page title as whole words, so `along` is an exact name and `lineSliceAlong` is not;
 * - `title`: the page title with camelCase parts;
 * - `aliases`: other libraries' names for the page's function (`ST_Within`), on the page's own record;
 * - `headings`: the section headings above the record;
 * - `content`: the record's text;
 * - `section`: lvl0, the sidebar category or site section.
 */
export const searchFields = ['name', 'title', 'aliases', 'headings', 'content', 'section'] as const;
export type SearchField = (typeof searchFields)[number];
export const fieldRank: Record<SearchField, number> = { name: 0, title: 1, aliases: 2, headings: 3, content: 4, section: 5 };

interface IndexedDocument {
  id: number;
  name: string;
  title: string;
  aliases: string;
  headings: string;
  content: string;
  section: string;
}

/** Whole words only: the `name` field must not match a camelCase part. */
function wholeWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).map(normalizeTerm);
}

export const miniSearchOptions: Options<IndexedDocument> = {
  idField: 'id',
  fields: [...searchFields],
  storeFields: [],
  tokenize: (text, fieldName) => (fieldName === 'name' ? wholeWords(text) : tokenize(text)),
  // Terms are already lower-cased; nothing is dropped, so "in" still tells "point in polygon" apart.
  processTerm: (term) => term,
};

function documentOf(record: Pick<SearchRecord, 'hierarchy' | 'content' | 'type' | 'aliases'>, id: number): IndexedDocument {
  const { lvl0, lvl1, ...deeper } = record.hierarchy;
  return {
    id,
    name: lvl1,
    title: lvl1,
    // On the page's own record only, as its title: one hit per page for a foreign name.
    aliases: record.type === 'lvl1' ? (record.aliases ?? '') : '',
    headings: Object.values(deeper).filter(Boolean).join(' '),
    content: record.content ?? '',
    section: lvl0,
  };
}

const recordTypes: readonly RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

/** A page's shared fields, stored once: [url, lvl0, lvl1, language, docusaurus tag, version, page rank, aliases]. */
type PackedPage = [string, string, string, string, string, string | null, number, string | null];
/** One record: [page index, type index, anchor or "", content or "", lvl2..lvl6 (trailing nulls dropped)]. */
type PackedRecord = [number, number, string, string, ...(string | null)[]];

export interface IndexFile {
  format: typeof indexFileFormat;
  /** The docs version tag the file was made for; it also holds the site-wide (`default`) records. */
  tag: string;
  pages: PackedPage[];
  records: PackedRecord[];
  index: unknown;
}

/** Builds the file for a set of records (build time). */
export function packIndexFile(tag: string, records: readonly SearchRecord[]): IndexFile {
  const pageIndex = new Map<string, number>();
  const pages: PackedPage[] = [];
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
      ]);
    }
    const headings = (['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const).map((level) => record.hierarchy[level]);
    while (headings.length > 0 && headings.at(-1) === null) headings.pop();
    return [page, recordTypes.indexOf(record.type), record.anchor ?? '', record.content ?? '', ...headings];
  });
  const index = new MiniSearch<IndexedDocument>(miniSearchOptions);
  index.addAll(records.map(documentOf));
  return { format: indexFileFormat, tag, pages, records: packed, index: index.toJSON() };
}

export interface LoadedIndex {
  tag: string;
  records: SearchRecord[];
  search: MiniSearch<IndexedDocument>;
}

export class IndexFileError extends Error {}

/** Reads a file written by `packIndexFile` (browser). Throws `IndexFileError` on anything else. */
export function unpackIndexFile(data: unknown): LoadedIndex {
  const file = data as Partial<IndexFile> | null;
  if (!file || file.format !== indexFileFormat || !Array.isArray(file.pages) || !Array.isArray(file.records) || !file.index) {
    throw new IndexFileError('The search index file is not in the expected format.');
  }
  const { pages } = file;
  const recordsPerPage = new Map<number, number>();
  const records: SearchRecord[] = file.records.map(([page, type, anchor, content, ...headings]) => {
    const position = recordsPerPage.get(page) ?? 0;
    recordsPerPage.set(page, position + 1);
    const [url, lvl0, lvl1, language, docusaurusTag, version, pageRank, aliases] = pages[page];
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
    };
  });
  const ids = objectIdsOf(records);
  records.forEach((record, index) => {
    record.objectID = ids[index];
  });
  let search: MiniSearch<IndexedDocument>;
  try {
    search = MiniSearch.loadJS(file.index as Parameters<typeof MiniSearch.loadJS>[0], miniSearchOptions);
  } catch (error) {
    throw new IndexFileError(`The search index could not be read: ${(error as Error).message}`);
  }
  return { tag: file.tag ?? '', records, search };
}
