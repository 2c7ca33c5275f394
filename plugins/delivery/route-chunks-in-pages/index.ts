/**
 * Docusaurus plugin that makes each page list its own route chunks among the scripts it starts,
 * as Docusaurus intends, in a build with Rspack.
 *
 * While a page is rendered on the server, each route component reports the module path of its
 * registry entries, and Docusaurus looks the reports up in the client build's manifest to list
 * the page's chunks. Rspack's manifest is keyed by chunk name, so no report matched: pages listed
 * only the two entry scripts, and their route chunks were requested only once the main bundle
 * ran, one round trip later. ./reportChunkNamesOnServer.cjs makes the server bundle report chunk
 * names instead. Independent of the other delivery plugins.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export default function routeChunksInPagesPlugin(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'route-chunks-in-pages',
    configureWebpack(_config, isServer) {
      if (!isServer) return {};
      return {
        module: {
          rules: [
            { test: (resource: string) => resource === registry, use: [{ loader: path.join(__dirname, 'reportChunkNamesOnServer.cjs') }] },
          ],
        },
      };
    },
  };
}
