/**
 * Docusaurus plugin that defers the creation of each route's loadable component until the route
 * is first rendered or preloaded. Docusaurus creates all of them (1,000+ here: five docs versions)
 * while the main bundle evaluates, in the task that blocks the page before it can hydrate; a
 * reader's visit needs only a few.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export default function lazyRouteComponentsPlugin(context: LoadContext): Plugin {
  return {
    name: 'lazy-route-components',
    configureWebpack() {
      return {
        resolve: {
          alias: { '@docusaurus/ComponentCreator': path.join(context.siteDir, 'plugins/lazy-route-components/createRouteComponentOnUse.tsx') },
        },
      };
    },
  };
}
