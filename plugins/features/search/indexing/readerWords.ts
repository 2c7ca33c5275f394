/**
 * Readers' own words for each function, from real questions that the function answers
 * (src/data/readerQuestions.json, each with its source). A reader who wants to "soften the edges of
 * a polyline" uses words no page of bezierSpline holds; readers before them asked the same and were
 * answered by it. Only the words go into the index, counted per function: never the questions.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { searchFillerWords } from '../../../../src/data/searchFillerWords';
import { isFunctionPage, type SearchRecord } from '../client/records';
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

/** A question's words as the search compares them: folded like the index's terms, without filler, each once. */
export function questionWords(question: string): string[] {
  return [...new Set(tokenize(question))].filter((word) => word.length > 1 && !searchFillerWords.has(word) && !/^\d+$/.test(word));
}

/** Function name -> word -> how many of the questions it answers use the word. */
export function readerWordsByFunction(questions: readonly ReaderQuestion[]): Map<string, Map<string, number>> {
  const byFunction = new Map<string, Map<string, number>>();
  for (const { question, functions } of questions) {
    for (const name of functions) {
      let words = byFunction.get(name);
      if (!words) byFunction.set(name, (words = new Map()));
      for (const word of questionWords(question)) words.set(word, (words.get(word) ?? 0) + 1);
    }
  }
  return byFunction;
}

/** `vertice:3 reduce:2 smooth`: a word's count after a colon when it is more than one, most used first. */
export function formatReaderWords(words: ReadonlyMap<string, number>): string {
  return [...words]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([word, count]) => (count > 1 ? `${word}:${count}` : word))
    .join(' ');
}

/**
 * Each record of a function page gets its function's reader words; other records are unchanged.
 * Everyday words ("want", "way", "get") are left out: in readers' questions they are around every
 * subject, and with them the tuning half's gain was smaller (68.0 against 66.9 at top 1).
 */
export function withReaderWords(
  records: readonly SearchRecord[],
  byFunction: ReadonlyMap<string, ReadonlyMap<string, number>>,
  isEveryday: (word: string) => boolean = () => false,
): SearchRecord[] {
  const formatted = new Map(
    [...byFunction].map(([name, words]) => [name, formatReaderWords(new Map([...words].filter(([word]) => !isEveryday(word))))]),
  );
  return records.map((record) => {
    const words = isFunctionPage(record) ? formatted.get(record.hierarchy.lvl1) : undefined;
    return words ? { ...record, readerWords: words } : record;
  });
}
