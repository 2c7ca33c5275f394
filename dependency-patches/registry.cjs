// @ts-check
/**
 * Every change this site makes to another package's shipped code: what it targets and replaces
 * (README.md beside this file says why, and when to delete it). The owning plugins take their
 * rules from here (`patchConfig`); the build resolves each target when the config loads and
 * fails, naming the patch, when one did not apply (`VerifyPatchesApplied`).
 */
const { existsSync } = require('node:fs');
const path = require('node:path');

/**
 * @typedef {object} DependencyPatch
 * @property {string} name how the build's messages and README.md name it
 * @property {string} owner the plugin folder that applies it
 * @property {'loader' | 'stand-in' | 'replacement'} kind a loader rewrites the target's code in
 *   place; a stand-in module is bundled wherever the target is imported; a replacement is the
 *   site's own version of a theme component or template, derived from the target
 * @property {string} package the package whose file it changes
 * @property {string} file that file, inside the package
 * @property {'client' | 'server'} bundle the bundle it applies to
 * @property {string} replaces what it replaces, in a few words
 * @property {string} [loader] for a loader: its file, relative to the site
 * @property {string} [standIn] for a stand-in: the module bundled instead, relative to the site
 * @property {string} [request] for a stand-in: the import request it answers (an alias key)
 * @property {string} [replacedBy] for a replacement: the site's file that takes the target's place
 * @property {string} [upstreamSha256] for a replacement: the digest of the target it was derived
 *   from; the unit test fails when the installed target differs, so the two are compared again
 * @property {{ removes?: string, adds: string }} [changes] for a loader: code of the target that
 *   must be gone after it ran, and code that must then be there (tests/unit/dependency-patches.test.ts)
 */

