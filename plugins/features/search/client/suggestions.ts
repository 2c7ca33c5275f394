/**
 * "Try searching for" on the no-results screen: up to three names from the index. First the API
 * names closest to what was typed (edit distance, as the 404 page suggests them), then the
 * functions the home page features, so the screen always offers somewhere to go.
 */
import { closestNames } from '../../../shared/closestNames';
import type { LoadedIndex } from './indexFile';

/** The functions the home page's demos call, in their order: what a new reader is shown first. */
export function featuredFunctions(demoCode: readonly string[], names: ReadonlySet<string>): string[] {
  const called = demoCode.flatMap((code) => [...code.matchAll(/\bturf\.(\w+)\(/g)].map((match) => match[1]!));
  return [...new Set(called)].filter((name) => names.has(name));
}

/** The names of the API function pages of an index (not types, constants or stand-ins). */
export function functionNamesOf(index: LoadedIndex): Set<string> {
  return new Set(
    index.records
      .filter((record) => record.type === 'lvl1' && record.pageRank >= 0 && /\/api\/[^/]+$/.test(record.url_without_anchor))
      .map((record) => record.hierarchy.lvl1),
  );
}

export function searchSuggestions(query: string, names: ReadonlySet<string>, featured: readonly string[], limit = 3): string[] {
  const word = query.trim().replace(/\s+/g, '');
  const close = word ? closestNames(word, [...names], limit) : [];
  return [...new Set([...close, ...featured])].slice(0, limit);
}
