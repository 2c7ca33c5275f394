// @ts-check
const { parseDefaultExport, property, registryEntries, stringProperty } = require('../../generatedRouteFiles.cjs');

// Splits the generated route data into what every page needs and one shard per child of `parentPath` (a docs version, with the
// chunk names and registry entries only it uses). Pure, so that each loader call computes the same partition.

/**
 * @typedef {unknown} ChunkNames one route's chunk names: a name, or an object or array of them, nested
 * @typedef {object} RouteShard
 * @property {string} path the version route's path, e.g. "/docs/7.1.0"
 * @property {string} chunkName the webpack chunk name of the shard, e.g. "route-shard-docs-7.1.0"
 * @property {string} routesSource the source of the version route's `routes` array
 * @property {[start: number, end: number]} routesProperty where the `routes: [...]` property is in routes.js
 * @property {string[]} routeKeys `${path}-${hash}` of every route in the shard, as in routesChunkNames
 * @property {string[]} registryNames the registry entries only this shard uses
 * @typedef {object} RouteDataPartition
 * @property {RouteShard[]} shards
 * @property {string[]} mainRouteKeys the routes whose chunk names stay in the main bundle (all but the shards')
 * @property {string[]} mainRegistryNames the registry entries that stay in the main bundle
 * @property {Map<string, string>} loaderSources each registry entry's loader function, as source
 */

/**
 * @param {{ routesSource: string, registrySource: string, routesChunkNames: Record<string, ChunkNames>, parentPath: string }} input
 * @returns {RouteDataPartition}
 */
function partitionRouteData({ routesSource, registrySource, routesChunkNames, parentPath }) {
  const routes = parseDefaultExport(routesSource, 'routes.js', 'ArrayExpression');
  const parent = routes.elements.find((element) => element?.type === 'ObjectExpression' && stringProperty(element, 'path') === parentPath);
  if (!parent || parent.type !== 'ObjectExpression') {
    throw new Error(
      `plugins/delivery/route-data: routes.js has no top-level route at ${parentPath}; check the plugin's parentPath option.`,
    );
  }
  const children = property(parent, 'routes');
  if (!children || children.value.type !== 'ArrayExpression') {
    throw new Error(`plugins/delivery/route-data: the route at ${parentPath} in routes.js has no child routes to split.`);
  }

  /** @type {RouteShard[]} */
  const shards = [];
  for (const child of children.value.elements) {
    if (child?.type !== 'ObjectExpression') continue;
    const childRoutes = property(child, 'routes');
    const path = stringProperty(child, 'path');
    if (!childRoutes || path === undefined) continue;
    shards.push({
      path,
      chunkName: `route-shard-${path.replace(/^\//, '').replace(/[^\w.-]+/g, '-') || 'root'}`,
      routesSource: routesSource.slice(childRoutes.value.start, childRoutes.value.end),
      routesProperty: [childRoutes.start, childRoutes.end],
      routeKeys: routeKeysIn(childRoutes.value),
      registryNames: [],
    });
  }

  const shardKeys = new Set(shards.flatMap((shard) => shard.routeKeys));
  const mainRouteKeys = Object.keys(routesChunkNames).filter((key) => !shardKeys.has(key));

  // A registry entry moves into a shard only when nothing outside that shard names it.
  /** @type {Map<string, Set<number | 'main'>>} */
  const users = new Map();
  const use = (/** @type {string} */ key, /** @type {number | 'main'} */ user) => {
    for (const name of chunkNamesOf(routesChunkNames[key])) {
      const set = users.get(name) ?? new Set();
      set.add(user);
      users.set(name, set);
    }
  };
  mainRouteKeys.forEach((key) => use(key, 'main'));
  shards.forEach((shard, index) => shard.routeKeys.forEach((key) => use(key, index)));

  const loaderSources = registryLoaders(registrySource);
  const mainRegistryNames = [];
  for (const name of loaderSources.keys()) {
    const [only, ...others] = users.get(name) ?? [];
    if (typeof only === 'number' && others.length === 0) shards[only].registryNames.push(name);
    else mainRegistryNames.push(name);
  }
  return { shards, mainRouteKeys, mainRegistryNames, loaderSources };
}

/**
 * The chunk names of one route, in Docusaurus's nested shape (`{ __comp, content, items: [...] }`).
 * @param {ChunkNames | undefined} chunkNames
 * @returns {string[]}
 */
function chunkNamesOf(chunkNames) {
  if (typeof chunkNames === 'string') return [chunkNames];
  if (chunkNames === null || typeof chunkNames !== 'object') return [];
  return Object.values(chunkNames).flatMap(chunkNamesOf);
}

/**
 * Each registry entry's loader, as source, by chunk name.
 * @param {string} registrySource
 */
function registryLoaders(registrySource) {
  return new Map(registryEntries(registrySource).map(({ name, loader }) => [name, registrySource.slice(loader.start, loader.end)]));
}

/**
 * `${path}-${hash}` for every `ComponentCreator(path, hash)` call under a node.
 * @param {import('acorn').Node} node
 */
function routeKeysIn(node) {
  /** @type {string[]} */
  const keys = [];
  walk(node, (child) => {
    if (child.type !== 'CallExpression') return;
    const call = /** @type {import('acorn').CallExpression} */ (child);
    if (call.callee.type !== 'Identifier' || call.callee.name !== 'ComponentCreator' || call.arguments.length !== 2) return;
    const [path, hash] = call.arguments;
    if (path.type === 'Literal' && hash.type === 'Literal') keys.push(`${path.value}-${hash.value}`);
  });
  return keys;
}

/**
 * @param {import('acorn').Node} node
 * @param {(node: import('acorn').Node) => void} visit
 */
function walk(node, visit) {
  visit(node);
  for (const value of Object.values(node)) {
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (child && typeof child === 'object' && typeof child.type === 'string') walk(child, visit);
    }
  }
}

module.exports = { partitionRouteData, chunkNamesOf };
