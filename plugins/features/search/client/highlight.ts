import { normalizeTerm, wordSpans } from './terms';

/**
 * Highlights in the hosted service's shape. Every piece is escaped before the tags go around it, so
 * a record or a query can never bring markup into the page.
 */

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

export interface HighlightTags {
  pre: string;
  post: string;
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character]);
}

type Range = [start: number, end: number];

export function matchedRanges(text: string, matchedTerms: ReadonlySet<string>): { ranges: Range[]; words: string[] } {
  const ranges: Range[] = [];
  const words = new Set<string>();
  for (const span of wordSpans(text)) {
    if (!matchedTerms.has(normalizeTerm(span.term))) continue;
    words.add(span.term);
    const last = ranges.at(-1);
    if (last && span.start <= last[1]) last[1] = Math.max(last[1], span.end);
    else ranges.push([span.start, span.end]);
  }
  return { ranges, words: [...words] };
}

/** Ranges are absolute offsets. */
function render(text: string, ranges: readonly Range[], tags: HighlightTags, from = 0, to = text.length): string {
  let output = '';
  let cursor = from;
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue;
    const clippedStart = Math.max(start, from);
    const clippedEnd = Math.min(end, to);
    output += escapeHtml(text.slice(cursor, clippedStart)) + tags.pre + escapeHtml(text.slice(clippedStart, clippedEnd)) + tags.post;
    cursor = clippedEnd;
  }
  return output + escapeHtml(text.slice(cursor, to));
}

function matchLevelOf(matchedWords: readonly string[], queryTerms: readonly string[]): HighlightResult['matchLevel'] {
  if (matchedWords.length === 0) return 'none';
  const matched = new Set(matchedWords.map(normalizeTerm));
  return queryTerms.every((term) => [...matched].some((word) => word === term || word.startsWith(term))) ? 'full' : 'partial';
}

export function highlight(
  text: string,
  matchedTerms: ReadonlySet<string>,
  queryTerms: readonly string[],
  tags: HighlightTags,
): HighlightResult {
  const { ranges, words } = matchedRanges(text, matchedTerms);
  const covered = ranges.reduce((sum, [start, end]) => sum + end - start, 0);
  return {
    value: render(text, ranges, tags),
    matchLevel: matchLevelOf(words, queryTerms),
    matchedWords: words,
    fullyHighlighted: covered > 0 && covered >= text.replace(/[^\p{L}\p{M}\p{N}]/gu, '').length,
  };
}

export function snippet(
  text: string,
  matchedTerms: ReadonlySet<string>,
  queryTerms: readonly string[],
  tags: HighlightTags,
  wordCount: number,
  ellipsis: string,
  /** From the text's first word, as a summary reads, rather than around its first match, as a paragraph's hit does. */
  fromStart = false,
): SnippetResult {
  const { ranges, words } = matchedRanges(text, matchedTerms);
  const wordMatches = [...text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)];
  if (wordMatches.length <= wordCount) return { value: render(text, ranges, tags), matchLevel: matchLevelOf(words, queryTerms) };

  const firstMatch = fromStart ? 0 : (ranges[0]?.[0] ?? 0);
  const firstWord = Math.max(
    0,
    wordMatches.findIndex((word) => (word.index as number) + word[0].length > firstMatch),
  );
  // As the hosted snippets read.
  const startWord = Math.max(0, Math.min(firstWord - Math.floor(wordCount / 3), wordMatches.length - wordCount));
  const endWord = startWord + wordCount - 1;
  const from = startWord === 0 ? 0 : (wordMatches[startWord].index as number);
  const to = endWord >= wordMatches.length - 1 ? text.length : (wordMatches[endWord].index as number) + wordMatches[endWord][0].length;
  const value = (from > 0 ? ellipsis : '') + render(text, ranges, tags, from, to) + (to < text.length ? ellipsis : '');
  return { value, matchLevel: matchLevelOf(words, queryTerms) };
}
