// @ts-check
const acorn = require('acorn');
/**
 * Rspack loader, for the server bundle only, over Docusaurus's generated `registry.js`
 * (chunk name -> [loader, module path, module id]).
 *
 * While a page is rendered, each route component reports the second item of its registry
 * entries, and Docusaurus looks the reports up in the client build's manifest to list the
 * page's own chunks among its scripts. Webpack's manifest is keyed by module path; Rspack's by
 * chunk name, so with Rspack no report matched and pages listed only the two entry scripts: the
 * route's chunks were found and requested only once the main bundle ran, one round trip later.
 * Reporting the chunk name instead makes the lookup match. Nothing else reads that item.
 *
 * @this {{ resourcePath: string }}
 * @param {string} source
 * @returns {string}
 */
module.exports = function reportChunkNames(source) {
  const program = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const exported = program.body.find((statement) => statement.type === 'ExportDefaultDeclaration');
  if (!exported || exported.declaration.type !== 'ObjectExpression') {
    throw new Error(
      `plugins/ssr-template/reportChunkNames.cjs: ${this.resourcePath} does not export an object by default; check this Docusaurus version's registry format, then update or remove this loader.`,
    );
  }
  /** @type {Array<[start: number, end: number, name: string]>} */
  const replacements = [];
  for (const entry of exported.declaration.properties) {
    const modulePath = entry.type === 'Property' && entry.value.type === 'ArrayExpression' ? entry.value.elements[1] : undefined;
    if (entry.type !== 'Property' || entry.key.type !== 'Literal' || !modulePath) {
      throw new Error(`plugins/ssr-template/reportChunkNames.cjs: ${this.resourcePath} has an entry that is not "name": [loader, path, id]; check this Docusaurus version's registry format.`);
    }
    replacements.push([modulePath.start, modulePath.end, String(entry.key.value)]);
  }
  let reported = source;
  for (const [start, end, name] of replacements.reverse()) reported = reported.slice(0, start) + JSON.stringify(name) + reported.slice(end);
  return reported;
};
