// @ts-check
const { replaceInDependency } = require('../../../../dependency-patches/replaceInDependency.cjs');
/**
 * Rspack loader for @docsearch/react 4.7.0's modal (the exact version package.json pins).
 *
 * The modal bundles zod 4, whose object schemas probe once whether they may compile a parser with
 * `new Function("")`. The site's policy forbids evaluating strings, so the probe is refused and
 * caught, but WebKit logs the refusal as a console error each time search opens (Chromium files it
 * as a DevTools issue). Zod's own `jitless` setting skips the probe; the bundled zod's settings
 * object is not reachable from outside, so it starts with that setting here. The build fails if
 * the code is not found, so a DocSearch upgrade cannot drop the fix silently.
 */
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
