// @ts-check
const { replaceInDependency } = require('../../../../dependency-patches/replaceInDependency.cjs');
// Every link in view was prefetched in one long task after hydration, blocking input; each now waits for an idle period of its own.
// Registered as route-data/prefetchWhenIdle in dependency-patches/registry.cjs.
// The link's route may be in a docs version whose routes are not loaded yet (plugins/delivery/route-data).
const routeShardsModule = require('node:path').join(__dirname, '../client/routeShards.ts');
const original =
  /const prefetch = \(routePath\) => \{\s*if \(!canPrefetch\(routePath\)\) \{\s*return false;\s*\}\s*fetched\.add\(routePath\);([\s\S]*?)\n\};\nconst preload/;

/**
 * @this {{ resourcePath: string }}
 * @param {string} source
 */
module.exports = function prefetchWhenIdle(source) {
  return replaceInDependency({
    source,
    resourcePath: this.resourcePath,
    loader: 'plugins/delivery/route-data/prefetch/prefetchWhenIdle.cjs',
    original,
    replacement: (match) => `import { ensureRouteShards } from ${JSON.stringify(routeShardsModule)};
const whenIdle = () => new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 1);
});
const prefetch = (routePath) => {
    if (!canPrefetch(routePath)) {
        return false;
    }
    fetched.add(routePath);
    // A link into a docs version whose routes fail to load is not prefetched (following it tries again).
    return whenIdle().then(() => ensureRouteShards(routePath)).then(() => {${match[1]}
    }, () => undefined);
};
const preload`,
    missing: 'the prefetch function it defers',
    advice: 'Check how this Docusaurus version prefetches links',
  });
};
