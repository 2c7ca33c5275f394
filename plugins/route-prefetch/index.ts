/**
 * Docusaurus plugin that makes link prefetching cheap for the main thread: constant time per link
 * instead of a scan of the whole route table (indexRouteChunkNames.cjs), and each link's work in
 * an idle period of its own instead of one long task after hydration (prefetchWhenIdle.cjs).
 * Both patch @docusaurus/core's client; they are registered in dependency-patches.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';

import { patchConfig } from '../../dependency-patches/registry.cjs';

export default function routePrefetchPlugin(context: LoadContext): Plugin {
  return {
    name: 'route-prefetch',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return patchConfig(['route-prefetch/indexRouteChunkNames', 'route-prefetch/prefetchWhenIdle'], context.siteDir);
    },
  };
}
