/** A module of its own: the navbar search button imports it, and so every page's main bundle. */

export const maxQueryLength = 64;

/** Without splitting a character made of two UTF-16 units. */
export function cutQuery(query: string): string {
  return Array.from(query).slice(0, maxQueryLength).join('');
}
