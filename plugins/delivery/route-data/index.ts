// Docusaurus puts the route table of every docs version in the main bundle (facebook/docusaurus#7256): here each version's routes
// load with its first page, and link prefetching is indexed and idle. See plugins/delivery/README.md.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';

import { patchConfig } from '../../../dependency-patches/registry.cjs';
import { listShardsInPages, type ShardFile } from './shards/listShardsInPages';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS, which Rspack also runs as a loader (./shards/splitGeneratedRouteData.cjs)
const { partitionRouteData } = require('./shards/partitionRouteData.cjs') as typeof import('./shards/partitionRouteData.cjs');

export interface RouteDataOptions {
  /** The route whose children each become a shard: the docs plugin's root, whose children are its versions. */
  parentPath: string;
}

export default function routeDataPlugin({ parentPath }: RouteDataOptions): PluginModule {
  return (context: LoadContext): Plugin => {
    const generatedRouteData = ['routes.js', 'registry.js', 'routesChunkNames.json'].map((file) =>
      path.join(context.generatedFilesDir, file),
    );
    const readGenerated = (file: string) => readFileSync(path.join(context.generatedFilesDir, file), 'utf8');
    return {
      name: 'route-data',
      async postBuild({ outDir, siteConfig }) {
        const { shards } = partitionRouteData({
          routesSource: readGenerated('routes.js'),
          registrySource: readGenerated('registry.js'),
          routesChunkNames: JSON.parse(readGenerated('routesChunkNames.json')),
          parentPath,
        });
        // The client build's manifest (chunk name -> files), which Docusaurus writes for its own page scripts.
        const manifest = JSON.parse(readGenerated('client-manifest.json')) as { assets: Record<string, { js?: Array<{ file: string }> }> };
        // Keyed by chunk id, the chunk name only with chunk-names on; otherwise the file name starts with the chunk name.
        const jsFiles = readdirSync(path.join(outDir, 'assets', 'js'));
        const files: ShardFile[] = shards.map((shard) => {
          const file =
            manifest.assets[shard.chunkName]?.js?.[0]?.file ??
            jsFiles.filter((name) => name.startsWith(`${shard.chunkName}.`) && name.endsWith('.js')).map((name) => `assets/js/${name}`)[0];
          if (!file) {
            throw new Error(
              `plugins/delivery/route-data: the client build has no chunk ${shard.chunkName} (the routes under ${shard.path}); check .docusaurus/client-manifest.json and the chunk-names plugin.`,
            );
          }
          return { path: shard.path, file };
        });
        const pages = await listShardsInPages(outDir, siteConfig.baseUrl, files);
        console.log(`[INFO] Route shards: ${shards.length} docs versions; ${pages} pages list their version's shard.`);
      },
      configureWebpack(_config, isServer) {
        if (isServer) return {};
        const patches = patchConfig(
          ['route-data/preloadAfterRouteShards', 'route-data/indexRouteChunkNames', 'route-data/prefetchWhenIdle'],
          context.siteDir,
        );
        return {
          module: {
            rules: [
              {
                test: (resource: string) => generatedRouteData.includes(resource),
                use: [{ loader: path.join(__dirname, 'shards/splitGeneratedRouteData.cjs'), options: { parentPath } }],
              },
              ...patches.module.rules,
            ],
          },
          plugins: patches.plugins,
        };
      },
    };
  };
}