/** @type {readonly DependencyPatch[]} */
const dependencyPatches = [
  {
    name: 'route-data/preloadAfterRouteShards',
    owner: 'plugins/delivery/route-data',
    kind: 'loader',
    package: '@docusaurus/core',
    file: 'lib/client/preload.js',
    bundle: 'client',
    replaces: 'the start of preload(pathname)',
    loader: 'plugins/delivery/route-data/shards/preloadAfterRouteShards.cjs',
    changes: { adds: 'return ensureRouteShards(pathname).then(() => preloadMatchedRoutes(pathname));' },
  },
  {
    name: 'route-data/indexRouteChunkNames',
    owner: 'plugins/delivery/route-data',
    kind: 'loader',
    package: '@docusaurus/core',
    file: 'lib/client/docusaurus.js',
    bundle: 'client',
    replaces: 'getChunkNamesToLoad, a scan of every route per prefetched link',
    loader: 'plugins/delivery/route-data/prefetch/indexRouteChunkNames.cjs',
    changes: { removes: "routeNameWithHash.replace(/-[^-]+$/, '') === path)", adds: 'return chunkNamesByRoutePath.get(path) ?? [];' },
  },
  {
    name: 'route-data/prefetchWhenIdle',
    owner: 'plugins/delivery/route-data',
    kind: 'loader',
    package: '@docusaurus/core',
    file: 'lib/client/docusaurus.js',
    bundle: 'client',
    replaces: 'prefetch(routePath), run in the task that reports visible links',
    loader: 'plugins/delivery/route-data/prefetch/prefetchWhenIdle.cjs',
    changes: { adds: 'return whenIdle().then(() => ensureRouteShards(routePath))' },
  },
  {
    name: 'search/keepSearchErrorStatus',
    owner: 'plugins/features/search',
    kind: 'loader',
    package: '@docsearch/react',
    file: 'dist/esm/DocSearchModal.js',
    bundle: 'client',
    replaces: 'the autocomplete core\'s `finally` that resets status to "idle"',
    loader: 'plugins/features/search/docsearch-fixes/keepSearchErrorStatus.cjs',
    changes: { removes: 'finally(function(){p("idle"),', adds: '"error"!==o.getState().status&&p("idle")' },
  },
  {
    name: 'search/toleratesBlockedStorage',
    owner: 'plugins/features/search',
    kind: 'loader',
    package: '@docsearch/react',
    file: 'dist/esm/DocSearchModal.js',
    bundle: 'client',
    replaces: 'the unguarded storage-quota check run when the modal opens',
    loader: 'plugins/features/search/docsearch-fixes/toleratesBlockedStorage.cjs',
    changes: { removes: 'e.useEffect(function(){ra()},[])', adds: 'try{ra()}catch(storageBlocked){}' },
  },
  {
    name: 'search/zodWithoutEval',
    owner: 'plugins/features/search',
    kind: 'loader',
    package: '@docsearch/react',
    file: 'dist/esm/DocSearchModal.js',
    bundle: 'client',
    replaces: "the bundled zod's empty settings object",
    loader: 'plugins/features/search/docsearch-fixes/zodWithoutEval.cjs',
    changes: { removes: 'ja={};function Na(e){return ja}', adds: 'ja={jitless:true};function Na(e){return ja}' },
  },
  {
    name: 'search/SearchBar',
    owner: 'plugins/features/search',
    kind: 'replacement',
    package: '@docusaurus/theme-search-algolia',
    file: 'lib/theme/SearchBar/index.js',
    bundle: 'client',
    replaces: "the search theme's SearchBar, in local mode only (the plugin adds no theme when a hosted index is set)",
    replacedBy: 'plugins/features/search/theme/SearchBar/index.tsx',
    upstreamSha256: '0fe30dcb603307a500d96d6a4e951cd625054231ae3a2dbbcb99f1f918c3ba52',
  },
  {
    name: 'search/SearchPage',
    owner: 'plugins/features/search',
    kind: 'replacement',
    package: '@docusaurus/theme-search-algolia',
    file: 'lib/theme/SearchPage/index.js',
    bundle: 'client',
    replaces: "the search theme's /search page, in local mode only",
    replacedBy: 'plugins/features/search/theme/SearchPage/index.tsx',
    upstreamSha256: '84130988b87df27235eecb07bb261217af5b67c01e6d5091c72434c26cda4f6a',
  },
  {
    name: 'lazy-route-components/createRouteComponentOnUse',
    owner: 'plugins/delivery/lazy-route-components',
    kind: 'stand-in',
    package: '@docusaurus/core',
    file: 'lib/client/exports/ComponentCreator.js',
    bundle: 'client',
    replaces: '@docusaurus/ComponentCreator in the generated route table',
    request: '@docusaurus/ComponentCreator',
    standIn: 'plugins/delivery/lazy-route-components/createRouteComponentOnUse.tsx',
  },
  {
    name: 'code-highlight/browserStandIn',
    owner: 'plugins/features/code-highlight',
    kind: 'stand-in',
    package: 'prism-react-renderer',
    file: 'package.json',
    bundle: 'client',
    replaces: 'prism-react-renderer in the browser bundle',
    request: 'prism-react-renderer$',
    standIn: 'plugins/features/code-highlight/browserStandIn.ts',
  },
  {
    name: 'code-highlight/CodeBlockContent',
    owner: 'plugins/features/code-highlight',
    kind: 'replacement',
    package: '@docusaurus/theme-classic',
    file: 'lib/theme/CodeBlock/Content/index.js',
    bundle: 'client',
    replaces: "the theme's CodeBlock/Content, which runs Prism through <Highlight>",
    replacedBy: 'plugins/features/code-highlight/theme/CodeBlock/Content/index.tsx',
    upstreamSha256: '0d361f5894590ea483a8cd846925bf41d85301eed29e0cfb4dc515128ab35556',
  },
  {
    name: 'code-highlight/prismIncludeLanguages',
    owner: 'plugins/features/code-highlight',
    kind: 'replacement',
    package: '@docusaurus/theme-classic',
    file: 'lib/theme/prism-include-languages.js',
    bundle: 'client',
    replaces: "the theme's registration of extra Prism languages in the browser",
    replacedBy: 'plugins/features/code-highlight/theme/prism-include-languages.ts',
    upstreamSha256: '42fcb21218b4537fa0d7dc51caf7d78f88891e0d9b925be61555fee46fc29614',
  },
  {
    name: 'ssr-template/startScriptsAfterPaint',
    owner: 'plugins/delivery/ssr-template',
    kind: 'replacement',
    package: '@docusaurus/core',
    file: 'lib/ssg/ssgTemplate.html.js',
    bundle: 'server',
    replaces: "Docusaurus's page template, whose entry scripts are `defer`",
    replacedBy: 'plugins/delivery/ssr-template/ssrTemplate.ts',
    upstreamSha256: '5d6584e4a61b22d44bbbd7fe92a7a30352564b5a1dc89853a9bdbbf14d092597',
  },
  {
    name: 'chunk-names/ChunkAssetByIdPlugin',
    owner: 'plugins/delivery/chunk-names',
    kind: 'replacement',
    package: '@docusaurus/core',
    file: 'lib/webpack/plugins/ChunkAssetPlugin.js',
    bundle: 'client',
    replaces: "Docusaurus's ChunkAssetPlugin (`__webpack_require__.gca`)",
    replacedBy: 'plugins/delivery/chunk-names/index.ts',
    upstreamSha256: 'd1fdb10641cef8bb8460f9f9e48dc18d0f86065e8c6e6d7422d5be18147f3257',
  },
  {
    name: 'theme/BlogListPage',
    owner: 'src/theme',
    kind: 'replacement',
    package: '@docusaurus/theme-classic',
    file: 'lib/theme/BlogListPage/index.js',
    bundle: 'client',
    replaces: "the theme's blog list page, assembled again from the theme's own parts",
    replacedBy: 'src/theme/BlogListPage/index.tsx',
    upstreamSha256: 'bea76516bb7dfc75d6074736e2c412966f1edf0844849ecbc2eda5400d5cbdfe',
  },
  {
    name: 'theme/BlogArchivePage',
    owner: 'src/theme',
    kind: 'replacement',
    package: '@docusaurus/theme-classic',
    file: 'lib/theme/BlogArchivePage/index.js',
    bundle: 'client',
    replaces: "the theme's blog archive page, rebuilt with its hero inside <main> and the years as h2",
    replacedBy: 'src/theme/BlogArchivePage/index.tsx',
    upstreamSha256: '9a46c4deb232798c496e86cc96c34dbc4fb6be726402650bdae164815209bdc5',
  },
];

