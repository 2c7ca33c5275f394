/** The API index's filter (`?q=buffer&takes=Polygon&returns=Point`), without React so that it is unit-tested. */
import { geojsonKinds, type GeoJsonKind } from '../../model/geojsonKinds';
import type { ApiIndexEntry } from './types';

/** `null` is "any". */
export interface IndexQuery {
  readonly q: string;
  readonly takes: GeoJsonKind | null;
  readonly returns: GeoJsonKind | null;
}

export interface IndexKinds {
  readonly takes: readonly GeoJsonKind[];
  readonly returns: readonly GeoJsonKind[];
}

export const emptyIndexQuery: IndexQuery = { q: '', takes: null, returns: null };

const ownParameters = ['q', 'takes', 'returns'] as const;

export function isGeoJsonKind(value: string | null): value is GeoJsonKind {
  return (geojsonKinds as readonly (string | null)[]).includes(value);
}

export function isFiltering(query: IndexQuery): boolean {
  return query.q.trim() !== '' || query.takes !== null || query.returns !== null;
}

/** A kind not in `available` counts as "any", so a shared link never selects a kind the select does not offer. */
export function parseIndexQuery(search: string, available?: IndexKinds): IndexQuery {
  const parameters = new URLSearchParams(search);
  const kind = (value: string | null, offered: readonly GeoJsonKind[] | undefined): GeoJsonKind | null =>
    isGeoJsonKind(value) && (offered === undefined || offered.includes(value)) ? value : null;
  return {
    q: (parameters.get('q') ?? '').trim(),
    takes: kind(parameters.get('takes'), available?.takes),
    returns: kind(parameters.get('returns'), available?.returns),
  };
}

/** Parameters of `search` that the filter does not own are kept. */
export function formatIndexQuery(query: IndexQuery, search = ''): string {
  const parameters = new URLSearchParams(search);
  for (const name of ownParameters) parameters.delete(name);
  const q = query.q.trim();
  if (q) parameters.set('q', q);
  if (query.takes) parameters.set('takes', query.takes);
  if (query.returns) parameters.set('returns', query.returns);
  const text = parameters.toString();
  return text ? `?${text}` : '';
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

/** A function that returns what it is given (clone) returns a Point only from a Point. */
function returnsKind(entry: ApiIndexEntry, kind: GeoJsonKind, takes: GeoJsonKind | null): boolean {
  if (!entry.returns.includes(kind)) return false;
  return !entry.returnsLikeInput || (entry.takes.includes(kind) && (takes === null || takes === kind));
}

export function matchesQuery(entry: ApiIndexEntry, query: IndexQuery): boolean {
  if (query.takes && !entry.takes.includes(query.takes)) return false;
  if (query.returns && !returnsKind(entry, query.returns, query.takes)) return false;
  const words = wordsOf(query.q);
  if (words.length === 0) return true;
  // No word holds whitespace, so none matches across two fields.
  const text = [entry.name, ...entry.aliases, entry.summary].join('\n').toLowerCase();
  return words.every((word) => text.includes(word));
}

export function filterEntries<Entry extends ApiIndexEntry>(entries: readonly Entry[], query: IndexQuery): Entry[] {
  if (!isFiltering(query)) return [...entries];
  return entries.filter((entry) => matchesQuery(entry, query));
}

/** Only kinds some entry has, so no choice leads to an empty list. */
export function kindsOf(entries: readonly ApiIndexEntry[]): IndexKinds {
  const present = (side: 'takes' | 'returns') => {
    const found = new Set(entries.flatMap((entry) => entry[side]));
    return geojsonKinds.filter((kind) => found.has(kind));
  };
  return { takes: present('takes'), returns: present('returns') };
}

/** "Feature Conversion" -> `feature-conversion`; accents are dropped, as in a typed URL. */
export function slugOfCategory(label: string): string {
  const slug = label
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'category';
}

export interface CategoryGroup<Entry extends ApiIndexEntry> {
  readonly category: string;
  readonly slug: string;
  readonly entries: readonly Entry[];
}

/** Categories `categories` does not list come last, so that no function is ever missing from the index. */
export function groupByCategory<Entry extends ApiIndexEntry>(
  entries: readonly Entry[],
  categories: readonly string[],
): CategoryGroup<Entry>[] {
  const byCategory = new Map<string, Entry[]>(categories.map((category) => [category, []]));
  for (const entry of entries) {
    const group = byCategory.get(entry.category);
    if (group) group.push(entry);
    else byCategory.set(entry.category, [entry]);
  }
  return [...byCategory]
    .filter(([, grouped]) => grouped.length > 0)
    .map(([category, grouped]) => ({ category, slug: slugOfCategory(category), entries: grouped }));
}
