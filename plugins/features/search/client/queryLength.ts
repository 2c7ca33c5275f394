/** A module of its own: the navbar search button imports it, and so every page's main bundle. */

/**
 * DocSearch 4's own limit. The hosted DocSearch 3 allowed 64, and at 64 about half of readers' real questions lost their end
 * ("...is there a way to reduce the points down to 5?" kept "is there a way to"): whole, readers' questions (tuning
 * half) land first for 206 of 272 instead of 197. A 512-character paste takes one search of about 0.1 s.
 */
export const maxQueryLength = 512;

/** Without splitting a character made of two UTF-16 units. */
export function cutQuery(query: string, length = maxQueryLength): string {
  return Array.from(query).slice(0, length).join('');
}
