/**
 * The API index's filter, without React so that it is unit-tested: the query it keeps in the page's
 * URL (`?q=buffer&takes=Polygon&returns=Point`), which entries match it, the kinds its selects offer,
 * and the ids of the category headings (`/docs/api#measurement`).
 */
import { geojsonKinds, type GeoJsonKind } from '../../model/geojsonKinds';
import type { ApiIndexEntry } from './types';

/** What the reader filters by; `null` is "any". */
export interface IndexQuery {
  /** Words that must all occur in the name, an alias or the summary. */
  readonly q: string;
  readonly takes: GeoJsonKind | null;
  readonly returns: GeoJsonKind | null;
}

/** The kinds some entry takes, and the kinds some entry returns, in `geojsonKinds` order. */
export interface IndexKinds {
  readonly takes: readonly GeoJsonKind[];
  readonly returns: readonly GeoJsonKind[];
}

export const emptyIndexQuery: IndexQuery = { q: '', takes: null, returns: null };

/** The URL parameters the filter owns; any other parameter of the page's URL is left as it is. */
const ownParameters = ['q', 'takes', 'returns'] as const;

export function isGeoJsonKind(value: string | null): value is GeoJsonKind {
  return (geojsonKinds as readonly (string | null)[]).includes(value);
}

/** Whether the query narrows the list at all. */
export function isFiltering(query: IndexQuery): boolean {
  return query.q.trim() !== '' || query.takes !== null || query.returns !== null;
}

/**
 * The query of a URL's search part (`?q=...`, with or without the `?`). A kind that is not one of
 * `geojsonKinds`, or with `available`, not one this version's entries have, counts as "any": a
 * shared link then never selects a kind the select does not offer.
 */
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

/**
 * The URL search part for `query`: `?q=...&takes=...&returns=...` without the empty ones, or '' when
 * nothing is filtered. Parameters of `search` that the filter does not own are kept, in their order.
 */
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

/** The words of a filter text, lower-case; every one must match. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Whether `entry` matches `query`: all words in its name, aliases or summary (case-insensitive), and the kinds. */
/**
 * Whether the entry can return `kind`. A function that returns what it is given (clone) returns a
 * Point only from a Point: with "takes Polygon" chosen too, it does not return a Point.
 */
function returnsKind(entry: ApiIndexEntry, kind: GeoJsonKind, takes: GeoJsonKind | null): boolean {
  if (!entry.returns.includes(kind)) return false;
  return !entry.returnsLikeInput || (entry.takes.includes(kind) && (takes === null || takes === kind));
}

export function matchesQuery(entry: ApiIndexEntry, query: IndexQuery): boolean {
  if (query.takes && !entry.takes.includes(query.takes)) return false;
  if (query.returns && !returnsKind(entry, query.returns, query.takes)) return false;
  const words = wordsOf(query.q);
  if (words.length === 0) return true;
  // A line break between the fields: no word holds whitespace, so none matches across two fields.
  const text = [entry.name, ...entry.aliases, entry.summary].join('\n').toLowerCase();
  return words.every((word) => text.includes(word));
}

/** The entries that match `query`, in their order. */
export function filterEntries<Entry extends ApiIndexEntry>(entries: readonly Entry[], query: IndexQuery): Entry[] {
  if (!isFiltering(query)) return [...entries];
  return entries.filter((entry) => matchesQuery(entry, query));
}

/** The kinds the selects offer: those at least one entry takes (returns), so no choice leads to an empty list. */
export function kindsOf(entries: readonly ApiIndexEntry[]): IndexKinds {
  const present = (side: 'takes' | 'returns') => {
    const found = new Set(entries.flatMap((entry) => entry[side]));
    return geojsonKinds.filter((kind) => found.has(kind));
  };
  return { takes: present('takes'), returns: present('returns') };
}

/**
 * The id of a category's heading: lower-case words joined by hyphens, "Feature Conversion" ->
 * `feature-conversion`. Letters of any script are kept; accents are dropped, as in a typed URL.
 */
export function slugOfCategory(label: string): string {
  const slug = label
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  // An id cannot be empty; a label of punctuation only is not expected, but gets one.
  return slug || 'category';
}

export interface CategoryGroup<Entry extends ApiIndexEntry> {
  readonly category: string;
  readonly slug: string;
  readonly entries: readonly Entry[];
}

/**
 * The entries by category, in `categories` order, leaving out categories without entries. Entries
 * of a category `categories` does not list come last, by category in order of appearance, so
 * that no function is ever missing from the index.
 */
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
