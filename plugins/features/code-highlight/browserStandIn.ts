/**
 * What the browser bundle gets for `prism-react-renderer` (aliased in ./index.ts). Code blocks are
 * highlighted at build time, so the browser never tokenizes: the site's CodeBlock draws from
 * build-time tokens. Docusaurus's theme still imports the library in one client module (the one
 * that registers extra Prism languages, of which this site declares none); this stands in for it
 * there, which keeps 26 KB (gzip) and ~100 ms of start-up on a mobile CPU out of every page.
 * Anything that really tries to highlight in the browser fails with this explanation.
 */
const explanation =
  'prism-react-renderer is not in the browser bundle: code is highlighted at build time (plugins/features/code-highlight). Render code with @theme/CodeBlock and its `highlighted` prop.';

export const Prism = {
  languages: {},
  hooks: { add() {}, run() {} },
  tokenize(): never {
    throw new Error(explanation);
  },
};

export function Highlight(): never {
  throw new Error(explanation);
}
