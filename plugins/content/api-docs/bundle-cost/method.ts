/**
 * How a function's bundle cost is measured, in one place: the esbuild options, the compression
 * settings and the thresholds. The whole object is part of the cache key (cache.ts), so changing
 * any of it re-measures; bump `revision` when the code that measures changes what a figure means.
 */
import type { BuildOptions } from 'esbuild';

export const bundleCostMethod = {
  revision: 2,
  /** What a reader's bundler does with `import { fn } from '@turf/turf'` for a web page. */
  esbuild: {
    bundle: true,
    minify: true,
    treeShaking: true,
    platform: 'browser',
    format: 'esm',
  } satisfies BuildOptions,
  gzipLevel: 9,
  /**
   * Not 11: quality 11 compresses about 0.7 MB/s here, and the cold measurement compresses about
   * 19 MB of bundles (@turf/helpers 7.0.0 imports deep-equal, so every 7.0.0 function but clone
   * carries about 66 KB of it), which alone took about 28 s of CPU and put the measurement over
   * its 15 s budget on two cores. Quality 10 is
   * 2.5 times as fast; its figures are 1.5% larger at the median (from 2.5% smaller to 2% larger
   * for bundles over 1 KB). scripts/precompress.mjs makes the same trade for the site's own files.
   */
  brotliQuality: 10,
  /** The packages named as "mostly from": at most `top`, each at least `minShare` of the bundle and `minBytes` (smaller is trivia). */
  heaviest: { top: 3, minShare: 0.1, minBytes: 1024 },
  /**
   * A package bundle is shown beside the `@turf/turf` one only when they differ by more than this
   * (gzip): less is noise from module order, not a reason to pick one import over the other.
   */
  standaloneDiffers: { share: 0.02, bytes: 200 },
} as const;

/** One sentence for readers: how the figures were made. */
export const methodSentence =
  'Measured when this page was built: esbuild bundles the import alone for the browser as an ES module, minified and tree-shaken, ' +
  `from this exact release; gzip at level ${bundleCostMethod.gzipLevel}, brotli at quality ${bundleCostMethod.brotliQuality}.`;
