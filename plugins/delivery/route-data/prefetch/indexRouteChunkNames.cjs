// @ts-check
const { replaceInDependency } = require('../../../../dependency-patches/replaceInDependency.cjs');
/**
 * Rspack loader for @docusaurus/core's client `docusaurus.js` (the `prefetch` that every
 * `<Link>` calls when it scrolls into view).
 *
 * To find the chunks of a linked page, Docusaurus scans the whole route-to-chunks table
 * (`Object.entries(routesChunkNames)` plus a regular expression per entry) once per matched
 * route of every visible link. With five docs versions the table has over 1,000 routes and an API
 * page shows about 50 links, so hydrating a page ran that scan ~150 times: 100+ ms of main
 * thread on a desktop, 4x that on a phone. This replaces the scan with a map from route path to
 * chunk names, built once on first use. Same result, same order. The build fails if the code
 * is not found, so a Docusaurus upgrade cannot drop or break the change silently.
 */
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
