// @ts-check
const path = require('node:path');
const { replaceInDependency } = require('../../../../dependency-patches/replaceInDependency.cjs');
/**
 * Rspack loader for @docusaurus/core's client `preload.js`, which every page start and every
 * client-side navigation awaits before rendering: it now first loads the route shards the path
 * reaches (../client/routeShards.ts), then preloads the matched routes' components as before.
 * A shard that fails to load fails the preload, which Docusaurus answers with a page reload.
 * The build fails if the code is not found, so a Docusaurus upgrade cannot drop the change.
 */
const routeShardsModule = path.join(__dirname, '../client/routeShards.ts');

/**
 * @this {{ resourcePath: string }}
 * @param {string} source
 */
module.exports = function preloadAfterRouteShards(source) {
  return replaceInDependency({
    source,
    resourcePath: this.resourcePath,
    loader: 'plugins/delivery/route-data/shards/preloadAfterRouteShards.cjs',
    original: 'export default function preload(pathname) {',
    replacement: `import { ensureRouteShards } from ${JSON.stringify(routeShardsModule)};
export default function preload(pathname) {
    return ensureRouteShards(pathname).then(() => preloadMatchedRoutes(pathname));
}
function preloadMatchedRoutes(pathname) {`,
    missing: 'the preload function it extends',
    advice: 'Check how this Docusaurus version preloads a route before rendering it',
  });
};
