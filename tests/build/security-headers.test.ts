/**
 * The header files the build writes for static hosts (`_headers`, `vercel.json`, read by
 * `npm run serve` too), against the built site: which pages may evaluate strings, and the sandbox
 * frame examples run in, whose one script is inline and allowed by its hash.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { buildDir, listBuiltFiles, pageUrlOf } from './link-check/builtSite';
import { metaPolicy } from '../../scripts/write-page-policies.mjs';
import { exampleRunnerPolicy, headersFor, parseHeadersFile } from '../../server/headers-file.mjs';
import { inlineScriptHashes } from '../../scripts/write-host-headers.mjs';
import { docsVersions } from '../../src/data/versions';
import { docsPathsAllowingEval } from '../../plugins/features/live-examples/evalPolicy';

const rules = parseHeadersFile(readFileSync(path.join(buildDir, '_headers'), 'utf8'));
const policyOf = (pathname: string) => headersFor(rules, pathname)['Content-Security-Policy'] ?? '';
const scriptSources = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';

describe('the security headers of the built site', () => {
  it("let only the pages of the docs versions whose console Turf needs it evaluate strings", () => {
    assert.deepEqual(docsPathsAllowingEval, ['/docs/6.5.0']);
    for (const version of docsVersions) {
      for (const page of [`${version.path}/api/along`, `${version.path}/intro`, `${version.path}/api`]) {
        assert.ok(existsSync(path.join(buildDir, `${page}.html`)) || existsSync(path.join(buildDir, page, 'index.html')), `${page} is built`);
        const evaluates = scriptSources(policyOf(page)).includes("'unsafe-eval'");
        assert.equal(evaluates, version.path === '/docs/6.5.0', page);
      }
    }
    for (const page of ['/', '/playground', '/blog', '/search', '/versions', '/no/such/page', '/assets/js/main.js']) {
      assert.doesNotMatch(policyOf(page), /unsafe-eval/, page);
    }
  });

  it("serve the sandbox frame with its own policy, which allows its page's inline script by hash and names no 'self' script", () => {
    const html = readFileSync(path.join(buildDir, 'example-runner', 'index.html'), 'utf8');
    assert.doesNotMatch(html, /<script[^>]+src=/, 'no script by URL: WebKit refuses it in an opaque origin');
    const hashes = inlineScriptHashes(html);
    assert.equal(hashes.length, 1);
    assert.equal(policyOf('/example-runner/'), exampleRunnerPolicy(hashes));
    assert.doesNotMatch(scriptSources(policyOf('/example-runner/')), /'self'/);
    assert.equal(headersFor(rules, '/example-runner/')['X-Frame-Options'], 'SAMEORIGIN');
    assert.equal(headersFor(rules, '/docs/api/along')['X-Frame-Options'], 'DENY');
    // The frame's script is not allowed on the pages.
    assert.ok(!scriptSources(policyOf('/docs/api/along')).includes(hashes[0]!));
  });

  it('are the same for Vercel', () => {
    const vercel = JSON.parse(readFileSync(path.join(buildDir, 'vercel.json'), 'utf8')) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    const sources = vercel.headers.map(({ source }) => source);
    for (const source of ['/docs/6.5.0', '/docs/6.5.0/(.*)', '/example-runner/(.*)']) assert.ok(sources.includes(source), source);
    const frameRule = vercel.headers.find(({ source }) => source === '/example-runner/(.*)');
    assert.equal(frameRule?.headers.find(({ key }) => key === 'Content-Security-Policy')?.value, policyOf('/example-runner/'));
  });

  it('send HSTS for two years everywhere, which browsers read over HTTPS', () => {
    for (const page of ['/', '/docs/api/along', '/assets/js/main.js', '/example-runner/']) {
      assert.equal(headersFor(rules, page)['Strict-Transport-Security'], 'max-age=63072000', page);
    }
  });

  it("are in every page too, as a meta policy, without what only a header can carry", () => {
    const pages = [...listBuiltFiles(buildDir)].filter((file) => file.endsWith('.html'));
    assert.ok(pages.length > 1100, `${pages.length} pages`);
    const wrong: string[] = [];
    for (const file of pages) {
      const html = readFileSync(path.join(buildDir, file), 'utf8');
      const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g)].map((match) => match[1]!);
      // A folder's index answers with its slash (`/example-runner/`), as the frame is asked for.
      const address = (file.endsWith('/index.html') ? `${pageUrlOf(file)}/` : pageUrlOf(file)).replace(/\/404$/, '/no-such-page');
      const expected = metaPolicy(policyOf(address));
      // Before any script, so that it governs them all.
      const beforeScripts = html.indexOf('http-equiv="Content-Security-Policy"') < html.search(/<script/);
      if (metas.length !== 1 || metas[0] !== expected || !beforeScripts) wrong.push(`${file}: ${metas.join(' | ')}`);
    }
    assert.deepEqual(wrong.slice(0, 5), [], `${wrong.length} pages`);
    // The frame's page carries the frame's policy, whose hash lets its one inline script run.
    const runnerHtml = readFileSync(path.join(buildDir, 'example-runner', 'index.html'), 'utf8');
    assert.ok(runnerHtml.includes(`content="${metaPolicy(policyOf('/example-runner/'))}"`), 'the frame has its own meta policy');
    assert.doesNotMatch(metaPolicy(policyOf('/example-runner/')), /frame-ancestors|sandbox/);
    assert.match(metaPolicy(policyOf('/docs/6.5.0/api/along')), /'unsafe-eval'/);
  });

  it('let crawlers read everything and name the sitemap in robots.txt', () => {
    const robots = readFileSync(path.join(buildDir, 'robots.txt'), 'utf8');
    assert.match(robots, /^User-agent: \*$/m);
    assert.doesNotMatch(robots, /^Disallow: \/\s*$/m);
    assert.match(robots, /^Sitemap: https:\/\/turfjs\.org\/sitemap\.xml$/m);
    assert.ok(existsSync(path.join(buildDir, 'sitemap.xml')));
  });
});
