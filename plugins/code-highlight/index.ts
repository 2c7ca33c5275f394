/**
 * Docusaurus plugin for build-time syntax highlighting: code is tokenized by Prism while pages are
 * built (remarkHighlightCode for Markdown, highlightCode for the components that show code), and
 * the browser bundle carries no Prism at all (browserStandIn.ts). The site's CodeBlock
 * (src/theme/CodeBlock) draws the tokens with the configured Prism themes.
 *
 * It also writes `@generated/code-highlight/default/snippets.json`: the highlighting of the code
 * shown by pages that are React components rather than Markdown (src/data/highlightedSnippets.ts).
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { snippetsToHighlight } from '../../src/data/highlightedSnippets';
import { highlightCode } from './highlightCode';

export default function codeHighlightPlugin(context: LoadContext): Plugin {
  return {
    name: 'code-highlight',
    async contentLoaded({ actions }) {
      const highlighted = Object.fromEntries(
        snippetsToHighlight().map(({ id, code, language }) => [id, highlightCode(code, language)]),
      );
      await actions.createData('snippets.json', JSON.stringify(highlighted));
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {
          alias: { 'prism-react-renderer$': path.join(context.siteDir, 'plugins/code-highlight/browserStandIn.ts') },
        },
      };
    },
  };
}
