/**
 * Docusaurus plugin that keeps each docs version's route data out of the main bundle until a
 * page of that version needs it.
 *
 * Docusaurus puts the whole route table in the main bundle: the route tree, each route's chunk
 * names and the registry of chunk loaders. With five docs versions that is over 1,000 routes,
 * about 50 KB of gzip that every page downloaded and evaluated before it could hydrate, though
 * a page needs one version's routes. Here each version's routes become a chunk of their own
 * (a "route shard", ./splitGeneratedRouteData.cjs), loaded when a path reaches that version: before
 * a page hydrates, before a client-side navigation renders, before a link is prefetched
 * (./preloadAfterRouteShards.cjs, plugins/route-prefetch). The server render keeps the whole
 * table; there, the registry reports chunk names so that each page lists its own route chunks
 * among its scripts (./reportChunkNamesOnServer.cjs), and after the build each page lists its
 * version's shard too (./listShardsInPages.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';

import { patchConfig } from '../../dependency-patches/registry.cjs';
import { listShardsInPages, type ShardFile } from './listShardsInPages';

// Plain CommonJS: Rspack runs it as a loader too (./splitGeneratedRouteData.cjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { partitionRouteData } = require('./partitionRouteData.cjs') as typeof import('./partitionRouteData.cjs');

export interface RouteShardsOptions {
  /** The route whose children each become a shard: the docs plugin's root, whose children are its versions. */
  parentPath: string;
}

export default function routeShardsPlugin({ parentPath }: RouteShardsOptions): PluginModule {
  return (context: LoadContext): Plugin => {
    const generatedRouteData = ['routes.js', 'registry.js', 'routesChunkNames.json'].map((file) => path.join(context.generatedFilesDir, file));
    const readGenerated = (file: string) => readFileSync(path.join(context.generatedFilesDir, file), 'utf8');
    return {
      name: 'route-shards',
      async postBuild({ outDir, siteConfig }) {
        const { shards } = partitionRouteData({
          routesSource: readGenerated('routes.js'),
          registrySource: readGenerated('registry.js'),
          routesChunkNames: JSON.parse(readGenerated('routesChunkNames.json')),
          parentPath,
        });
        // The client build's manifest (chunk name -> files), which Docusaurus writes for its own page scripts.
        const manifest = JSON.parse(readGenerated('client-manifest.json')) as { assets: Record<string, { js?: Array<{ file: string }> }> };
        // Keyed by chunk id: the chunk name when plugins/chunk-names is on. Otherwise the file is
        // found by its name, which Docusaurus's output pattern starts with the chunk name.
        const jsFiles = readdirSync(path.join(outDir, 'assets', 'js'));
        const files: ShardFile[] = shards.map((shard) => {
          const file =
            manifest.assets[shard.chunkName]?.js?.[0]?.file ??
            jsFiles.filter((name) => name.startsWith(`${shard.chunkName}.`) && name.endsWith('.js')).map((name) => `assets/js/${name}`)[0];
          if (!file) {
            throw new Error(`plugins/route-shards: the client build has no chunk ${shard.chunkName} (the routes under ${shard.path}); check .docusaurus/client-manifest.json and the chunk-names plugin.`);
          }
          return { path: shard.path, file };
        });
        const pages = await listShardsInPages(outDir, siteConfig.baseUrl, files);
        console.log(`[INFO] Route shards: ${shards.length} docs versions; ${pages} pages list their version's shard.`);
      },
      configureWebpack(_config, isServer) {
        const registry = path.join(context.generatedFilesDir, 'registry.js');
        if (isServer) {
          // Pages list their own route chunks among their scripts (./reportChunkNamesOnServer.cjs).
          return {
            module: {
              rules: [{ test: (resource: string) => resource === registry, use: [{ loader: path.join(__dirname, 'reportChunkNamesOnServer.cjs') }] }],
            },
          };
        }
        // preload.js waits for the route shards (registered in dependency-patches).
        const patches = patchConfig(['route-shards/preloadAfterRouteShards'], context.siteDir);
        return {
          module: {
            rules: [
              {
                test: (resource: string) => generatedRouteData.includes(resource),
                use: [{ loader: path.join(__dirname, 'splitGeneratedRouteData.cjs'), options: { parentPath } }],
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
