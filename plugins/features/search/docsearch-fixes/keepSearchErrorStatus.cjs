// @ts-check
const { replaceInDependency } = require('../../../../dependency-patches/replaceInDependency.cjs');
/**
 * Rspack loader for @docsearch/react 4.7.0's modal (the exact version package.json pins).
 *
 * When a search fails because no host answers, DocSearch sets the status to "error" so that the
 * modal shows "Unable to fetch results". The autocomplete core bundled in the same file then
 * resets the status to "idle" in the request's `finally`, so the error screen never appears and
 * the reader sees "No results" instead. This keeps an "error" status through that `finally`;
 * the next keystroke sets "loading" as before. The failed request is then settled (its error is
 * on screen), instead of surfacing as an uncaught promise rejection. The build fails if the code is not found, so a
 * DocSearch upgrade cannot drop the fix silently.
 */
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
