// @ts-check
const { replaceInDependency } = require('../../../../dependency-patches/replaceInDependency.cjs');
// A failed search showed "No results" instead of the error screen: the bundled autocomplete core reset the "error" status.
// Registered as search/keepSearchErrorStatus in dependency-patches/registry.cjs.
const original = 'finally(function(){p("idle"),Ft&&u.environment.clearTimeout(Ft)})';
const patched = 'finally(function(){"error"!==o.getState().status&&p("idle"),Ft&&u.environment.clearTimeout(Ft)}).catch(function(){})';

/**
 * @this {{ resourcePath: string }}
 * @param {string} source
 */
module.exports = function keepSearchErrorStatus(source) {
  return replaceInDependency({
    source,
    resourcePath: this.resourcePath,
    loader: 'plugins/features/search/docsearch-fixes/keepSearchErrorStatus.cjs',
    original,
    replacement: patched,
    missing: 'the status reset it patches',
    advice: 'Check whether the DocSearch upgrade fixed the error screen',
  });
};
