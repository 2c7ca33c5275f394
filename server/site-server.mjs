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
import { join, posix, resolve } from 'node:path';
import sirv from 'sirv';
import { exampleRunnerPath, headersFor, parseHeadersFile } from './headers-file.mjs';
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
 * The path a request names, as the file lookup will read it: decoded once (as sirv decodes it),
 * backslashes taken for slashes, `.` and `..` resolved inside the site, slashes folded. Null for
 * a path that cannot be decoded or holds a NUL.
 * @param {string} url the request URL (path and query)
 * @returns {string | null}
 */
export function normalizedPath(url) {
  const raw = url.split('?')[0] ?? '/';
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  return posix.normalize(`/${decoded.replace(/\\/g, '/')}`).replace(/\/{2,}/g, '/');
}

/** Files hosts read and browsers never should, with the precompressed copies the build writes. */
const hostConfigFile = /^\/(?:_headers|_redirects|vercel\.json)(?:\.(?:br|gz))?\/*$/i;

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
  /** Whether a site path is a page Docusaurus wrote (`x.html` or `x/index.html`). */
  const isPage = (/** @type {string} */ sitePath) =>
    existsSync(join(dir, `${sitePath}.html`)) || existsSync(join(dir, sitePath, 'index.html'));
  const serveFile = sirv(dir, { extensions: ['html'], etag: true, dev: false, brotli: true, gzip: true });

  return createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = req.url ?? '/';
    const path = normalizedPath(url);
    if (path === null) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request path');
      return;
    }
    const cleanUrl = cleanHtmlUrl(url);
    if (cleanUrl) {
      res.writeHead(301, { Location: cleanUrl }).end();
      return;
    }
    // trailingSlash: false: a page's address has none, so `/docs/api/along/` moves to `/docs/api/along`
    // (308 keeps the method). The sandbox frame's folder is no page, and keeps its slash.
    const withoutSlash = path.replace(/\/+$/, '');
    if (withoutSlash && path !== withoutSlash && `${withoutSlash}/` !== exampleRunnerPath && isPage(withoutSlash)) {
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      res.writeHead(308, { Location: withoutSlash + query }).end();
      return;
    }
    // Set before sirv writes its own: its headers give way to ones already on the response, and
    // a 304 keeps them too.
    for (const [name, value] of Object.entries(headersFor(rules, path))) res.setHeader(name, value);
    // A byte range is a range of the file as stored, so range requests get the uncompressed file.
    if (req.headers.range) delete req.headers['accept-encoding'];
    // Judged on the path as the file lookup reads it (`/%5Fheaders`, `/vercel.json/`, `/_headers.br`).
    const hostConfig = hostConfigFile.test(path);
    const answerNotFound = () => {
      const notFound = notFoundPages.get(nearestNotFoundPage(path, [...notFoundPages.keys()]) ?? '/404.html');
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
