/** Highlights code at build time with Prism, into client/encoding.ts's form. */
import { createRequire } from 'node:module';
import { normalizeTokens, Prism } from 'prism-react-renderer';

import { encodeHighlightedLines } from './client/encoding';

/** Beyond those prism-react-renderer bundles, loaded from prismjs as Docusaurus would. */
const additionalLanguages = ['bash'] as const;

let grammarsLoaded = false;
function loadAdditionalGrammars(): void {
  if (grammarsLoaded) return;
  const require = createRequire(import.meta.url);
  const global = globalThis as { Prism?: unknown };
  const previous = global.Prism;
  global.Prism = Prism;
  try {
    for (const language of additionalLanguages) require(`prismjs/components/prism-${language}`);
  } finally {
    if (previous === undefined) delete global.Prism;
    else global.Prism = previous;
  }
  grammarsLoaded = true;
}

/** An unknown language gives plain tokens, as <Highlight> would draw it. */
export function highlightCode(code: string, language = 'text'): string {
  loadAdditionalGrammars();
  const name = language.toLowerCase();
  const grammar = Prism.languages[name];
  if (!grammar) return encodeHighlightedLines(normalizeTokens([code]));
  const environment = { code, grammar, language: name, tokens: [] as (string | Prism.Token)[] };
  Prism.hooks.run('before-tokenize', environment);
  environment.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', environment);
  return encodeHighlightedLines(normalizeTokens(environment.tokens));
}
