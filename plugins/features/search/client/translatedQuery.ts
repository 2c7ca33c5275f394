import { searchTranslations } from '../../../../src/data/searchTranslations';

/** Han, kana and Hangul: scripts the pages are not written in (src/data/searchTranslations.ts). */
const otherScript = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Longest first, so that 中心点 is a centre and not also a point. */
const translations = searchTranslations
  .flatMap(({ english, words }) => words.map((word) => ({ word, english })))
  .sort((a, b) => b.word.length - a.word.length);

/**
 * "计算两点之间的距离" is searched as "point distance 计算两点之间的距离": the English words of the tasks
 * it names come first, so that the reader's own last word is still the one searched as a prefix.
 * A query in Latin script is returned as it is.
 */
export function translatedQuery(query: string): string {
  if (!otherScript.test(query)) return query;
  let rest = query;
  const english = new Set<string>();
  for (const { word, english: words } of translations) {
    if (!rest.includes(word)) continue;
    english.add(words);
    rest = rest.split(word).join(' ');
  }
  return english.size > 0 ? `${[...english].join(' ')} ${query}` : query;
}
