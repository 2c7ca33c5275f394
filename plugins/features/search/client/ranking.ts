import type { SearchResult } from 'minisearch';

import { fieldRank, type LoadedIndex, type SearchField } from './indexFile';
import type { SearchRecord } from './records';
import { searchSynonyms } from '../../../../src/data/searchSynonyms';
import { lastWordTerms, tokenize } from './terms';

/**
 * The ranking rules, modelled on the criteria the hosted DocSearch index applies in order, after
 * one of our own: a page that only says where something is (page rank below 0, an API stand-in)
 * comes after every real page. Then a record that matches more of the query's words comes first; then one with fewer typos; then one
 * whose page title holds more of the words; then one whose best match is in a more important
 * field (page name, title, headings, content, section); then a page title before its sections
 * and a section before its text; then the stronger BM25 score; then page order. Only the best record per URL (page + anchor) is kept, as DocSearch's
 * `distinct` on `url` does.
 */

/** Up to this many typos per word: none under 4 letters, 1 from 4, 2 from 8 (the hosted defaults). */
function typosAllowed(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/** Each synonym's group, named by the group's first word. */
const synonymGroup = new Map<string, string>(searchSynonyms.flatMap((group) => group.map((word) => [word, group[0]] as const)));

/** A matched query term as a word: a synonym counts as the word it stands for. */
function wordOf(term: string): string {
  return synonymGroup.get(term) ?? term;
}

/** The synonyms to search for besides the query's own terms. */
function synonymsOf(terms: readonly string[]): string[] {
  const extra = new Set<string>();
  for (const term of terms) {
    const group = synonymGroup.get(term);
    if (group) for (const word of searchSynonyms.find((candidate) => candidate[0] === group) ?? []) extra.add(word);
  }
  for (const term of terms) extra.delete(term);
  return [...extra];
}

const levelRank: Record<SearchRecord['type'], number> = { lvl1: 0, lvl2: 1, lvl3: 2, lvl4: 3, lvl5: 4, lvl6: 5, content: 6 };

export interface RankedRecord {
  record: SearchRecord;
  /** Document terms that matched, for highlighting. */
  matchedTerms: string[];
  /** Query terms that matched. */
  matchedQueryTerms: string[];
  words: number;
  typos: number;
  titleWords: number;
  attribute: number;
  score: number;
}

/** The terms of a query; the last one also matches as a prefix (the reader is still typing it). */
export function queryTerms(query: string): string[] {
  return [...new Set(tokenize(query))];
}

/** Whether two terms are within `limit` edits of each other (bounded Levenshtein). */
function withinEdits(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > limit) return false;
    previous = current;
  }
  return previous[b.length] <= limit;
}

function rank(result: SearchResult, record: SearchRecord, prefixTerms: ReadonlySet<string>): RankedRecord {
  const documentTerms = Object.keys(result.match);
  const exactly = (queryTerm: string, documentTerm: string): boolean =>
    documentTerm === queryTerm || (prefixTerms.has(queryTerm) && documentTerm.startsWith(queryTerm));
  const loosely = (queryTerm: string, documentTerm: string): boolean =>
    exactly(queryTerm, documentTerm) || withinEdits(queryTerm, documentTerm, typosAllowed(queryTerm));

  let attribute = Number.POSITIVE_INFINITY;
  const titleTerms: string[] = [];
  for (const [term, fields] of Object.entries(result.match)) {
    for (const field of fields) {
      const rank = fieldRank[field as SearchField];
      attribute = Math.min(attribute, rank);
      if (rank <= fieldRank.title && !titleTerms.includes(term)) titleTerms.push(term);
    }
  }
  const words = new Set(result.queryTerms.map(wordOf));
  const titleWords = new Set(result.queryTerms.filter((term) => titleTerms.some((candidate) => loosely(term, candidate))).map(wordOf));
  const typos = result.queryTerms.filter((term) => !documentTerms.some((candidate) => exactly(term, candidate))).length;
  return {
    record,
    matchedTerms: documentTerms,
    matchedQueryTerms: result.queryTerms,
    words: words.size,
    typos,
    titleWords: titleWords.size,
    attribute,
    score: result.score,
  };
}

export function compareRanked(a: RankedRecord, b: RankedRecord): number {
  return (
    b.record.pageRank - a.record.pageRank ||
    b.words - a.words ||
    a.typos - b.typos ||
    b.titleWords - a.titleWords ||
    a.attribute - b.attribute ||
    levelRank[a.record.type] - levelRank[b.record.type] ||
    b.score - a.score ||
    a.record.position - b.record.position
  );
}

/**
 * Ranked, distinct records of one index that pass `accept`. Pure: the same query on the same
 * index always gives the same order.
 */
export function searchIndex(index: LoadedIndex, query: string, accept: (record: SearchRecord) => boolean): RankedRecord[] {
  if (queryTerms(query).length === 0) return [];
  const prefixTerms = lastWordTerms(query);
  const synonyms = synonymsOf(queryTerms(query));
  const results = index.search.search(
    { combineWith: 'OR', queries: [query, ...synonyms] },
    {
      combineWith: 'OR',
      prefix: (term) => prefixTerms.has(term),
      fuzzy: (term) => typosAllowed(term),
      maxFuzzy: 2,
      filter: (result) => accept(index.records[result.id as number]),
    },
  );
  const ranked = results.map((result) => rank(result, index.records[result.id as number], prefixTerms));
  return distinctByUrl(ranked.sort(compareRanked));
}

/** Keeps the first (best) record of each URL. */
export function distinctByUrl(ranked: readonly RankedRecord[]): RankedRecord[] {
  const seen = new Set<string>();
  return ranked.filter(({ record }) => {
    if (seen.has(record.url)) return false;
    seen.add(record.url);
    return true;
  });
}
