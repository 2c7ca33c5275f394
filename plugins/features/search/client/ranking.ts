import type { SearchResult } from 'minisearch';

import { fieldRank, type LoadedIndex, type SearchField } from './indexFile';
import type { SearchRecord } from './records';
import { searchFillerWords } from '../../../../src/data/searchFillerWords';
import { geometryFit, geometryQuestion, type GeometryQuestion } from './geometryFit';
import { searchVocabulary } from '../../../../src/data/searchVocabulary';
import { lastWordTerms, normalizeTerm, tokenize } from './terms';

/**
 * Modelled on the hosted DocSearch ranking criteria (see compareRanked), after one of our own: a page
 * that only says where something is (page rank below 0) comes after every real page.
 */

/** The hosted DocSearch defaults. */
function typosAllowed(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

const vocabularyOf = new Map<string, string[]>();
for (const entry of searchVocabulary) {
  const all = [...entry.words, ...(entry.turf ?? [])].map(normalizeTerm);
  for (const word of entry.words.map(normalizeTerm))
    vocabularyOf.set(
      word,
      all.filter((other) => other !== word),
    );
}

/** Two words or more, one of them a geospatial word the vocabulary knows: "merge touching polygons", not "tree shaking". */
export function isTaskQuestion(terms: readonly string[]): boolean {
  return terms.length >= 2 && terms.some((term) => vocabularyOf.has(term));
}

/** The words the vocabulary adds to a query, each mapped to the reader's word it stands for. */
export function vocabularyTerms(terms: readonly string[]): Map<string, string> {
  const added = new Map<string, string>();
  for (const term of terms) {
    for (const other of vocabularyOf.get(term) ?? []) if (!terms.includes(other) && !added.has(other)) added.set(other, term);
  }
  return added;
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
  /** 1 for a page outside the API reference that matches a question only in its text, not its title or headings. */
  guide: number;
  /** geometryFit.ts */
  geometry: number;
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

const isApiPage = (record: SearchRecord) => /\/api(?:\/|$)/.test(record.url_without_anchor);

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
  vocabulary: ReadonlyMap<string, string>,
  isQuestion: boolean,
  geometry: GeometryQuestion | null,
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
  const asWord = (term: string) => vocabulary.get(term) ?? swapped.get(term) ?? term;
  const words = new Set(result.queryTerms.map(asWord));
  const titleWords = new Set(
    result.queryTerms.filter((term) => !vocabulary.has(term) && titleTerms.some((candidate) => loosely(term, candidate))).map(asWord),
  );
  // Only the reader's own words: a vocabulary word that matched loosely ("generalize", "generalise") is no typo of theirs.
  const typos = result.queryTerms.filter(
    (term) => swapped.has(term) || (!vocabulary.has(term) && !documentTerms.some((candidate) => exactly(term, candidate))),
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
    guide: isQuestion && titleWords.size === 0 && !isApiPage(record) ? 1 : 0,
    geometry: geometryFit(record, geometry),
    attribute,
    score: result.score,
  };
}

type Criterion = (a: RankedRecord, b: RankedRecord) => number;

/** In order; each breaks the ties of those before it. Named so the evaluation can measure each one. */
export const rankingCriteria: ReadonlyArray<readonly [string, Criterion]> = [
  ['page rank', (a, b) => b.record.pageRank - a.record.pageRank],
  ['api before guides', (a, b) => a.guide - b.guide],
  ['words', (a, b) => b.words - a.words],
  ['typos', (a, b) => a.typos - b.typos],
  ['title words', (a, b) => b.titleWords - a.titleWords],
  ['title order', (a, b) => b.titleOrder - a.titleOrder],
  ['geometry', (a, b) => b.geometry - a.geometry],
  ['function before type', (a, b) => a.typeOrConstant - b.typeOrConstant],
  ['attribute', (a, b) => a.attribute - b.attribute],
  ['level', (a, b) => levelRank[a.record.type] - levelRank[b.record.type]],
  ['score', (a, b) => b.score - a.score],
  ['position', (a, b) => a.record.position - b.record.position],
];

/** For the search evaluation only: criteria left out, to measure what each one adds. */
export const disabledCriteria = new Set<string>();

/** The name of the first criterion that orders a before or after b. */
export function decidingCriterion(a: RankedRecord, b: RankedRecord): string | null {
  for (const [name, criterion] of rankingCriteria) {
    if (disabledCriteria.has(name)) continue;
    if (criterion(a, b) !== 0) return name;
  }
  return null;
}

export function compareRanked(a: RankedRecord, b: RankedRecord): number {
  for (const [name, criterion] of rankingCriteria) {
    if (disabledCriteria.size > 0 && disabledCriteria.has(name)) continue;
    const order = criterion(a, b);
    if (order !== 0) return order;
  }
  return 0;
}

export function searchIndex(index: LoadedIndex, query: string, accept: (record: SearchRecord) => boolean): RankedRecord[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const meaningful = meaningfulQuery(query);
  const prefixTerms = lastWordTerms(meaningful);
  const vocabulary = vocabularyTerms(terms);
  const swapped = swappedVariants(index, terms);
  const results = index.search.search(
    { combineWith: 'OR', queries: [meaningful, ...vocabulary.keys(), ...swapped.keys()] },
    {
      combineWith: 'OR',
      prefix: (term) => prefixTerms.has(term),
      // The vocabulary's words are spelled right; matching them loosely only adds noise.
      fuzzy: (term) => (vocabulary.has(term) ? 0 : typosAllowed(term)),
      maxFuzzy: 2,
      filter: (result) => accept(index.records[result.id as number]),
    },
  );
  const isQuestion = isTaskQuestion(terms);
  const geometry = isQuestion ? geometryQuestion(query) : null;
  const ranked = results.map((result) =>
    rank(result, index.records[result.id as number], prefixTerms, swapped, vocabulary, isQuestion, geometry),
  );
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
