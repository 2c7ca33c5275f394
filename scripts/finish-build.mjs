// @ts-check
/**
 * What `npm run build` does after `docusaurus build`: the hosts' header files, the same policies
 * in the pages as meta tags, robots.txt, and precompressed copies of every file.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { site } from '../src/data/site';
import { precompress } from './precompress.mjs';
import { writeHostHeaders } from './write-host-headers.mjs';
import { writePagePolicies } from './write-page-policies.mjs';

/** @param {string} outDir @param {NodeJS.ProcessEnv} env */
export async function finishBuild(outDir, env) {
  const headers = await writeHostHeaders(outDir, env);
  console.log(`[INFO] Wrote _headers and vercel.json: ${headers.inlineScripts} inline script hashes from ${headers.pages} pages.`);
  const withPolicy = await writePagePolicies(outDir, headers.rules);
  console.log(`[INFO] Wrote the Content-Security-Policy into ${withPolicy} pages as a meta tag, for hosts that send no headers.`);
  // Crawlers may read everything; the sitemap (the sitemap plugin's) lists the pages to index.
  await writeFile(join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`);
  const started = performance.now();
  const { files, rawBytes, brotliBytes, gzipBytes } = await precompress(outDir);
  const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `[INFO] Precompressed ${files} files in ${((performance.now() - started) / 1000).toFixed(1)} s: ${mb(rawBytes)} -> ${mb(brotliBytes)} brotli, ${mb(gzipBytes)} gzip.`,
  );
}
