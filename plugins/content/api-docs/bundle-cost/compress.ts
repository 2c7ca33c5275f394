/**
 * Compressed sizes on libuv's thread pool. Brotli is the slowest step (1.5 MB/s), so identical
 * bundles are compressed once, and `limit` leaves a core to the generator while it reads JSDoc.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import { bundleCostMethod } from './method';
import type { BundleSizes } from './types';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface Compressor {
  /** `brotli: false` reports 0, for a bundle whose brotli figure nobody shows. */
  (code: Uint8Array, options?: { readonly brotli?: boolean }): Promise<BundleSizes>;
  setLimit(limit: number): void;
}

async function sizesOf(code: Uint8Array, brotli: boolean): Promise<BundleSizes> {
  const [gzipped, brotlied] = await Promise.all([
    gzipAsync(code, { level: bundleCostMethod.gzipLevel }),
    brotli
      ? brotliAsync(code, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: bundleCostMethod.brotliQuality,
            [constants.BROTLI_PARAM_SIZE_HINT]: code.byteLength,
          },
        })
      : null,
  ]);
  return { minified: code.byteLength, gzip: gzipped.byteLength, brotli: brotlied?.byteLength ?? 0 };
}

export function createCompressor(initialLimit = 1): Compressor {
  const seen = new Map<string, Promise<BundleSizes>>();
  const waiting: (() => void)[] = [];
  let limit = Math.max(1, initialLimit);
  let running = 0;
  const next = () => {
    while (running < limit && waiting.length > 0) {
      running += 1;
      waiting.shift()!();
    }
  };
  const slot = () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      next();
    });

  const compress = (code: Uint8Array, options: { readonly brotli?: boolean } = {}) => {
    const brotli = options.brotli ?? true;
    const digest = `${createHash('sha1').update(code).digest('hex')}${brotli ? '' : '-gzip'}`;
    let sizes = seen.get(digest);
    if (!sizes) {
      sizes = slot().then(() =>
        sizesOf(code, brotli).finally(() => {
          running -= 1;
          next();
        }),
      );
      seen.set(digest, sizes);
    }
    return sizes;
  };
  return Object.assign(compress, {
    setLimit(value: number) {
      limit = Math.max(1, value);
      next();
    },
  });
}
