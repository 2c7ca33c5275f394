/**
 * The header files the build writes for static hosts (`_headers`, `vercel.json`, read by
 * `npm run serve` too), against the built site: which pages may evaluate strings, and the sandbox
 * frame examples run in, whose one script is inline and allowed by its hash.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { buildDir } from './link-check/builtSite';
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
});
