// @ts-check
const { replaceInDependency } = require('../../../../dependency-patches/replaceInDependency.cjs');
// With storage blocked, opening search crashed the page: the modal's storage check read it outside any try/catch.
// Registered as search/toleratesBlockedStorage in dependency-patches/registry.cjs.
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
