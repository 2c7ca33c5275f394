// @ts-check
const { replaceInDependency } = require('../../../../dependency-patches/replaceInDependency.cjs');
/**
 * Rspack loader for @docusaurus/core's client `docusaurus.js`: link prefetching at idle time.
 *
 * Every `<Link>` has its own IntersectionObserver. Right after hydration, the browser reports all
 * the links in view in one task, and Docusaurus prefetches each of them there and then. On an
 * API page that is about 50 links: matching the route tree and adding a `<link rel=prefetch>`
 * each made one task of about 90 ms on a desktop, which a phone turns into several hundred
 * milliseconds of blocked input. Prefetches are for the next page, so each link's work now
 * waits for an idle period (at most 2 s) and runs as a task of its own. A link is still
 * prefetched once and only when visible; hover preloading is unchanged. The build fails if
 * the code is not found, so a Docusaurus upgrade cannot drop or break the change silently.
 */
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
