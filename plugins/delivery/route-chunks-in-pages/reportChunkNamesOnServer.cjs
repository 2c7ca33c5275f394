// @ts-check
const { registryEntries } = require('../generatedRouteFiles.cjs');
/**
 * Server-bundle loader over the generated `registry.js`: each entry's module path, which the server render reports, becomes its
 * chunk name, which Rspack's client manifest is keyed by, so pages list their own route chunks. Nothing else reads that item.
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
