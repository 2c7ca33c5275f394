/**
 * Docusaurus plugin that makes link prefetching cost constant time per link instead of a scan
 * of the whole route table (see indexRouteChunkNames.cjs for why and what changes).
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export default function routePrefetchPlugin(context: LoadContext): Plugin {
  return {
    name: 'route-prefetch',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/,
              use: [{ loader: path.join(context.siteDir, 'plugins/route-prefetch/indexRouteChunkNames.cjs') }],
            },
          ],
        },
      };
    },
  };
}
