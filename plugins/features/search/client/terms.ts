/**
 * How text becomes search terms, shared by the index the build writes and the queries the
 * browser runs, so both sides agree on every term.
 *
 * Turf's function names are camelCase (`booleanPointInPolygon`), so a word yields its whole
 * lower-cased form and, when it has humps, each part: the exact name finds the page, and so do
 * "point in polygon" and "pointInPolygon".
 */

/** A run of letters or digits (any script), the unit a term is cut from. */
const wordPattern = /[\p{L}\p{M}\p{N}]+/gu;
/** Boundaries inside a camelCase or PascalCase word: `pointIn` | `GeoJSONObject` | `bbox2`. */
const humpPattern = /[\p{Lu}]?[\p{Ll}\p{M}]+|[\p{Lu}]+(?![\p{Ll}])|[\p{N}]+|[\p{Lu}]/gu;

export interface WordSpan {
  /** Lower-cased term. */
  term: string;
  start: number;
  end: number;
}

/** The camelCase parts of one word with their offsets, or nothing when the word has no humps. */
function humpsOf(word: string, offset: number): WordSpan[] {
  const parts = [...word.matchAll(humpPattern)];
  if (parts.length < 2) return [];
  return parts.map((part) => ({ term: part[0].toLowerCase(), start: offset + part.index, end: offset + part.index + part[0].length }));
}

/** Every word of a text, and the parts of camelCase words, with offsets (for highlighting). */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(wordPattern)) {
    const word = match[0];
    spans.push({ term: word.toLowerCase(), start: match.index, end: match.index + word.length });
    spans.push(...humpsOf(word, match.index));
  }
  return spans;
}

/** The terms of a text, as MiniSearch's `tokenize` wants them. */
export function tokenize(text: string): string[] {
  return wordSpans(text).map((span) => normalizeTerm(span.term));
}

/**
 * The terms the reader may still be typing, which also match as prefixes: the query's last word
 * and, when it is camelCase, its last part (`booleanPo` → `booleanpo`, `po`).
 */
export function lastWordTerms(text: string): Set<string> {
  const last = [...text.matchAll(wordPattern)].at(-1);
  if (!last) return new Set();
  const lastHump = humpsOf(last[0], 0).at(-1);
  return new Set([normalizeTerm(last[0].toLowerCase()), ...(lastHump ? [normalizeTerm(lastHump.term)] : [])]);
}

/**
 * Plural and singular are one term (`points` = `point`, `boxes` = `box`), on both the index and
 * the query side. Deliberately small: Turf's vocabulary is nouns, and a full stemmer would fold
 * function names together (`buffer`, `buffered`).
 */
export function normalizeTerm(term: string): string {
  if (term.length <= 3 || !/\p{Ll}$/u.test(term)) return term;
  if (/(?:ss|us|is)$/.test(term)) return term;
  if (/(?:xes|ches|shes)$/.test(term)) return term.slice(0, -2);
  if (term.endsWith('ies') && term.length > 4) return `${term.slice(0, -3)}y`;
  return term.endsWith('s') ? term.slice(0, -1) : term;
}
