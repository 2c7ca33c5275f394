// @ts-check
const { replaceInDependency } = require('../../../../dependency-patches/replaceInDependency.cjs');
// Prefetching scanned the whole route table once per visible link; a map built once gives the same chunk names at once.
// Registered as route-data/indexRouteChunkNames in dependency-patches/registry.cjs.
const original =
  /const getChunkNamesToLoad = \(path\) => Object\.entries\(routesChunkNames\)\s*\.filter\([\s\S]*?\.flatMap\(\(\[, routeChunks\]\) => Object\.values\(flat\(routeChunks\)\)\);/;
// The table grows when a docs version's routes load (plugins/delivery/route-data): the index follows.
const routeShardsModule = require('node:path').join(__dirname, '../client/routeShards.ts');
const indexed = `import { routeDataRevision } from ${JSON.stringify(routeShardsModule)};
let chunkNamesByRoutePath;
let indexedRevision;
const getChunkNamesToLoad = (path) => {
    if (!chunkNamesByRoutePath || indexedRevision !== routeDataRevision()) {
        chunkNamesByRoutePath = new Map();
        indexedRevision = routeDataRevision();
        for (const [routeNameWithHash, routeChunks] of Object.entries(routesChunkNames)) {
            const routePath = routeNameWithHash.replace(/-[^-]+$/, '');
            const names = chunkNamesByRoutePath.get(routePath) ?? [];
            names.push(...Object.values(flat(routeChunks)));
            chunkNamesByRoutePath.set(routePath, names);
        }
    }
    return chunkNamesByRoutePath.get(path) ?? [];
};`;

/**
 * @this {{ resourcePath: string }}
 * @param {string} source
 */
module.exports = function indexRouteChunkNames(source) {
  return replaceInDependency({
    source,
    resourcePath: this.resourcePath,
    loader: 'plugins/delivery/route-data/prefetch/indexRouteChunkNames.cjs',
    original,
    replacement: indexed,
    missing: 'the chunk-name scan it replaces',
    advice: "Check how this Docusaurus version finds a route's chunks for prefetching",
  });
};
