// @ts-check
/**
 * Which not-found page answers an unknown address: the nearest `404.html` up the address's path,
 * as Cloudflare Pages chooses it. The build writes one per docs version besides the root one
 * (plugins/content/version-not-found-pages), so that a page hydrated at `/docs/7.0.0/...` was rendered
 * inside 7.0.0. `npm run serve` uses this directly; Netlify gets the same choice as `_redirects`.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The site paths of every `404.html` under `dir` ("/404.html", "/docs/7.0.0/404.html", ...).
 * @param {string} dir
 * @returns {string[]}
 */
export function listNotFoundPages(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === '404.html' || file.endsWith(`${sep}404.html`))
    .map((file) => `/${relative(dir, join(dir, file)).split(sep).join('/')}`);
}

/**
 * The not-found page for `pathname`: the one in the deepest folder that contains the path.
 * @param {string} pathname the request path, without query
 * @param {readonly string[]} pages site paths of the 404.html files
 * @returns {string | undefined}
 */
export function nearestNotFoundPage(pathname, pages) {
  return pages.filter((page) => pathname.startsWith(page.slice(0, -'404.html'.length))).sort((a, b) => b.length - a.length)[0];
}

/**
 * Netlify's `_redirects` lines that serve each folder's 404.html with status 404. Netlify applies
 * a rule only when no file matches the address, and the first matching rule, so deeper folders
 * come first; the root 404.html needs no rule.
 * @param {readonly string[]} pages
 * @returns {string}
 */
export function formatNetlifyNotFoundRules(pages) {
  const lines = pages
    .filter((page) => page !== '/404.html')
    .sort((a, b) => b.length - a.length || a.localeCompare(b))
    .map((page) => `${page.slice(0, -'404.html'.length)}*  ${page}  404`);
  return `# Written by \`npm run build\` (scripts/write-host-headers.mjs): each folder's own not-found page.\n${lines.join('\n')}\n`;
}
