/** A query for any word of a group finds the others too. Singular only: terms.ts folds plurals. */
export const searchSynonyms: readonly (readonly string[])[] = [
  ['point', 'coordinate', 'position', 'coord'],
  ['line', 'linestring'],
  ['centre', 'center'],
  ['nearest', 'closest'],
  ['bbox', 'extent'],
];
