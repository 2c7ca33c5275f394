/**
 * The query length limit, in a module of its own: the navbar search button imports it, and
 * everything it imports is in every page's main bundle, while the search engine is not.
 */

/** The modal limits its input to 64 characters; the client holds any caller to the same. */
export const maxQueryLength = 64;

/** Cut to `maxQueryLength` characters without splitting a character made of two UTF-16 units. */
export function cutQuery(query: string): string {
  return Array.from(query).slice(0, maxQueryLength).join('');
}
