// @ts-check
const { replaceInDependency } = require('../../../../dependency-patches/replaceInDependency.cjs');
// The bundled zod's eval probe, refused by the CSP, was a console error in WebKit each time search opened.
// Registered as search/zodWithoutEval in dependency-patches/registry.cjs.
const original = 'ja={};function Na(e){return ja}';
const patched = 'ja={jitless:true};function Na(e){return ja}';

/**
 * @this {{ resourcePath: string }}
 * @param {string} source
 */
module.exports = function zodWithoutEval(source) {
  return replaceInDependency({
    source,
    resourcePath: this.resourcePath,
    loader: 'plugins/features/search/docsearch-fixes/zodWithoutEval.cjs',
    original,
    replacement: patched,
    missing: "the bundled zod's settings object",
    advice: 'Check whether the DocSearch upgrade still bundles zod, and whether opening search in WebKit logs a refused eval',
  });
};
