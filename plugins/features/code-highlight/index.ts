/**
 * Docusaurus plugin for build-time syntax highlighting: code is tokenized by Prism while pages are
 * built (remarkHighlightCode for Markdown, highlightCode for the components that show code), and
 * the browser bundle carries no Prism at all (browserStandIn.ts). The plugin's theme components
 * (./theme, through getThemePath) draw those tokens: CodeBlock passes them down, CodeBlock/Content
 * draws them with the configured Prism themes, prism-include-languages registers nothing.
 *
 * It also writes `@generated/code-highlight/default/snippets.json`: the highlighting of the code
 * shown by pages that are React components rather than Markdown (src/data/highlightedSnippets.ts).
 *
 * With `inBrowser: 'prism'` the tokens are still computed but the theme's own components
 * highlight in the browser with Prism, as stock Docusaurus does (for measuring what this buys).
 */
import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';

import { snippetsToHighlight } from '../../../src/data/highlightedSnippets';
import { patchConfig } from '../../../dependency-patches/registry.cjs';
import { highlightCode } from './highlightCode';

export interface CodeHighlightOptions {
  /** 'build-time tokens' (the default): the browser draws the build's tokens; 'prism': the stock theme highlights in the browser. */
  inBrowser?: 'build-time tokens' | 'prism';
}

export default function codeHighlightPlugin({ inBrowser = 'build-time tokens' }: CodeHighlightOptions = {}): PluginModule {
  const buildTimeTokens = inBrowser === 'build-time tokens';
  return (context: LoadContext): Plugin => ({
    name: 'code-highlight',
    getThemePath: buildTimeTokens ? () => path.join(__dirname, 'theme') : undefined,
    async contentLoaded({ actions }) {
      const highlighted = Object.fromEntries(snippetsToHighlight().map(({ id, code, language }) => [id, highlightCode(code, language)]));
      await actions.createData('snippets.json', JSON.stringify(highlighted));
    },
    configureWebpack(_config, isServer) {
      if (isServer || !buildTimeTokens) return {};
      // The browser gets browserStandIn.ts for prism-react-renderer (registered in dependency-patches).
      return patchConfig(['code-highlight/browserStandIn'], context.siteDir);
    },
  });
}
