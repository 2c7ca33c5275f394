// @ts-check
const acorn = require('acorn');

/**
 * Splits the route data Docusaurus generates (`.docusaurus/routes.js`, `registry.js`,
 * `routesChunkNames.json`) into what every page needs and one shard per docs version.
 *
 * A shard is the `routes` of one child of the route at `parentPath` (the docs plugin's root,
 * whose children are its versions), together with the chunk names of those routes and the
 * registry entries no other part of the site uses. Everything else stays in the main bundle,
 * so the route tree down to each version, and every route outside the docs, match as before.
 *
 * The three outputs are written as module source by ./splitGeneratedRouteData.cjs, one call per
 * generated file; this function is pure so that each call computes the same partition.
 */

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
    throw new Error(`plugins/route-shards: routes.js has no top-level route at ${parentPath}; check the plugin's parentPath option.`);
  }
  const children = property(parent, 'routes');
  if (!children || children.value.type !== 'ArrayExpression') {
    throw new Error(`plugins/route-shards: the route at ${parentPath} in routes.js has no child routes to split.`);
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
 * The entries of Docusaurus's generated `registry.js`: `"chunk name": [loader, module path, module id]`,
 * with where each item is in the source. The loader (`() => import(/* webpackChunkName *\/ "...")`)
 * serves the browser; the module path and id serve the server render.
 * @param {string} registrySource
 * @returns {Array<{ name: string, loader: acorn.Node, modulePath: acorn.Node }>}
 */
function registryEntries(registrySource) {
  const registry = parseDefaultExport(registrySource, 'registry.js', 'ObjectExpression');
  return registry.properties.map((entry) => {
    const [loader, modulePath] = entry.type === 'Property' && entry.value.type === 'ArrayExpression' ? entry.value.elements : [];
    if (entry.type !== 'Property' || !loader || !modulePath) {
      throw new Error('plugins/route-shards: registry.js has an entry that is not [loader, path, id]; check this Docusaurus version\'s registry format.');
    }
    return { name: keyName(entry.key), loader, modulePath };
  });
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
 * @param {acorn.Node} node
 */
function routeKeysIn(node) {
  /** @type {string[]} */
  const keys = [];
  walk(node, (child) => {
    if (child.type !== 'CallExpression') return;
    const call = /** @type {acorn.CallExpression} */ (child);
    if (call.callee.type !== 'Identifier' || call.callee.name !== 'ComponentCreator' || call.arguments.length !== 2) return;
    const [path, hash] = call.arguments;
    if (path.type === 'Literal' && hash.type === 'Literal') keys.push(`${path.value}-${hash.value}`);
  });
  return keys;
}

/**
 * @param {acorn.Node} node
 * @param {(node: acorn.Node) => void} visit
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

/**
 * @template {'ArrayExpression' | 'ObjectExpression'} T
 * @param {string} source
 * @param {string} file
 * @param {T} type
 * @returns {T extends 'ArrayExpression' ? acorn.ArrayExpression : acorn.ObjectExpression}
 */
function parseDefaultExport(source, file, type) {
  const program = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const exported = program.body.find((statement) => statement.type === 'ExportDefaultDeclaration');
  if (!exported || exported.declaration.type !== type) {
    throw new Error(`plugins/route-shards: ${file} does not export ${type === 'ArrayExpression' ? 'an array' : 'an object'} by default; check this Docusaurus version's generated ${file}.`);
  }
  return /** @type {any} */ (exported.declaration);
}

/**
 * @param {acorn.ObjectExpression} object
 * @param {string} name
 */
function property(object, name) {
  return /** @type {acorn.Property | undefined} */ (
    object.properties.find((candidate) => candidate.type === 'Property' && keyName(candidate.key) === name)
  );
}

/**
 * @param {acorn.ObjectExpression} object
 * @param {string} name
 */
function stringProperty(object, name) {
  const value = property(object, name)?.value;
  return value?.type === 'Literal' && typeof value.value === 'string' ? value.value : undefined;
}

/** @param {acorn.Expression | acorn.PrivateIdentifier} key */
function keyName(key) {
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal') return String(key.value);
  throw new Error('plugins/route-shards: unexpected computed key in generated route data.');
}

module.exports = { partitionRouteData, chunkNamesOf, registryEntries };
