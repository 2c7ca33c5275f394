/**
 * Docusaurus plugin that makes the search index from the built site. After the build it reads
 * every page's HTML the way the DocSearch crawler does (collectRecords), and writes one index
 * file per docs version (writeIndexFiles) that the local search client loads on the first
 * intent to search. It also publishes the search mode for the theme components.
 */
import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import logger from '@docusaurus/logger';

import { docsVersions } from '../../src/data/versions';
import { docsTagOf } from '../../src/lib/search/indexLocation';
import { collectRecords } from './collectRecords';
import type { SearchConfig } from './searchConfig';
import { writeIndexFiles } from './writeIndexFiles';

export interface SearchIndexGlobalData {
  mode: SearchConfig['mode'];
}

/** The plugin for one search configuration (read from the environment in docusaurus.config.ts). */
export default function searchIndexPlugin(config: SearchConfig): PluginModule {
  return (context: LoadContext): Plugin => ({
    name: 'search-index',
    async contentLoaded({ actions }) {
      actions.setGlobalData({ mode: config.mode } satisfies SearchIndexGlobalData);
    },
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
              use: [
                { loader: path.join(context.siteDir, 'plugins/search-index/keepSearchErrorStatus.cjs') },
                { loader: path.join(context.siteDir, 'plugins/search-index/toleratesBlockedStorage.cjs') },
              ],
            },
          ],
        },
      };
    },
    async postBuild({ outDir }) {
      const records = await collectRecords(outDir, context.siteConfig.title);
      const written = await writeIndexFiles(outDir, records, docsVersions.map((version) => docsTagOf(version.name)));
      const summary = written.map((file) => `${file.tag} ${file.records} records ${Math.round(file.bytes / 1024)} KB`).join(', ');
      logger.info`Search index: ${summary}`;
    },
  });
}
