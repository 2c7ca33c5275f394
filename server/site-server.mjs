// @ts-check
/**
 * Serves the built site (build/) the way a static host does: clean URLs map to the .html files
 * Docusaurus writes with `trailingSlash: false`, `.html` addresses redirect to the clean URL, and
 * unknown paths answer 404 with the site's own not-found page. sirv does the file work (lookup, ranges, ETags); this file is the glue.
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sirv from 'sirv';

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
  const notFoundHtml = readFileSync(notFoundPage);
  const serveFile = sirv(dir, { extensions: ['html'], etag: true, dev: false });

  return createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const cleanUrl = cleanHtmlUrl(req.url ?? '/');
    if (cleanUrl) {
      res.writeHead(301, { Location: cleanUrl }).end();
      return;
    }
    serveFile(req, res, () => {
      res.writeHead(404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': notFoundHtml.length,
        'Cache-Control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : notFoundHtml);
    });
  });
}
