// @ts-check
/**
 * The shared step of the site's build-time loaders that patch a dependency's shipped code
 * (plugins/delivery/route-data, plugins/features/search): replace one exact piece of code, or fail the
 * build naming the loader, the file and what to check, so that an upgrade of the dependency
 * cannot drop a patch silently.
 *
 * @param {object} patch
 * @param {string} patch.source the dependency file's code
 * @param {string} patch.resourcePath that file's path, for the message
 * @param {string} patch.loader the loader's path in this repository, for the message
 * @param {string | RegExp} patch.original the code to replace
 * @param {string | ((match: RegExpExecArray) => string)} patch.replacement the new code, or a function of the RegExp match
 * @param {string} patch.missing what the file no longer contains, e.g. "the storage check it guards"
 * @param {string} patch.advice what to check before updating or removing the loader
 * @returns {string}
 */
function replaceInDependency({ source, resourcePath, loader, original, replacement, missing, advice }) {
  const match = typeof original === 'string' ? (source.includes(original) ? [original] : null) : original.exec(source);
  if (!match) {
    throw new Error(`${loader}: ${resourcePath} no longer contains ${missing}. ${advice}, then update or remove this loader.`);
  }
  const newCode = typeof replacement === 'function' ? replacement(/** @type {RegExpExecArray} */ (match)) : replacement;
  // A function replacement keeps `$` in the new code literal.
  return source.replace(original, () => newCode);
}

module.exports = { replaceInDependency };
