/** Negations whose stem is not the verb they shorten: "can't", "won't", "shan't". */
const irregularNegations: Readonly<Record<string, string>> = { ca: 'can', wo: 'will', sha: 'shall' };

/**
 * "Don't require all of turf" is searched as "do require all of turf": split at the apostrophe,
 * "don't" would search "don" and "t", words that match code and typos on unrelated pages. A
 * contraction keeps its verb or noun ("turf's" → "turf", "what's" → "what"), which the filler words
 * may then drop. Straight and typographic apostrophes both.
 */
export function withoutContractions(query: string): string {
  return query
    .replace(/\b(\p{L}+)n['’]t\b/giu, (_, stem: string) => irregularNegations[stem.toLowerCase()] ?? stem)
    .replace(/\b(\p{L}+)['’](?:s|re|ll|ve|d|m)\b/giu, '$1');
}
