// @ts-check
const { replaceInDependency } = require('../../../../dependency-patches/replaceInDependency.cjs');
/**
 * Rspack loader for @docsearch/react 4.7.0's modal (the exact version package.json pins).
 *
 * When the modal opens it checks whether local storage is nearly full, reading
 * `window.localStorage` outside any try/catch. In a browser where storage is blocked (a
 * privacy setting, some embedded views), reading that property throws a SecurityError, and
 * the modal takes the whole page down to "This page crashed". Its recent searches already cope
 * with missing storage, so the check is simply skipped when storage cannot be read. The build
 * fails if the code is not found, so a DocSearch upgrade cannot drop the fix silently.
 */
const original = 'e.useEffect(function(){ra()},[])';
const patched = 'e.useEffect(function(){try{ra()}catch(storageBlocked){}},[])';

/**
 * @this {{ resourcePath: string }}
 * @param {string} source
 */
module.exports = function toleratesBlockedStorage(source) {
  return replaceInDependency({
    source,
    resourcePath: this.resourcePath,
    loader: 'plugins/features/search/docsearch-fixes/toleratesBlockedStorage.cjs',
    original,
    replacement: patched,
    missing: 'the storage check it guards',
    advice: 'Check whether the DocSearch upgrade opens the modal with storage blocked',
  });
};
