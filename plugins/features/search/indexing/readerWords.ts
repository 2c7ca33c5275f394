/**
 * Readers' own words for each function, from real questions that the function answers
 * (src/data/readerQuestions.json, each with its source). A reader who wants to "soften the edges of
 * a polyline" uses words no page of bezierSpline holds; readers before them asked the same and were
 * answered by it. Guides get theirs the same way (src/data/guideQuestions.json). Only the words go into
 * the index, counted per function or guide: never the questions.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { searchFillerWords } from '../../../../src/data/searchFillerWords';
import { isFunctionPage, type SearchRecord } from '../client/records';
import { withoutContractions } from '../client/contractions';
import { tokenize } from '../client/terms';

export interface ReaderQuestion {
  /** As the reader wrote it: a thread's title or the sentence that says what they want. */
  question: string;
  source: string;
  /** The functions that answer it, by their 7.x names. */
  functions: string[];
}

export const readerQuestionsFile = path.join(__dirname, '../../../../src/data/readerQuestions.json');

export function loadReaderQuestions(file = readerQuestionsFile): ReaderQuestion[] {
  return JSON.parse(readFileSync(file, 'utf8')) as ReaderQuestion[];
}

/**
 * A question's words as the search compares them: contractions read as the search reads them ("doesn't":
 * "does not", not "doesn"), folded like the index's terms, without filler, each once.
 */
export function questionWords(question: string): string[] {
  return [...new Set(tokenize(withoutContractions(question)))].filter(
    (word) => word.length > 1 && !searchFillerWords.has(word) && !/^\d+$/.test(word),
  );
}

/**
 * A question a guide answers, such as "import turf from '@turf/turf' - turf is undefined" (getting-started)
 * or "Error: Must specify at least 2 geometries" (upgrade-guide): readers' words for the guide, as
 * readerQuestions.json's are for functions (src/data/guideQuestions.json).
 */
export interface GuideQuestion {
  question: string;
  source: string;
  /** The guide's file name without extension, the last part of its address: `upgrade-guide`. */
  guide: string;
}

export const guideQuestionsFile = path.join(__dirname, '../../../../src/data/guideQuestions.json');

export function loadGuideQuestions(file = guideQuestionsFile): GuideQuestion[] {
  return JSON.parse(readFileSync(file, 'utf8')) as GuideQuestion[];
}

/** Key -> word -> how many of the questions answered under that key use the word. */
function countWords(answered: Iterable<readonly [key: string, question: string]>): Map<string, Map<string, number>> {
  const byKey = new Map<string, Map<string, number>>();
  for (const [key, question] of answered) {
    let words = byKey.get(key);
    if (!words) byKey.set(key, (words = new Map()));
    for (const word of questionWords(question)) words.set(word, (words.get(word) ?? 0) + 1);
  }
  return byKey;
}

/** Function name -> word -> how many of the questions it answers use the word. */
export function readerWordsByFunction(questions: readonly ReaderQuestion[]): Map<string, Map<string, number>> {
  return countWords(questions.flatMap(({ question, functions }) => functions.map((name) => [name, question] as const)));
}

/** Guide -> word -> how many of the questions it answers use the word. */
export function readerWordsByGuide(questions: readonly GuideQuestion[]): Map<string, Map<string, number>> {
  return countWords(questions.map(({ question, guide }) => [guide, question] as const));
}

/**
 * The name a guide goes by in every version, the last part of its address (`/docs/7.0.0/upgrade-guide`:
 * upgrade-guide); null for function pages and deeper addresses (`/docs/api/types/Units`).
 */
export function guideOf(record: SearchRecord): string | null {
  if (isFunctionPage(record)) return null;
  return /^\/docs\/(?:[^/]+\/)?([^/]+)$/.exec(record.url_without_anchor)?.[1] ?? null;
}

/** `vertice:3 reduce:2 smooth`: a word's count after a colon when it is more than one, most used first. */
export function formatReaderWords(words: ReadonlyMap<string, number>): string {
  return [...words]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([word, count]) => (count > 1 ? `${word}:${count}` : word))
    .join(' ');
}

/** Readers' words to add to an index's records, per function and per guide. */
export interface ReaderWordsOptions {
  byFunction: ReadonlyMap<string, ReadonlyMap<string, number>>;
  byGuide?: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

/**
 * Each record of a function page gets its function's reader words, and each record of a guide its
 * guide's; other records are unchanged. Everyday words ("would", "total", "between") are kept: only the close call
 * counts them (ranking.ts), where they tell siblings apart. As a classifier of the collected questions (five folds),
 * its weighing put the right function first for 1,851 with them and 1,758 without (readerWordsFolds.ts), and the
 * site's collected questions (leave one out) went 1,997 -> 2,015 first (search README, December 2026).
 */
export function withReaderWords(records: readonly SearchRecord[], { byFunction, byGuide = new Map() }: ReaderWordsOptions): SearchRecord[] {
  const format = (byKey: ReadonlyMap<string, ReadonlyMap<string, number>>) =>
    new Map([...byKey].map(([key, words]) => [key, formatReaderWords(words)]));
  const [functions, guides] = [format(byFunction), format(byGuide)];
  return records.map((record) => {
    const guide = guideOf(record);
    const words = isFunctionPage(record) ? functions.get(record.hierarchy.lvl1) : guide !== null ? guides.get(guide) : undefined;
    return words ? { ...record, readerWords: words } : record;
  });
}
