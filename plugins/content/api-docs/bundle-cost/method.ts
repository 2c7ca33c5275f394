/**
 * Part of the cache key, so changing any of it re-measures; bump `revision` when the measuring code
 * changes what a figure means.
 */
import type { BuildOptions } from 'esbuild';

export const bundleCostMethod = {
  revision: 2,
  esbuild: {
    bundle: true,
    minify: true,
    treeShaking: true,
    platform: 'browser',
    format: 'esm',
  } satisfies BuildOptions,
  gzipLevel: 9,
  /**
   * Not 11, which took 28 s of CPU on the 19 MB of cold bundles, over the 15 s budget; 10 is 2.5 times
   * as fast, with figures 1.5% larger at the median.
   */
  brotliQuality: 10,
  heaviest: { top: 3, minShare: 0.1, minBytes: 1024 },
  /** Less is noise from module order, not a reason to pick one import over the other. */
  standaloneDiffers: { share: 0.02, bytes: 200 },
} as const;

export const methodSentence =
  'Measured when this page was built: esbuild bundles the import alone for the browser as an ES module, minified and tree-shaken, ' +
  `from this exact release; gzip at level ${bundleCostMethod.gzipLevel}, brotli at quality ${bundleCostMethod.brotliQuality}.`;
