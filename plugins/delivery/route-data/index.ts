/**
 * Docusaurus plugin that keeps the cost of the route table off the page: each docs version's
 * route data stays out of the main bundle until a page of that version needs it, and prefetching
 * a link costs constant time and waits for idle time.
 *
 * Docusaurus puts the whole route table in the main bundle: the route tree, each route's chunk
 * names and the registry of chunk loaders (facebook/docusaurus#7256). With five docs versions
 * that is over 1,000 routes, about 30 KB of gzip that every page downloaded and evaluated before
 * it could hydrate, though a page needs one version's routes.
 *
 * - shards/: each version's routes become a chunk of their own (a "route shard",
 *   splitGeneratedRouteData.cjs), loaded when a path reaches that version: before a page
 *   hydrates and before a client-side navigation renders (preloadAfterRouteShards.cjs). After the
 *   build each page lists its version's shard among the scripts it starts (listShardsInPages.ts).
 * - prefetch/: a linked page's chunks come from a map built once instead of a scan of the table
 *   per visible link (indexRouteChunkNames.cjs), each link's prefetch runs in an idle period of
 *   its own (prefetchWhenIdle.cjs), and a link into another version loads that version's shard
 *   first.
 * - client/routeShards.ts: the browser side both use.
 *
 * The patches of @docusaurus/core's client are registered in dependency-patches.
 */
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
        // Keyed by chunk id: the chunk name when plugins/delivery/chunk-names is on. Otherwise the file is
        // found by its name, which Docusaurus's output pattern starts with the chunk name.
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
        // preload.js waits for the route shards; link prefetching is indexed and idle (registered in dependency-patches).
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
