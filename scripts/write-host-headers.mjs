// @ts-check
/**
 * Writes the site's HTTP headers (server/headers-file.mjs) to `build/_headers` (Cloudflare Pages,
 * Netlify) and `build/vercel.json`, and Netlify's not-found rules to `build/_redirects`, after every
 * page is written: the Content-Security-Policy lists the hash of each inline script the pages carry (Docusaurus's colour-mode script, the
 * client-side redirect pages' scripts), so they run while any injected inline script would not.
 * Run by scripts/build.mjs after `docusaurus build`, whose plugins write pages until it exits.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { selectAll } from 'css-select';
import { getAttributeValue, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';

import { docsPathsAllowingEval } from '../plugins/features/live-examples/evalPolicy';
import { configuredOrigins, exampleRunnerPath, formatHeadersFile, formatVercelConfig, siteHeaderRules } from '../server/headers-file.mjs';
import { formatNetlifyNotFoundRules, listNotFoundPages } from '../server/not-found-pages.mjs';

/** Script types a browser executes; anything else (JSON-LD) is data and needs no CSP entry. */
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The CSP source expressions (`sha256-...`) of a page's inline scripts, hashed over the text
 * exactly as written, which is what the browser hashes.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  return selectAll('script:not([src])', parseDocument(html))
    .filter((script) => executableTypes.has((getAttributeValue(/** @type {any} */ (script), 'type') ?? '').trim().toLowerCase()))
    .map((script) => `sha256-${createHash('sha256').update(textContent(script)).digest('base64')}`);
}

/** Every HTML file under `directory`, at any depth. @param {string} directory @returns {AsyncGenerator<string>} */
export async function* htmlFilesUnder(directory) {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* htmlFilesUnder(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/**
 * @param {string} outDir the build directory
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ pages: number, inlineScripts: number, rules: import('../server/headers-file.mjs').HeaderRule[] }>}
 */
export async function writeHostHeaders(outDir, env) {
  const hashes = new Set();
  let pages = 0;
  const runnerDir = join(outDir, exampleRunnerPath);
  for await (const file of htmlFilesUnder(outDir)) {
    // The sandbox frame's page has a policy of its own; its script has no place in the pages'.
    if (file.startsWith(runnerDir)) continue;
    pages += 1;
    for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
  }
  const runnerPage = join(runnerDir, 'index.html');
  const exampleRunnerScriptHashes = inlineScriptHashes(await readFile(runnerPage, 'utf8'));
  if (exampleRunnerScriptHashes.length === 0)
    throw new Error(`${runnerPage} has no inline script: the live-examples plugin writes it, run \`npm run build\`.`);
  const rules = siteHeaderRules({
    inlineScriptHashes: [...hashes].sort(),
    exampleRunnerScriptHashes,
    evalPaths: docsPathsAllowingEval,
    ...configuredOrigins(env),
  });
  await writeFile(join(outDir, '_headers'), formatHeadersFile(rules));
  await writeFile(join(outDir, 'vercel.json'), formatVercelConfig(rules));
  // Netlify serves only the root 404.html unless told; Cloudflare Pages finds the nearest by itself.
  await writeFile(join(outDir, '_redirects'), formatNetlifyNotFoundRules(listNotFoundPages(outDir)));
  return { pages, inlineScripts: hashes.size, rules };
}
