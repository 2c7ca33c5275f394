import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { cleanHtmlUrl, createSiteServer } from '../../server/site-server.mjs';
import {
  exampleRunnerPolicy,
  configuredOrigins,
  formatHeadersFile,
  formatVercelConfig,
  headersFor,
  parseHeadersFile,
  siteHeaderRules,
} from '../../server/headers-file.mjs';
import { inlineScriptHashes } from '../../scripts/write-host-headers.mjs';
import { formatNetlifyNotFoundRules, listNotFoundPages, nearestNotFoundPage } from '../../server/not-found-pages.mjs';

const introHtml = '<h1>Introduction</h1>'.padEnd(4000, ' ');
const script = 'console.log("x".repeat(1000));'.repeat(40);

/** A miniature build folder laid out as Docusaurus writes it with trailingSlash: false, with the
 * host header file and the precompressed variants `npm run build` adds. */
function makeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-server-'));
  mkdirSync(join(dir, 'docs'));
  mkdirSync(join(dir, 'assets', 'js'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(dir, 'docs', 'intro.html'), introHtml);
  writeFileSync(join(dir, 'docs', 'intro.html.br'), brotliCompressSync(introHtml));
  writeFileSync(join(dir, 'docs', 'intro.html.gz'), gzipSync(introHtml));
  writeFileSync(join(dir, 'assets', 'js', 'main.0123abcd.js'), script);
  writeFileSync(join(dir, 'assets', 'js', 'main.0123abcd.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, '404.html'), '<h1>Page Not Found</h1>');
  mkdirSync(join(dir, 'docs', '7.0.0'));
  writeFileSync(join(dir, 'docs', '7.0.0', '404.html'), '<h1>Page Not Found in 7.0.0</h1>');
  mkdirSync(join(dir, 'example-runner'));
  writeFileSync(join(dir, 'example-runner', 'index.html'), '<title>runner</title>');
  writeFileSync(join(dir, 'vercel.json'), '{"secret":"host config"}');
  writeFileSync(join(dir, 'vercel.json.br'), brotliCompressSync('{"secret":"host config"}'));
  writeFileSync(join(dir, '_redirects'), '/docs/* /docs/404.html 404');
  writeFileSync(
    join(dir, '_headers'),
    formatHeadersFile(
      siteHeaderRules({ inlineScriptHashes: ['sha256-abc='], exampleRunnerScriptHashes: ['sha256-frame='], evalPaths: ['/docs/6.5.0'] }),
    ),
  );
  return dir;
}

describe('site server', () => {
  let dir: string;
  let server: Server;
  let base: string;

  before(async () => {
    dir = makeBuild();
    server = createSiteServer({ root: dir });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the home page at /', async () => {
    const response = await fetch(`${base}/`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /text\/html/);
    assert.equal(await response.text(), '<h1>Home</h1>');
  });

  it('maps a clean URL to its .html file', async () => {
    const response = await fetch(`${base}/docs/intro`);
    assert.equal(response.status, 200);
    assert.equal(await response.text(), introHtml);
  });

  it('answers 404 with the not-found page for unknown paths', async () => {
    const response = await fetch(`${base}/no/such/page`);
    assert.equal(response.status, 404);
    assert.equal(await response.text(), '<h1>Page Not Found</h1>');
  });

  it('answers HEAD without a body', async () => {
    const response = await fetch(`${base}/docs/intro`, { method: 'HEAD' });
    assert.equal(response.status, 200);
    assert.equal(await response.text(), '');
  });

  it('refuses methods a static site has no use for', async () => {
    const response = await fetch(`${base}/`, { method: 'POST', body: 'x' });
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'GET, HEAD');
  });

  it('does not serve files outside the build folder', async () => {
    const response = await fetch(`${base}/..%2f..%2fetc/passwd`);
    assert.equal(response.status, 404);
  });

  it('redirects .html addresses to the clean URL, keeping the query', async () => {
    for (const [path, location] of [
      ['/docs/intro.html', '/docs/intro'],
      ['/docs/intro/index.html?q=1', '/docs/intro?q=1'],
      ['/index.html', '/'],
    ]) {
      const response = await fetch(`${base}${path}`, { redirect: 'manual' });
      assert.equal(response.status, 301, path);
      assert.equal(response.headers.get('location'), location, path);
    }
  });

  it('sends the precompressed file the client accepts, with the original type', async () => {
    const brotli = await fetch(`${base}/docs/intro`, { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(brotli.headers.get('content-encoding'), 'br');
    assert.match(brotli.headers.get('content-type') ?? '', /text\/html/);
    assert.equal(brotli.headers.get('vary'), 'Accept-Encoding');
    assert.equal(await brotli.text(), introHtml, 'fetch decodes the brotli body back to the page');
    const gzip = await fetch(`${base}/docs/intro`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers.get('content-encoding'), 'gzip');
    const identity = await fetch(`${base}/docs/intro`, { headers: { 'accept-encoding': 'identity' } });
    assert.equal(identity.headers.get('content-encoding'), null);
    assert.equal(identity.headers.get('content-length'), String(introHtml.length));
  });

  it('caches hashed assets for a year and makes HTML revalidate', async () => {
    const asset = await fetch(`${base}/assets/js/main.0123abcd.js`);
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.match(asset.headers.get('content-type') ?? '', /javascript/);
    const page = await fetch(`${base}/docs/intro`);
    assert.equal(page.headers.get('cache-control'), 'public, max-age=0, must-revalidate');
    const etag = page.headers.get('etag');
    assert.ok(etag);
    const again = await fetch(`${base}/docs/intro`, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
    assert.equal(again.headers.get('cache-control'), 'public, max-age=0, must-revalidate');
  });

  it('sends the security headers on pages, assets and the 404', async () => {
    for (const path of ['/', '/docs/intro', '/assets/js/main.0123abcd.js', '/no/such/page']) {
      const response = await fetch(`${base}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      assert.match(csp, /default-src 'self'/, path);
      assert.match(csp, /script-src 'self' 'sha256-abc='/, path);
      assert.doesNotMatch(csp, /unsafe-eval/, path);
      assert.match(csp, /frame-ancestors 'none'/, path);
      assert.equal(response.headers.get('x-frame-options'), 'DENY', path);
      assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/, path);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path);
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', path);
    }
  });

  it("allows evaluating strings only on the pages of the docs versions that need it, and in the examples' frame", async () => {
    for (const path of ['/docs/6.5.0', '/docs/6.5.0/', '/docs/6.5.0/api/along']) {
      const csp = (await fetch(`${base}${path}`)).headers.get('content-security-policy') ?? '';
      assert.match(csp, /script-src 'self' 'unsafe-eval' 'sha256-abc='/, path);
      assert.match(csp, /frame-ancestors 'none'/, path);
    }
    for (const path of ['/docs/6.5.00/x', '/docs/7.1.0/api/along', '/playground']) {
      assert.doesNotMatch((await fetch(`${base}${path}`)).headers.get('content-security-policy') ?? '', /unsafe-eval/, path);
    }
    const frame = await fetch(`${base}/example-runner/`);
    assert.equal(frame.headers.get('content-security-policy'), exampleRunnerPolicy(['sha256-frame=']));
    assert.equal(frame.headers.get('x-frame-options'), 'SAMEORIGIN');
  });

  it('answers a byte range with 206 and exactly those bytes of the uncompressed file', async () => {
    const response = await fetch(`${base}/assets/js/main.0123abcd.js`, { headers: { range: 'bytes=8-19', 'accept-encoding': 'br' } });
    assert.equal(response.status, 206);
    assert.equal(response.headers.get('content-range'), `bytes 8-19/${script.length}`);
    assert.equal(response.headers.get('content-encoding'), null);
    assert.equal(await response.text(), script.slice(8, 20));
    const beyond = await fetch(`${base}/assets/js/main.0123abcd.js`, { headers: { range: `bytes=${script.length + 10}-` } });
    assert.equal(beyond.status, 416);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await fetch(`${base}/assets/js/main.0123abcd.js`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-length'), String(script.length));
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(await response.text(), '');
  });

  it("answers 404 under a docs version with that version's not-found page, elsewhere with the root one", async () => {
    for (const [path, body] of [
      ['/docs/7.0.0/api/no-such-function', '<h1>Page Not Found in 7.0.0</h1>'],
      ['/docs/7.0.0x/intro', '<h1>Page Not Found</h1>'],
      ['/docs/no-such-page', '<h1>Page Not Found</h1>'],
    ]) {
      const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
      assert.equal(response.status, 404, path);
      assert.equal(await response.text(), body, path);
    }
  });

  it('does not publish the host configuration files, however the path is written', async () => {
    for (const file of ['_headers', '_redirects', 'vercel.json']) assert.equal((await fetch(`${base}/${file}`)).status, 404, file);
    for (const path of [
      '/_headers/',
      '/_redirects/',
      '/vercel.json/',
      '/%5Fheaders',
      '/%5F%68eaders',
      '/vercel.json.br',
      '/docs/../_headers',
      '/docs/..%2f_headers',
      '/docs/%2e%2e/vercel.json',
      '/%5c_headers',
      '/docs%5c..%5c_redirects',
      '//_headers',
      '/_HEADERS',
    ]) {
      const response = await fetch(`${base}${path}`, { redirect: 'manual' });
      const body = await response.text();
      assert.ok(![200, 206, 304].includes(response.status), `${path}: ${response.status}`);
      assert.doesNotMatch(body, /host config|Content-Security-Policy|\/docs\/404\.html 404/, path);
    }
  });

  it('answers malformed paths without serving or failing: double encoding, NUL, broken escapes', async () => {
    const cases: [string, number][] = [
      ['/%255Fheaders', 404],
      ['/%00', 400],
      ['/_headers%00.html', 400],
      ['/%E0%A4%A', 400],
      ['/..%252f..%252fetc/passwd', 404],
      ['/%2e%2e/%2e%2e/etc/passwd', 404],
    ];
    for (const [path, status] of cases) {
      const response = await fetch(`${base}${path}`, { redirect: 'manual' });
      assert.equal(response.status, status, path);
      assert.doesNotMatch(await response.text(), /host config|root:/, path);
    }
  });

  it('moves a page address with a trailing slash to the one without (308), keeping the query', async () => {
    for (const [path, location] of [
      ['/docs/intro/', '/docs/intro'],
      ['/docs/intro//', '/docs/intro'],
      ['/docs/intro/?q=1', '/docs/intro?q=1'],
      ['//docs//intro/', '/docs/intro'],
    ]) {
      const response = await fetch(`${base}${path}`, { redirect: 'manual' });
      assert.equal(response.status, 308, path);
      assert.equal(response.headers.get('location'), location, path);
    }
    assert.equal((await fetch(`${base}/example-runner/`, { redirect: 'manual' })).status, 200, 'the sandbox frame keeps its slash');
    assert.equal((await fetch(`${base}/no-such-page/`, { redirect: 'manual' })).status, 404);
  });

  it('refuses to start without the header file, naming it and the fix', () => {
    const partial = mkdtempSync(join(tmpdir(), 'site-server-partial-'));
    try {
      writeFileSync(join(partial, '404.html'), 'x');
      assert.throws(
        () => createSiteServer({ root: partial }),
        /_headers is missing \(scripts\/write-host-headers\.mjs writes it at the end of `npm run build`\): run `npm run build` again/,
      );
    } finally {
      rmSync(partial, { recursive: true, force: true });
    }
  });

  it('refuses to start without a build', () => {
    const empty = mkdtempSync(join(tmpdir(), 'site-server-empty-'));
    try {
      assert.throws(() => createSiteServer({ root: empty }), /404\.html is missing: run `npm run build`/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('cleanHtmlUrl', () => {
  it('leaves addresses without .html alone', () => {
    assert.equal(cleanHtmlUrl('/docs/intro'), null);
    assert.equal(cleanHtmlUrl('/docs/intro?x=.html'), null);
  });

  it('never produces a protocol-relative redirect to another host', () => {
    assert.equal(cleanHtmlUrl('//evil.example/x.html'), '/evil.example/x');
    assert.equal(cleanHtmlUrl('///evil.example/index.html?a=b'), '/evil.example?a=b');
  });
});

describe('host header rules', () => {
  const rules = siteHeaderRules({ inlineScriptHashes: ['sha256-one=', 'sha256-two='], exampleRunnerScriptHashes: ['sha256-frame='] });

  it('round-trips through the _headers file', () => {
    const parsed = parseHeadersFile(formatHeadersFile(rules));
    for (const path of ['/', '/docs/api/along', '/assets/js/main.1.js', '/search-index/x.json']) {
      assert.deepEqual(headersFor(parsed, path), headersFor(rules, path), path);
    }
  });

  it('gives hashed assets one Cache-Control, not the site-wide one joined to it', () => {
    assert.equal(headersFor(rules, '/assets/css/styles.1.css')['Cache-Control'], 'public, max-age=31536000, immutable');
    assert.equal(headersFor(rules, '/search-index/docs-default-7.2.0.json')['Cache-Control'], 'public, max-age=0, must-revalidate');
  });

  it("gives the examples' sandbox frame a policy of its own: it may run its inline script by hash, evaluate code and start blob: workers, nothing more", () => {
    for (const path of ['/example-runner/', '/example-runner/index.html', '/example-runner/worker.0123abcd.js']) {
      const headers = headersFor(rules, path);
      assert.equal(headers['Content-Security-Policy'], exampleRunnerPolicy(['sha256-frame=']), path);
      assert.equal(headers['X-Frame-Options'], 'SAMEORIGIN', path);
    }
    for (const directive of [
      "default-src 'none'",
      // By hash, never 'self': WebKit does not match 'self' in an opaque origin.
      "script-src 'sha256-frame=' 'unsafe-eval' blob:",
      'worker-src blob:',
      "connect-src 'none'",
      "frame-ancestors 'self'",
      'sandbox allow-scripts',
    ]) {
      assert.ok(exampleRunnerPolicy(['sha256-frame=']).split('; ').includes(directive), directive);
    }
    assert.equal(headersFor(rules, '/example-runner/worker.0123abcd.js')['Cache-Control'], 'public, max-age=31536000, immutable');
    assert.equal(headersFor(rules, '/example-runner/')['Cache-Control'], 'public, max-age=0, must-revalidate');
    assert.doesNotMatch(
      headersFor(rules, '/assets/js/main.0123abcd.js')['Content-Security-Policy'] ?? '',
      /unsafe-eval|connect-src 'none'/,
    );
  });

  it('writes the same headers for Vercel, the more specific rules after the site-wide one so that they win', () => {
    const vercel = JSON.parse(formatVercelConfig(rules));
    assert.equal(vercel.headers[0].source, '/(.*)');
    assert.deepEqual(
      vercel.headers.slice(1).map(({ source }: { source: string }) => source),
      ['/assets/(.*)', '/(.*)\\.md', '/(.*)\\.txt', '/example-runner/(.*)', '/example-runner/worker.(.*)'],
    );
    const siteWide = Object.fromEntries(vercel.headers[0].headers.map(({ key, value }: { key: string; value: string }) => [key, value]));
    assert.deepEqual(siteWide, headersFor(rules, '/'));
  });

  it('types Markdown copies and text files with their charset, wherever they are', () => {
    for (const path of ['/docs/api/along.md', '/docs/6.5.0/api/along.md', '/docs.md']) {
      assert.equal(headersFor(rules, path)['Content-Type'], 'text/markdown; charset=utf-8', path);
      assert.equal(headersFor(rules, path)['X-Robots-Tag'], 'noindex', path);
    }
    for (const path of ['/llms.txt', '/docs/7.1.0/llms-full.txt', '/robots.txt'])
      assert.equal(headersFor(rules, path)['Content-Type'], 'text/plain; charset=utf-8', path);
    for (const path of ['/docs/api/along', '/docs/api/along.mdx', '/docs/md', '/x.md/y'])
      assert.equal(headersFor(rules, path)['Content-Type'], undefined, path);
  });

  it('allows other hosts only when they are configured', () => {
    assert.deepEqual(configuredOrigins({}), { connectOrigins: [], imageOrigins: [] });
    assert.deepEqual(configuredOrigins({ ALGOLIA_APP_ID: 'APP' }).connectOrigins, [], 'a partial search set adds nothing');
    const hosted = configuredOrigins({
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_SEARCH_API_KEY: 'k',
      ALGOLIA_INDEX_NAME: 'i',
      MAP_STYLE_URL: 'https://tiles.example/style.json',
    });
    assert.ok(hosted.connectOrigins.includes('https://APP-dsn.algolia.net'));
    assert.ok(hosted.connectOrigins.includes('https://tiles.example'));
    assert.deepEqual(hosted.imageOrigins, ['https://tiles.example']);
    const csp = headersFor(siteHeaderRules({ inlineScriptHashes: [], ...hosted }), '/')['Content-Security-Policy'];
    assert.match(csp ?? '', /connect-src 'self' https:\/\/APP-dsn\.algolia\.net .*https:\/\/tiles\.example/);
  });

  it('hashes inline scripts the browser runs, exactly as written, and skips data blocks', () => {
    const html =
      '<html><head><script>var a = 1;</script><script type="application/ld+json">{"a":1}</script><script src="/x.js"></script></head></html>';
    const hashes = inlineScriptHashes(html);
    assert.equal(hashes.length, 1);
    // sha256("var a = 1;") in base64, as `openssl dgst -sha256 -binary | base64` gives it.
    assert.equal(hashes[0], 'sha256-' + createHash('sha256').update('var a = 1;').digest('base64'));
  });
});

describe('not-found pages', () => {
  const pages = ['/404.html', '/docs/404.html', '/docs/7.0.0/404.html', '/docs/next/404.html'];

  it('picks the nearest 404.html up the path', () => {
    assert.equal(nearestNotFoundPage('/docs/7.0.0/api/x', pages), '/docs/7.0.0/404.html');
    assert.equal(nearestNotFoundPage('/docs/nextish', pages), '/docs/404.html');
    assert.equal(nearestNotFoundPage('/docs/next/', pages), '/docs/next/404.html');
    assert.equal(nearestNotFoundPage('/docs/7.1.0/intro', pages), '/docs/404.html');
    assert.equal(nearestNotFoundPage('/blog/x', pages), '/404.html');
  });

  it('lists every 404.html of a build', () => {
    const dir = mkdtempSync(join(tmpdir(), 'not-found-pages-'));
    try {
      mkdirSync(join(dir, 'docs', '6.5.0'), { recursive: true });
      for (const file of ['404.html', 'docs/6.5.0/404.html', 'docs/6.5.0/intro.html', 'docs/x404.html'])
        writeFileSync(join(dir, file), 'x');
      assert.deepEqual(listNotFoundPages(dir).sort(), ['/404.html', '/docs/6.5.0/404.html']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes Netlify rules that serve each folder its own page, deepest first', () => {
    assert.deepEqual(formatNetlifyNotFoundRules(pages).split('\n').slice(1, -1), [
      '/docs/7.0.0/*  /docs/7.0.0/404.html  404',
      '/docs/next/*  /docs/next/404.html  404',
      '/docs/*  /docs/404.html  404',
    ]);
  });
});
