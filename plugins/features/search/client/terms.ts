/**
 * Search terms, shared by the build's index and the browser's queries so both agree. A camelCase word
 * yields itself and its parts, so "point in polygon" finds `booleanPointInPolygon`.
 */

const wordPattern = /[\p{L}\p{M}\p{N}]+/gu;
/** `pointIn` | `GeoJSONObject` | `bbox2`. */
const humpPattern = /[\p{Lu}]?[\p{Ll}\p{M}]+|[\p{Lu}]+(?![\p{Ll}])|[\p{N}]+|[\p{Lu}]/gu;

export interface WordSpan {
  term: string;
  start: number;
  end: number;
}

function humpsOf(word: string, offset: number): WordSpan[] {
  const parts = [...word.matchAll(humpPattern)];
  if (parts.length < 2) return [];
  return parts.map((part) => ({ term: part[0].toLowerCase(), start: offset + part.index, end: offset + part.index + part[0].length }));
}

export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(wordPattern)) {
    const word = match[0];
    spans.push({ term: word.toLowerCase(), start: match.index, end: match.index + word.length });
    spans.push(...humpsOf(word, match.index));
  }
  return spans;
}

export function tokenize(text: string): string[] {
  return wordSpans(text).map((span) => normalizeTerm(span.term));
}

/** Words as written, without their camelCase parts: `lineSliceAlong` is one. */
export function wholeWords(text: string): string[] {
  return (text.toLowerCase().match(wordPattern) ?? []).map(normalizeTerm);
}

/** The reader may still be typing these, so they match as prefixes: `booleanPo` → `booleanpo`, `po`. */
export function lastWordTerms(text: string): Set<string> {
  const last = [...text.matchAll(wordPattern)].at(-1);
  if (!last) return new Set();
  const lastHump = humpsOf(last[0], 0).at(-1);
  return new Set([normalizeTerm(last[0].toLowerCase()), ...(lastHump ? [normalizeTerm(lastHump.term)] : [])]);
}

/**
 * Plural and singular only: Turf's vocabulary is nouns, and a full stemmer would fold function names
 * together (`buffer`, `buffered`).
 */
export function normalizeTerm(term: string): string {
  return americanSpelling(singular(term));
}

function singular(term: string): string {
  if (term.length <= 3 || !/\p{Ll}$/u.test(term)) return term;
  if (/(?:ss|us|is)$/.test(term)) return term;
  if (/(?:xes|ches|shes)$/.test(term)) return term.slice(0, -2);
  if (term.endsWith('ies') && term.length > 4) return `${term.slice(0, -3)}y`;
  return term.endsWith('s') ? term.slice(0, -1) : term;
}

/** `normalise`, `generalisation`: verbs and nouns spelt with -ise in British English. */
const britishIse =
  /^(normal|general|minim|maxim|optim|standard|summar|recogn|visual|organ|initial|serial|custom|priorit|categor|random|polygon|raster|vector|triangul|discret)is(e|ed|er|ing|ation)$/;

/**
 * The pages are written in British English ("metres", "centre", "neighbour") and JSDoc and most readers
 * in American English: folded together, "kilometers" is no typo of "kilometres" (two letters swapped are
 * two edits, more than a word of that length may have). Only word families that occur in geospatial
 * text, listed, so that "rise" or "precise" stay as they are.
 */
function americanSpelling(term: string): string {
  if (/^(?:kilo|centi|milli|deci)?metre$|^centre$/.test(term)) return `${term.slice(0, -2)}er`;
  if (/^(?:neighbo|colo|behavio|favo|labo)ur/.test(term)) return term.replace('our', 'or');
  const ise = britishIse.exec(term);
  if (ise) return `${ise[1]}iz${ise[2]}`;
  const yse = /^analys(e|ed|ing)$/.exec(term);
  if (yse) return `analyz${yse[1]}`;
  return term;
}
