// @ts-check
const acorn = require('acorn');
// Reads the route files Docusaurus generates in `.docusaurus/`, for route-data and route-chunks-in-pages;
// tests/unit/docusaurus-assumptions.test.ts fails first when their format changes.

/**
 * The entries of the generated `registry.js`, `"chunk name": [loader, module path, module id]`, placed in the source:
 * the loader serves the browser, the module path and id the server render.
 * @param {string} registrySource
 * @returns {Array<{ name: string, loader: acorn.Node, modulePath: acorn.Node }>}
 */
function registryEntries(registrySource) {
  const registry = parseDefaultExport(registrySource, 'registry.js', 'ObjectExpression');
  return registry.properties.map((entry) => {
    const [loader, modulePath] = entry.type === 'Property' && entry.value.type === 'ArrayExpression' ? entry.value.elements : [];
    if (entry.type !== 'Property' || !loader || !modulePath) {
      throw new Error(
        "plugins/delivery: registry.js has an entry that is not [loader, path, id]; check this Docusaurus version's registry format.",
      );
    }
    return { name: keyName(entry.key), loader, modulePath };
  });
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
    throw new Error(
      `plugins/delivery: ${file} does not export ${type === 'ArrayExpression' ? 'an array' : 'an object'} by default; check this Docusaurus version's generated ${file}.`,
    );
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
  throw new Error('plugins/delivery: unexpected computed key in generated route data.');
}

module.exports = { parseDefaultExport, property, registryEntries, stringProperty, keyName };
