/**
 * Names a reader wrote so that they can only be Turf's names: `turf.along`, `@turf/line-slice`,
 * `turf-area`, or a camelCase word (`booleanIntersects`). Readers who report what a function does
 * ("turf.centroid is very slow", "lineSlice is very imprecise") name it, and their other words
 * ("slow", "imprecise") are seldom on its page, so without this a page that holds those words came
 * first. A one-word name written plain ("along", "area") is an everyday word too, and stays a word.
 */

/** `@turf/line-slice`, `turf.along`, `turf-area`, `turf/circle`: the part after the package's name. */
export const packagedName = /(?:@turf\/|\bturf[./-])([a-z][a-z0-9-]*)/gi;
/** A word with a hump after a lower-case start: `lineSlice`, `booleanPointInPolygon`. */
const camelCaseWord = /\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/g;

/** Lower case, without hyphens, as names compare (ranking.ts's asName): `lineslice`, `booleanpointinpolygon`. */
export function writtenNames(query: string): Set<string> {
  const names = new Set<string>();
  for (const [, name] of query.matchAll(packagedName)) names.add(name!.replace(/-/g, '').toLowerCase());
  for (const [word] of query.matchAll(camelCaseWord)) names.add(word.toLowerCase());
  return names;
}
