/**
 * A question of up to 512 characters is searched whole, but as the heading it filled a phone's screen and pushed the
 * results below it: the heading quotes its start, to the last whole word, and the field under it holds all of it.
 */
const headingQueryLength = 60;
export function headingQuery(query: string): string {
  const characters = Array.from(query);
  if (characters.length <= headingQueryLength) return query;
  const start = characters.slice(0, headingQueryLength).join('');
  // The quote ends a word when the next character is a space.
  const lastSpace = characters[headingQueryLength] === ' ' ? start.length : start.lastIndexOf(' ');
  // A word longer than half the quote (a pasted URL, a line of "x") is cut where the quote ends.
  return `${(lastSpace > headingQueryLength / 2 ? start.slice(0, lastSpace) : start).trimEnd()}…`;
}
