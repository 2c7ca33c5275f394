import { cutQuery } from '../../client/queryLength';

/**
 * A question of up to 512 characters is searched whole, but as the heading it filled a phone's screen and pushed the
 * results below it: the heading quotes its start, to the last whole word, and the field under it holds all of it.
 */
const headingQueryLength = 60;
export function headingQuery(query: string): string {
  const start = cutQuery(query, headingQueryLength);
  if (start === query) return query;
  // The quote ends a word when the next character is a space.
  const lastSpace = query.charAt(start.length) === ' ' ? start.length : start.lastIndexOf(' ');
  // A word longer than half the quote (a pasted URL, a line of "x") is cut where the quote ends.
  return `${(lastSpace > headingQueryLength / 2 ? start.slice(0, lastSpace) : start).trimEnd()}…`;
}
