import type { SearchResult } from 'minisearch';

import { fieldRank, type LoadedIndex, type SearchField } from './indexFile';
import type { SearchRecord } from './records';
import { searchFillerWords } from '../../../../src/data/searchFillerWords';
import { searchSynonyms } from '../../../../src/data/searchSynonyms';
import { lastWordTerms, tokenize } from './terms';

/**
 * Modelled on the hosted DocSearch ranking criteria (see compareRanked), after one of our own: a page
 * that only says where something is (page rank below 0) comes after every real page.
 */

/** The hosted DocSearch defaults. */
function typosAllowed(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

const synonymGroup = new Map<string, string>(searchSynonyms.flatMap((group) => group.map((word) => [word, group[0]] as const)));

function wordOf(term: string): string {
  return synonymGroup.get(term) ?? term;
}

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
  matchedTerms: string[];
  matchedQueryTerms: string[];
  words: number;
  typos: number;
  titleWords: number;
  titleOrder: number;
  typeOrConstant: number;
  attribute: number;
  score: number;
}

export function queryTerms(query: string): string[] {
  return [...new Set(tokenize(meaningfulQuery(query)))];
}

/** "how do I measure the length of a route" is searched as "measure length route". */
export function meaningfulQuery(query: string): string {
  const words = query.match(/[^\s]+/g) ?? [];
  const isFiller = (word: string) => searchFillerWords.has(word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''));
  const kept = words.filter((word) => !isFiller(word));
  return kept.length > 0 ? kept.join(' ') : query;
}

/** "line to polygon" reads in `lineToPolygon`, not in `polygonToLine`. */
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

/** A concept query wants the function before the type of its result. */
const isTypeOrConstantPage = (record: SearchRecord) => /\/api\/(?:types|constants)\//.test(record.url_without_anchor);

/** On an API page, the summary sentence names what the function is for, so it ranks with the headings. */
const isSummary = (record: SearchRecord) => record.type === 'content' && record.hierarchy.lvl2 === null && record.position === 1;

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
 * Swapped neighbours ("rbsuh") are two edits apart for the engine, which allows one under 8 letters,
 * so they are searched too and count as one typo. Maps each variant to its term.
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

/** As DocSearch's `distinct` on `url`. */
export function distinctByUrl(ranked: readonly RankedRecord[]): RankedRecord[] {
  const seen = new Set<string>();
  return ranked.filter(({ record }) => {
    if (seen.has(record.url)) return false;
    seen.add(record.url);
    return true;
  });
}
