// @ts-check
const path = require('node:path');
const { replaceInDependency } = require('../../../../dependency-patches/replaceInDependency.cjs');
// Route data is split per docs version, so preload (awaited by every page start and navigation) first loads the path's shards.
// Registered as route-data/preloadAfterRouteShards in dependency-patches/registry.cjs.
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
