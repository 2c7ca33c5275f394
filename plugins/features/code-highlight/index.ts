/**
 * Build-time syntax highlighting, so the browser bundle carries no Prism. `inBrowser: 'prism'` keeps
 * stock Docusaurus highlighting, for measuring what this buys.
 */
import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';

import { snippetsToHighlight } from '../../../src/data/highlightedSnippets';
import { patchConfig } from '../../../dependency-patches/registry.cjs';
import { highlightCode } from './highlightCode';

export interface CodeHighlightOptions {
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
      return patchConfig(['code-highlight/browserStandIn'], context.siteDir);
    },
  });
}
