// @ts-check
const { registryEntries } = require('../generatedRouteFiles.cjs');
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
 * @param {string} source
 * @returns {string}
 */
module.exports = function reportChunkNamesOnServer(source) {
  let reported = source;
  // From the last entry back, so that earlier offsets stay valid.
  for (const { name, modulePath } of registryEntries(source).reverse()) {
    reported = reported.slice(0, modulePath.start) + JSON.stringify(name) + reported.slice(modulePath.end);
  }
  return reported;
};
