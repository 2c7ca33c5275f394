// Keeps Prism out of every page, which the theme still imports from one client module; highlighting here throws.
// Registered as code-highlight/browserStandIn in dependency-patches/registry.cjs.
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
