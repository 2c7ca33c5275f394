/**
 * The first sentence of a text, for one-line summaries (meta descriptions, the API index, search
 * records, llms.txt). ICU's sentence rules (Intl.Segmenter) know that "0.5" and "i.e. the" end no
 * sentence; an abbreviation followed by a capital ("e.g. Point") they take for an end, so such a
 * segment is joined to the next.
 */
const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });

/** Abbreviations whose full stop ends no sentence, as Turf's JSDoc writes them. */
const endsInAbbreviation = /(?:^|[\s(,;:])(?:i\.e|e\.g|etc|vs|cf|approx|incl|ca|al|fig|ex)\.\s*$/i;

export function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  let sentence = '';
  for (const { segment } of sentences.segment(flat)) {
    sentence += segment;
    if (!endsInAbbreviation.test(sentence)) break;
  }
  return sentence.trim();
}

/** Whether a summary was cut at an abbreviation (what build tests look for in every summary). */
export const cutAtAbbreviation = (summary: string): boolean => endsInAbbreviation.test(summary.replace(/…$/, ''));
