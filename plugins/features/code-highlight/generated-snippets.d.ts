/** Written by plugins/features/code-highlight at build time: snippet id -> encoded highlighting. */
declare module '@generated/code-highlight/default/snippets.json' {
  const highlighted: Readonly<Record<string, string>>;
  export default highlighted;
}
