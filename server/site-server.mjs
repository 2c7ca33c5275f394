// @ts-check
/**
 * Serves the built site (build/) the way a static host does: clean URLs map to the .html files
 * Docusaurus writes with `trailingSlash: false`, `.html` addresses redirect to the clean URL, and
 * unknown paths answer 404 with the site's own not-found page. Responses carry the headers of
 * `build/_headers` (security headers and cache rules, see headers-file.mjs), and the brotli or
 * gzip file the build wrote next to each file when the client accepts it.
 * sirv does the file work (lookup, precompressed variants, ranges, ETags); this file is the glue.
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sirv from 'sirv';
import { headersFor, parseHeadersFile } from './headers-file.mjs';
import { listNotFoundPages, nearestNotFoundPage } from './not-found-pages.mjs';

/** `/a/b.html` and `/a/b/index.html` are old-style addresses of the page at `/a/b`. */
const htmlSuffix = /(?:\/index)?\.html$/;

/**
 * The clean address of a request for an `.html` file, or null when the path has no such suffix.
 * Leading slashes are folded so that `//host/x.html` cannot turn into a redirect to another host.
 * @param {string} url the request URL (path and query)
 * @returns {string | null}
 */
export function cleanHtmlUrl(url) {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 ? '' : url.slice(queryStart);
  if (!htmlSuffix.test(pathname)) return null;
  const clean = pathname.replace(htmlSuffix, '').replace(/^\/+/, '/') || '/';
  return clean + search;
}

/**
 * @param {{ root?: string }} [options]
 * @returns {import('node:http').Server}
 */
export function createSiteServer({ root = 'build' } = {}) {
  const dir = resolve(root);
  const notFoundPage = join(dir, '404.html');
  if (!existsSync(notFoundPage)) {
    throw new Error(`${notFoundPage} is missing: run \`npm run build\` before \`npm run serve\`.`);
  }
  const headersFile = join(dir, '_headers');
  if (!existsSync(headersFile)) {
    throw new Error(
      `${headersFile} is missing (scripts/write-host-headers.mjs writes it at the end of \`npm run build\`): run \`npm run build\` again before \`npm run serve\`.`,
    );
  }
  const rules = parseHeadersFile(readFileSync(headersFile, 'utf8'));
  // Each folder's not-found page (the root one and one per docs version), read once.
  const notFoundPages = new Map(
    listNotFoundPages(dir).map((page) => {
      const file = join(dir, page);
      return [page, { identity: readFileSync(file), br: existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : null }];
    }),
  );
  const serveFile = sirv(dir, { extensions: ['html'], etag: true, dev: false, brotli: true, gzip: true });

  return createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = req.url ?? '/';
    const cleanUrl = cleanHtmlUrl(url);
    if (cleanUrl) {
      res.writeHead(301, { Location: cleanUrl }).end();
      return;
    }
    const pathname = url.split('?')[0] ?? '/';
    // Set before sirv writes its own: its headers give way to ones already on the response, and
    // a 304 keeps them too.
    for (const [name, value] of Object.entries(headersFor(rules, pathname))) res.setHeader(name, value);
    // A byte range is a range of the file as stored, so range requests get the uncompressed file.
    if (req.headers.range) delete req.headers['accept-encoding'];
    const hostConfig = ['/_headers', '/_redirects', '/vercel.json'].includes(pathname);
    const answerNotFound = () => {
      const notFound = notFoundPages.get(nearestNotFoundPage(pathname, [...notFoundPages.keys()]) ?? '/404.html');
      if (!notFound) throw new Error('unreachable: the root 404.html was read at start');
      const brotli = notFound.br && /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const body = brotli && notFound.br ? notFound.br : notFound.identity;
      res.writeHead(404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': body.length,
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
        ...(brotli ? { 'Content-Encoding': 'br' } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    // The host configuration files are read by hosts, not browsers.
    if (hostConfig) answerNotFound();
    else serveFile(req, res, answerNotFound);
  });
}
