/**
 * Docusaurus plugin that defers the creation of each route's loadable component until the route
 * is first rendered or preloaded. Docusaurus creates all of them (1,000+ here: five docs versions)
 * while the main bundle evaluates, in the task that blocks the page before it can hydrate; a
 * reader's visit needs only a few. The stand-in for `@docusaurus/ComponentCreator` is registered
 * in dependency-patches.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';

import { patchConfig } from '../../../dependency-patches/registry.cjs';

export default function lazyRouteComponentsPlugin(context: LoadContext): Plugin {
  return {
    name: 'lazy-route-components',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return patchConfig(['lazy-route-components/createRouteComponentOnUse'], context.siteDir);
    },
  };
}
