import type { SearchResult } from 'minisearch';

import { fieldRank, type LoadedIndex, type SearchField } from './indexFile';
import type { SearchRecord } from './records';
import { searchFillerWords } from '../../../../src/data/searchFillerWords';
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
  /** 1 when the title holds the query's words in the query's order (see inTitleOrder). */
  titleOrder: number;
  /** 1 for an API type or constant page. */
  typeOrConstant: number;
  attribute: number;
  score: number;
}

/** The terms of a query; the last one also matches as a prefix (the reader is still typing it). */
export function queryTerms(query: string): string[] {
  return [...new Set(tokenize(meaningfulQuery(query)))];
}

/**
 * The query without the filler around it (src/data/searchFillerWords.ts), unless nothing else is
 * left: "how do I measure the length of a route" is searched as "measure length route".
 */
export function meaningfulQuery(query: string): string {
  const words = query.match(/[^\s]+/g) ?? [];
  const isFiller = (word: string) => searchFillerWords.has(word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''));
  const kept = words.filter((word) => !isFiller(word));
  return kept.length > 0 ? kept.join(' ') : query;
}

/**
 * Whether a page title's words hold the query's words in the query's order: "line to polygon"
 * reads in `lineToPolygon`, not in `polygonToLine`. Title words are its camelCase parts.
 */
function inTitleOrder(record: SearchRecord, terms: readonly string[]): boolean {
  const titleTerms = tokenize(record.hierarchy.lvl1).slice(1);
  let from = 0;
  for (const term of terms) {
    const at = titleTerms.indexOf(term, from);
    if (at === -1) return false;
    from = at + 1;
  }
  return terms.length > 1;
}

/** API type and constant pages: a concept query wants the function before the type of its result. */
const isTypeOrConstantPage = (record: SearchRecord) => /\/api\/(?:types|constants)\//.test(record.url_without_anchor);

/**
 * The first paragraph of a page, right under its title: on an API page, the function's summary
 * sentence, which names what the function is for. It ranks with the headings, above text further down.
 */
const isSummary = (record: SearchRecord) => record.type === 'content' && record.hierarchy.lvl2 === null && record.position === 1;

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

/**
 * Swapped neighbours ("combien", "rbsuh", "scael") are two edits apart for the engine's typo
 * tolerance, which allows one in words under 8 letters. For a query term the index does not
 * have, its one-swap variants that the index does have are searched too, and count as that word
 * with one typo. Each returned variant maps to the term it came from.
 */
function swappedVariants(index: LoadedIndex, terms: readonly string[]): Map<string, string> {
  const inIndex = (term: string) => index.search.search(term, { prefix: false, fuzzy: false }).length > 0;
  const variants = new Map<string, string>();
  for (const term of terms) {
    if (term.length < 4 || inIndex(term)) continue;
    for (let at = 0; at < term.length - 1; at += 1) {
      if (term[at] === term[at + 1]) continue;
      const variant = term.slice(0, at) + term[at + 1] + term[at] + term.slice(at + 2);
      if (!variants.has(variant) && inIndex(variant)) variants.set(variant, term);
    }
  }
  return variants;
}

function rank(
  result: SearchResult,
  record: SearchRecord,
  prefixTerms: ReadonlySet<string>,
  swapped: ReadonlyMap<string, string>,
): RankedRecord {
  const documentTerms = Object.keys(result.match);
  const exactly = (queryTerm: string, documentTerm: string): boolean =>
    documentTerm === queryTerm || (prefixTerms.has(queryTerm) && documentTerm.startsWith(queryTerm));
  const loosely = (queryTerm: string, documentTerm: string): boolean =>
    exactly(queryTerm, documentTerm) || withinEdits(queryTerm, documentTerm, typosAllowed(queryTerm));

  let attribute = Number.POSITIVE_INFINITY;
  const titleTerms: string[] = [];
  for (const [term, fields] of Object.entries(result.match)) {
    for (const field of fields) {
      const rank = field === 'content' && isSummary(record) ? fieldRank.headings : fieldRank[field as SearchField];
      attribute = Math.min(attribute, rank);
      // Other libraries' names for the function are names of the page too.
      if (rank <= fieldRank.aliases && !titleTerms.includes(term)) titleTerms.push(term);
    }
  }
  const asWord = (term: string) => wordOf(swapped.get(term) ?? term);
  const words = new Set(result.queryTerms.map(asWord));
  const titleWords = new Set(result.queryTerms.filter((term) => titleTerms.some((candidate) => loosely(term, candidate))).map(asWord));
  const typos = result.queryTerms.filter(
    (term) => swapped.has(term) || !documentTerms.some((candidate) => exactly(term, candidate)),
  ).length;
  return {
    record,
    matchedTerms: documentTerms,
    matchedQueryTerms: result.queryTerms,
    words: words.size,
    typos,
    titleWords: titleWords.size,
    titleOrder: inTitleOrder(record, result.queryTerms) ? 1 : 0,
    typeOrConstant: isTypeOrConstantPage(record) ? 1 : 0,
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
    b.titleOrder - a.titleOrder ||
    a.typeOrConstant - b.typeOrConstant ||
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
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const meaningful = meaningfulQuery(query);
  const prefixTerms = lastWordTerms(meaningful);
  const synonyms = synonymsOf(terms);
  const swapped = swappedVariants(index, terms);
  const results = index.search.search(
    { combineWith: 'OR', queries: [meaningful, ...synonyms, ...swapped.keys()] },
    {
      combineWith: 'OR',
      prefix: (term) => prefixTerms.has(term),
      fuzzy: (term) => typosAllowed(term),
      maxFuzzy: 2,
      filter: (result) => accept(index.records[result.id as number]),
    },
  );
  const ranked = results.map((result) => rank(result, index.records[result.id as number], prefixTerms, swapped));
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
