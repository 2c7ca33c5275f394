/** Negations whose stem is not the verb they shorten: "can't", "won't", "shan't". */
const irregularNegations: Readonly<Record<string, string>> = { ca: 'can', wo: 'will', sha: 'shall' };

const negation = /^(\p{L}+)n['’]t$/iu;
const contracted = /^(\p{L}+)['’](?:s|re|ll|ve|d|m)$/iu;

function wordWithoutContraction(word: string): string {
  const negated = negation.exec(word);
  if (negated) return `${irregularNegations[negated[1]!.toLowerCase()] ?? negated[1]!} not`;
  return contracted.exec(word)?.[1] ?? word;
}

/**
 * "Don't require all of turf" is searched as "do not require all of turf": split at the apostrophe,
 * "don't" would search "don" and "t", words that match code and typos on unrelated pages. A negation
 * keeps its "not" (pages say "do not intersect"); another contraction keeps its verb or noun
 * ("turf's" → "turf", "what's" → "what"), which the filler words may then drop. Straight and typographic
 * apostrophes both. Read word by word, in one pass over the query, so that a long query costs no more
 * than its length.
 */
export function withoutContractions(query: string): string {
  return query.replace(/[\p{L}'’]+/gu, wordWithoutContraction);
}
