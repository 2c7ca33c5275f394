import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

import { cleanHtmlUrl, createSiteServer } from '../../server/site-server.mjs';

/** A miniature build folder laid out as Docusaurus writes it with trailingSlash: false. */
function makeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-server-'));
  mkdirSync(join(dir, 'docs'));
  writeFileSync(join(dir, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(dir, 'docs', 'intro.html'), '<h1>Introduction</h1>');
  writeFileSync(join(dir, '404.html'), '<h1>Page Not Found</h1>');
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
    assert.equal(await response.text(), '<h1>Introduction</h1>');
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
