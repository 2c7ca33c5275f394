// @ts-check
/**
 * Puts each page's Content-Security-Policy into the page itself, as
 * `<meta http-equiv="Content-Security-Policy">` right after its charset, for hosts that send no
 * headers of ours: GitHub Pages, where turfjs.org is deployed, reads no `_headers` file. The
 * policy is the one the header rules give that page's address (server/headers-file.mjs), so the two
 * agree wherever both arrive. A meta policy cannot carry `frame-ancestors` or `sandbox`: on such a
 * host any site may frame the pages, and the examples' frame relies on its iframe's `sandbox`
 * attribute alone. The headers keep both for hosts that read them.
 * Run by scripts/build.mjs after the header files are written, before precompression.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { relative, sep } from 'node:path';

import { headersFor } from '../server/headers-file.mjs';
import { htmlFilesUnder } from './write-host-headers.mjs';

/** Directives a browser ignores in a meta policy (CSP 3, section 3.3). */
const headerOnly = /^(?:frame-ancestors|sandbox|report-uri|report-to)\b/;

/** @param {string} policy */
export const metaPolicy = (policy) =>
  policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !headerOnly.test(directive))
    .join('; ');

/**
 * The address a built HTML file answers at (`docs/api/along.html` -> `/docs/api/along`). A folder's
 * index keeps its slash, which is how the examples' frame is asked for (`/example-runner/`) and
 * how its own header rule names it. @param {string} file
 */
function addressOf(file) {
  const path = `/${file.split(sep).join('/')}`.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return path.endsWith('/404') ? `${path.slice(0, -4)}/no-such-page` : path;
}

/** @param {string} html @param {string} policy */
export function withPolicyMeta(html, policy) {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">`;
  const charset = /<meta charset=["']?utf-8["']?\s*\/?>/i.exec(html);
  if (!charset) throw new Error('a page without <meta charset> cannot take its policy right after it');
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}${tag}${html.slice(at)}`;
}

/**
 * @param {string} outDir the build directory
 * @param {import('../server/headers-file.mjs').HeaderRule[]} rules the header rules the build wrote
 * @returns {Promise<number>} how many pages got their policy
 */
export async function writePagePolicies(outDir, rules) {
  let pages = 0;
  for await (const file of htmlFilesUnder(outDir)) {
    const policy = headersFor(rules, addressOf(relative(outDir, file)))['Content-Security-Policy'];
    if (!policy) continue;
    const html = await readFile(file, 'utf8');
    if (html.includes('http-equiv="Content-Security-Policy"')) continue;
    await writeFile(file, withPolicyMeta(html, metaPolicy(policy)));
    pages += 1;
  }
  return pages;
}
