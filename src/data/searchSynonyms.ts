/**
 * Words a reader uses for the same thing in Turf's GeoJSON vocabulary. A query for any word of a
 * group also finds the others, and counts as one matched word. Singular forms only: plurals are
 * folded by the search terms themselves (plugins/features/search/client/terms.ts).
 */
export const searchSynonyms: readonly (readonly string[])[] = [
  ['point', 'coordinate', 'position', 'coord'],
  ['line', 'linestring'],
  ['centre', 'center'],
  ['nearest', 'closest'],
  ['bbox', 'extent'],
];
