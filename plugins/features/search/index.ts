/**
 * Docusaurus plugin that makes the search index from the built site. After the build it reads
 * every page's HTML the way the DocSearch crawler does (collectRecords), and writes one index
 * file per docs version (writeIndexFiles) that the local search client loads on the first
 * intent to search.
 *
 * In local mode (the default) its theme components (./theme, through getThemePath) replace the
 * search theme's: SearchBar is the same DocSearch modal on the local index, SearchPage the
 * `/search` page on it. With a hosted index the plugin adds no components and the theme's own
 * DocSearch bar and page query Algolia.
 */
import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import logger from '@docusaurus/logger';

import { versionsInBuild } from '../../shared/versionsInBuild';
import { docsTagOf } from './client/indexLocation';
import { patchConfig } from '../../../dependency-patches/registry.cjs';
import { collectRecords } from './indexing/collectRecords';
import type { SearchConfig } from './searchConfig';
import { writeIndexFiles } from './indexing/writeIndexFiles';

/** The plugin for one search configuration (read from the environment in docusaurus.config.ts). */
export default function searchPlugin(config: SearchConfig): PluginModule {
  return (context: LoadContext): Plugin => ({
    name: 'search',
    getThemePath: config.mode === 'local' ? () => path.join(__dirname, 'theme') : undefined,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // Three fixes to DocSearch's modal; dependency-patches/README.md says why.
      return patchConfig(['search/keepSearchErrorStatus', 'search/toleratesBlockedStorage', 'search/zodWithoutEval'], context.siteDir);
    },
    async postBuild({ outDir }) {
      const records = await collectRecords(outDir, context.siteConfig.title);
      const written = await writeIndexFiles(
        outDir,
        records,
        versionsInBuild().map((version) => docsTagOf(version.name)),
      );
      const summary = written.map((file) => `${file.tag} ${file.records} records ${Math.round(file.bytes / 1024)} KB`).join(', ');
      logger.info`Search index: ${summary}`;
    },
  });
}
