// @ts-check
/**
 * `npm run build` (run with tsx, since the headers writer reads the TypeScript data modules): `docusaurus build`, failing on any warning as well as on errors. Docusaurus
 * only warns about some problems (broken Markdown links, MDX oddities); a docs site whose pages
 * are generated should have none, so a warning stops the build with its own message above.
 * Then it writes the hosts' header files (scripts/write-host-headers.mjs), the same policies into
 * the pages (scripts/write-page-policies.mjs) and robots.txt, and precompresses the output
 * (scripts/precompress.mjs).
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { site } from '../src/data/site';
import { precompress } from './precompress.mjs';
import { writeHostHeaders } from './write-host-headers.mjs';
import { writePagePolicies } from './write-page-policies.mjs';

const child = spawn(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', ...process.argv.slice(2)], {
  stdio: ['inherit', 'pipe', 'pipe'],
});

/** @type {string[]} */
const warnings = [];
for (const [stream, sink] of /** @type {const} */ ([
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
])) {
  stream.on('data', (chunk) => {
    sink.write(chunk);
    for (const line of chunk.toString().split('\n')) {
      if (line.includes('[WARNING]')) warnings.push(line.trim());
    }
  });
}

child.on('exit', async (code) => {
  if (code === 0 && warnings.length > 0) {
    console.error(`\nThe build printed ${warnings.length} warning(s); fix them (first: ${warnings[0]}).`);
    process.exit(1);
  }
  if (code !== 0) process.exit(code ?? 1);
  const outDir = outDirArgument(process.argv.slice(2)) ?? 'build';
  const headers = await writeHostHeaders(outDir, process.env);
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
});

/** `--out-dir D` / `--out-dir=D`, as docusaurus build reads it. @param {string[]} args */
function outDirArgument(args) {
  const index = args.findIndex((arg) => arg === '--out-dir' || arg.startsWith('--out-dir='));
  if (index === -1) return undefined;
  return args[index].includes('=') ? args[index].split('=')[1] : args[index + 1];
}
