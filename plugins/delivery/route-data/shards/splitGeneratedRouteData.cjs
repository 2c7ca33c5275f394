// @ts-check
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { partitionRouteData } = require('./partitionRouteData.cjs');

/**
 * The loader runs once per generated file and once per shard on the same three files: the partition is computed once per content.
 * @type {{ key: string[], partition: import('./partitionRouteData.cjs').RouteDataPartition, routesChunkNames: Record<string, unknown> } | undefined}
 */
let lastPartition;

/**
 * @param {{ routes: string, registry: string, routesChunkNames: string }} sources
 * @param {string} parentPath
 */
function partitionOf(sources, parentPath) {
  const key = [sources.routes, sources.registry, sources.routesChunkNames, parentPath];
  if (!lastPartition || lastPartition.key.some((part, index) => part !== key[index])) {
    const routesChunkNames = JSON.parse(sources.routesChunkNames);
    const partition = partitionRouteData({ routesSource: sources.routes, registrySource: sources.registry, routesChunkNames, parentPath });
    lastPartition = { key, partition, routesChunkNames };
  }
  return lastPartition;
}

/**
 * Browser-bundle loader over the three generated route-data files: each version's routes move to `routes.js?route-shard=N`, a chunk
 * of their own, with what only they use. Each call reads the other two files, so all agree; the server render reads them unchanged.
 * @this {{ resourcePath: string, resourceQuery: string, getOptions(): { parentPath: string }, addDependency(file: string): void }}
 * @param {string} source
 * @returns {string}
 */
module.exports = function splitGeneratedRouteData(source) {
  const { parentPath } = this.getOptions();
  const directory = path.dirname(this.resourcePath);
  const file = path.basename(this.resourcePath);
  const read = (/** @type {string} */ name) => {
    if (name === file) return source;
    const sibling = path.join(directory, name);
    this.addDependency(sibling);
    return readFileSync(sibling, 'utf8');
  };
  const sources = { routes: read('routes.js'), registry: read('registry.js'), routesChunkNames: read('routesChunkNames.json') };
  const { partition, routesChunkNames } = partitionOf(sources, parentPath);
  const registryObject = (/** @type {string[]} */ names) =>
    `{\n${names.map((name) => `  ${JSON.stringify(name)}: [${partition.loaderSources.get(name)}]`).join(',\n')}\n}`;
  // Large object literals parse faster as JSON (V8's advice for data over ~10 KB).
  const chunkNamesObject = (/** @type {string[]} */ keys) =>
    `JSON.parse(${JSON.stringify(JSON.stringify(Object.fromEntries(keys.map((key) => [key, routesChunkNames[key]]))))})`;

  if (file === 'routes.js') {
    const shardIndex = new URLSearchParams(this.resourceQuery).get('route-shard');
    if (shardIndex !== null) {
      const shard = partition.shards[Number(shardIndex)];
      if (!shard) throw new Error(`plugins/delivery/route-data: routes.js has no route shard ${shardIndex}.`);
      return [
        `import ComponentCreator from '@docusaurus/ComponentCreator';`,
        `// The routes under ${shard.path}, with the route data only they use (plugins/delivery/route-data).`,
        `export const registry = ${registryObject(shard.registryNames)};`,
        `export const routesChunkNames = ${chunkNamesObject(shard.routeKeys)};`,
        `export function createRoutes() {\n  return ${shard.routesSource};\n}`,
        '',
      ].join('\n');
    }
    let split = source;
    // From the last shard back, so that earlier offsets stay valid.
    for (const [index, shard] of [...partition.shards.entries()].reverse()) {
      const [start, end] = shard.routesProperty;
      const loadRoutes = `loadRoutes: () => import(/* webpackChunkName: ${JSON.stringify(shard.chunkName)} */ ${JSON.stringify(`./routes.js?route-shard=${index}`)})`;
      split = split.slice(0, start) + loadRoutes + split.slice(end);
    }
    return split;
  }
  if (file === 'registry.js') return `export default ${registryObject(partition.mainRegistryNames)};\n`;
  if (file === 'routesChunkNames.json') {
    return JSON.stringify(Object.fromEntries(partition.mainRouteKeys.map((key) => [key, routesChunkNames[key]])));
  }
  throw new Error(`plugins/delivery/route-data: splitGeneratedRouteData does not handle ${this.resourcePath}.`);
};
