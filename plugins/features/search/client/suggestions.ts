/** "Try searching for": the closest API names, then the featured functions, so there is always somewhere to go. */
import { closestNames } from '../../../shared/closestNames';
import type { LoadedIndex } from './indexFile';

/** What a new reader is shown first. */
export function featuredFunctions(demoCode: readonly string[], names: ReadonlySet<string>): string[] {
  const called = demoCode.flatMap((code) => [...code.matchAll(/\bturf\.(\w+)\(/g)].map((match) => match[1]!));
  return [...new Set(called)].filter((name) => names.has(name));
}

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
