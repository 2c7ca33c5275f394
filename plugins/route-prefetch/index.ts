/**
 * Docusaurus plugin that makes link prefetching cheap for the main thread: constant time per link
 * instead of a scan of the whole route table (indexRouteChunkNames.cjs), and each link's work in
 * an idle period of its own instead of one long task after hydration (prefetchWhenIdle.cjs).
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
              use: [
                { loader: path.join(context.siteDir, 'plugins/route-prefetch/indexRouteChunkNames.cjs') },
                { loader: path.join(context.siteDir, 'plugins/route-prefetch/prefetchWhenIdle.cjs') },
              ],
            },
          ],
        },
      };
    },
  };
}
