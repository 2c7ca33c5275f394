// @ts-check
/**
 * Writes `file.br` and `file.gz` next to every compressible file of the build, so that
 * `npm run serve` (sirv) and static hosts that look for precompressed files send them as they
 * are instead of compressing on every request. Run by scripts/build.mjs after the build.
 *
 * Brotli's best setting (quality 11) is about 60x slower than quality 5 for about 10% fewer
 * bytes, so it is kept for the files every page loads first (the entry scripts and the
 * stylesheet) and the search index files, which every first search downloads (a 1.5 MB index:
 * 171 KB against 207 KB at quality 5, for 2 s of build time each); the ~1000 pages and chunks get quality 5 (quality 9 would cost 3x the time for
 * 2% fewer bytes), and gzip its default level. The work is spread over libuv's thread pool.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.xsl', '.txt', '.md', '.map', '.webmanifest']);
/** Below this a response fits in a packet or two either way. */
const minimumBytes = 1024;
/** The first files of every page and the search indexes, worth brotli's slowest setting. */
const criticalFile = /^(?:assets\/(?:css\/styles|js\/(?:main|runtime~main))\.[\w-]+\.(?:css|js)|search-index\/[\w.-]+\.json)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** @param {string} directory @returns {AsyncGenerator<string>} */
async function* filesUnder(directory) {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * @param {string} root the build directory
 * @returns {Promise<{ files: number, rawBytes: number, brotliBytes: number, gzipBytes: number }>}
 */
export async function precompress(root) {
  const paths = [];
  for await (const path of filesUnder(root)) {
    if (compressible.has(extname(path)) && (await stat(path)).size >= minimumBytes) paths.push(path);
  }
  const totals = { files: 0, rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  // A few files at a time: enough to keep the thread pool busy without holding the whole build in memory.
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const data = await readFile(path);
      const quality = criticalFile.test(relative(root, path).split('\\').join('/')) ? 11 : 5;
      const [br, gz] = await Promise.all([
        brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gzipAsync(data, { level: 6 }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      totals.files += 1;
      totals.rawBytes += data.length;
      totals.brotliBytes += br.length;
      totals.gzipBytes += gz.length;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return totals;
}
