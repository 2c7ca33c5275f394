// With Rspack, pages listed only the entry scripts and fetched their own route chunks a round trip later:
// the server render reports chunk names (./reportChunkNamesOnServer.cjs), which Rspack's client manifest is keyed by.
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
