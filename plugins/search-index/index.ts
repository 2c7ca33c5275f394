/**
 * Docusaurus plugin that makes the search index from the built site. After the build it reads
 * every page's HTML the way the DocSearch crawler does (collectRecords), and writes one index
 * file per docs version (writeIndexFiles) that the local search client loads on the first
 * intent to search. It also publishes the search mode for the theme components.
 */
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import logger from '@docusaurus/logger';

import { docsVersions } from '../../src/data/versions';
import { docsTagOf } from '../../src/lib/search/indexLocation';
import { patchConfig } from '../dependency-patch/registry.cjs';
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
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // Two fixes to DocSearch's modal, registered in plugins/dependency-patch.
      return patchConfig(['search-index/keepSearchErrorStatus', 'search-index/toleratesBlockedStorage'], context.siteDir);
    },
    async postBuild({ outDir }) {
      const records = await collectRecords(outDir, context.siteConfig.title);
      const written = await writeIndexFiles(outDir, records, docsVersions.map((version) => docsTagOf(version.name)));
      const summary = written.map((file) => `${file.tag} ${file.records} records ${Math.round(file.bytes / 1024)} KB`).join(', ');
      logger.info`Search index: ${summary}`;
    },
  });
}
