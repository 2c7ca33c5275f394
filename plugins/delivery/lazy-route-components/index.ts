// Docusaurus creates every route's component before the page can hydrate, and a visit needs a few: each waits for its first use.
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