/**
 * The absolute path of a patch's target, resolved from the site; stops with a message naming the
 * patch when the file is gone.
 * @param {DependencyPatch} patch
 * @param {string} siteDir
 * @returns {string}
 */
function resolveTarget(patch, siteDir) {
  const packageDir = (require.resolve.paths(patch.package) ?? [])
    .concat(path.join(siteDir, 'node_modules'))
    .map((directory) => path.join(directory, patch.package))
    .find((directory) => existsSync(path.join(directory, 'package.json')));
  const target = packageDir && path.join(packageDir, patch.file);
  if (!target || !existsSync(target)) {
    throw new Error(
      `Dependency patch "${patch.name}" (${patch.owner}): ${patch.package}/${patch.file} is not installed any more. ` +
        `Check what the upgrade of ${patch.package} did to ${patch.replaces}, then update or remove the patch (dependency-patches/README.md).`,
    );
  }
  return target;
}

/**
 * Resolves every patch's target (called when the site's config loads): stops the build, naming
 * the patch, when an upgrade removed a file one of them is built on.
 * @param {string} siteDir
 */
function checkPatchTargets(siteDir) {
  for (const patch of dependencyPatches) resolveTarget(patch, siteDir);
}

/**
 * @param {readonly string[]} names
 * @returns {DependencyPatch[]}
 */
function patchesNamed(names) {
  return names.map((name) => {
    const patch = dependencyPatches.find((candidate) => candidate.name === name);
    if (!patch) throw new Error(`dependency-patches/registry.cjs has no patch named "${name}".`);
    return patch;
  });
}

/**
 * The bundler configuration that applies the named patches (all of one owner, for one bundle):
 * loader rules on the exact target file, aliases for stand-ins, and the plugin that fails the
 * build when one of them did not apply.
 * @param {readonly string[]} names
 * @param {string} siteDir
 * @returns {{ module: { rules: any[] }, resolve: { alias: Record<string, string> }, plugins: any[] }} typed loosely:
 *   Docusaurus types the config for webpack, the site builds with Rspack
 */
function patchConfig(names, siteDir) {
  const patches = patchesNamed(names);
  /** @type {Array<{ test: string, use: Array<{ loader: string }> }>} */
  const rules = [];
  /** @type {Record<string, string>} */
  const alias = {};
  /** @type {Array<{ patch: DependencyPatch, resource: string, loader?: string }>} */
  const expected = [];
  for (const patch of patches) {
    const target = resolveTarget(patch, siteDir);
    if (patch.kind === 'loader' && patch.loader) {
      const loader = path.join(siteDir, patch.loader);
      rules.push({ test: target, use: [{ loader }] });
      expected.push({ patch, resource: target, loader });
    } else if (patch.kind === 'stand-in' && patch.standIn && patch.request) {
      const standIn = path.join(siteDir, patch.standIn);
      alias[patch.request] = standIn;
      expected.push({ patch, resource: standIn });
    } else {
      throw new Error(`Dependency patch "${patch.name}" lacks its ${patch.kind === 'loader' ? 'loader' : 'stand-in module and request'}.`);
    }
  }
  return { module: { rules }, resolve: { alias }, plugins: [new VerifyPatchesApplied(expected)] };
}

/**
 * Fails the compilation, naming the patch, when a loader patch's target was not bundled through
 * its loader, or a stand-in module was not bundled at all: the rule or alias no longer matches
 * what the dependency imports.
 */
class VerifyPatchesApplied {
  /** @param {Array<{ patch: DependencyPatch, resource: string, loader?: string }>} expected */
  constructor(expected) {
    this.expected = expected;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('VerifyPatchesApplied', (compilation) => {
      compilation.hooks.finishModules.tap('VerifyPatchesApplied', (modules) => {
        /** @type {Map<string, string[]>} resource -> loaders */
        const bundled = new Map();
        for (const module of modules) {
          const { resource, loaders } = /** @type {{ resource?: string, loaders?: Array<{ loader: string }> }} */ (
            /** @type {unknown} */ (module)
          );
          if (resource) bundled.set(resource, [...(bundled.get(resource) ?? []), ...(loaders ?? []).map((item) => item.loader)]);
        }
        for (const { patch, resource, loader } of this.expected) {
          const loaders = bundled.get(resource);
          const applied = loaders !== undefined && (!loader || loaders.some((used) => used === loader || used.startsWith(`${loader}?`)));
          if (!applied) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `Dependency patch "${patch.name}" (${patch.owner}) did not apply: ${
                  loader
                    ? `${patch.package}/${patch.file} was not bundled through ${patch.loader}`
                    : `nothing imported ${patch.request}, so ${patch.standIn} was not bundled`
                }. Check how the installed ${patch.package} is built, then update or remove the patch (dependency-patches/README.md).`,
              ),
            );
          }
        }
      });
    });
  }
}

module.exports = { dependencyPatches, checkPatchTargets, patchConfig, resolveTarget, VerifyPatchesApplied };
