/**
 * Links of the production build, checked independently of Docusaurus's own broken-link check:
 * every address into the site on every built page answers with a built file and every
 * `#fragment` names an anchor on its target page; every sitemap page answers 200 from
 * `npm run serve`; every page names the Docusaurus release that built it.
 * Reads `build/`, or the copy SITE_BUILD_DIR names.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { site } from '../../src/data/site';
import { docsVersions } from '../../src/data/versions';
import { startSite, type Site } from '../browser/harness';
import { buildDir, readBuiltSite, type BuiltSite } from './link-check/builtSite';
import { checkReferences, describeBroken } from './link-check/checkReferences';
import { readSitemapUrls } from './link-check/sitemap';

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { version: string };

/** Runs `task` over `items` with at most `limit` running at once; results keep the items' order. */
async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

describe('the link check itself', () => {
  it('reports a missing page, a missing anchor and a missing asset, and nothing that resolves', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'link-check-'));
    try {
      mkdirSync(path.join(dir, 'docs', 'api'), { recursive: true });
      mkdirSync(path.join(dir, 'img'));
      writeFileSync(path.join(dir, 'img', 'logo.svg'), '<svg/>');
      writeFileSync(path.join(dir, 'docs', 'index.html'), '<meta http-equiv="refresh" content="0; url=/docs/intro"><link rel="canonical" href="/docs/intro">');
      writeFileSync(path.join(dir, 'docs', 'intro.html'), '<h2 id="install">Install</h2><a name="legacy"></a>');
      writeFileSync(
        path.join(dir, 'docs', 'api', 'along.html'),
        [
          '<img src="/img/logo.svg"><img src="../../img/missing.png">',
          '<a href="../intro#install">ok, relative</a><a href="/docs#install">ok, through the redirect</a>',
          '<a href="https://turfjs.org/docs/intro#legacy">ok, absolute</a><a href="#">ok, top</a>',
          '<a href="/docs/intro#uninstall">missing anchor</a><a href="/docs/api/alongg">missing page</a>',
          '<a href="https://example.com/x">external</a><a href="mailto:team@example.com">mail</a>',
        ].join(''),
      );
      const result = checkReferences(readBuiltSite(dir), 'https://turfjs.org');
      assert.deepEqual(
        result.broken.map(({ page, address, problem }) => `${page} -> ${address}: ${problem}`).sort(),
        [
          '/docs/api/along -> ../../img/missing.png: no built file for /img/missing.png',
          '/docs/api/along -> /docs/api/alongg: no built file for /docs/api/alongg',
          '/docs/api/along -> /docs/intro#uninstall: no id "uninstall" on /docs/intro',
        ],
      );
      assert.equal(result.externalSkipped, 1);
      assert.equal(result.otherSchemesSkipped, 1);
      assert.equal(result.anchorsChecked, 4);
      assert.match(describeBroken(result.broken), /^3 broken reference\(s\) on 1 page\(s\)\n {2}by page:\n {4}\/docs\/api\/along\n {6}-> /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe(`links and metadata of the built site (${buildDir})`, () => {
  let build: BuiltSite;
  before(() => {
    build = readBuiltSite(buildDir);
  });

  it('every internal link, anchor, script, stylesheet and image resolves', (t) => {
    const started = performance.now();
    const result = checkReferences(build, site.url);
    t.diagnostic(
      `${result.pages} pages: ${result.internalLinks} internal links and ${result.internalResources} internal resource ` +
        `references checked, ${result.anchorsChecked} anchors checked; skipped ${result.externalSkipped} external ` +
        `and ${result.otherSchemesSkipped} non-web addresses (check ${Math.round(performance.now() - started)} ms)`,
    );
    // An empty or partial build folder must not pass for a clean one.
    for (const version of docsVersions) {
      assert.ok([...build.pages.values()].some((page) => page.url === `${version.path}/api/along`), `${version.path}/api/along was not built`);
    }
    assert.equal(result.broken.length, 0, describeBroken(result.broken));
  });

  it('every page names the Docusaurus release that built it', () => {
    const expected = `Docusaurus v${readJson('node_modules/@docusaurus/core/package.json').version}`;
    const pages = [...build.pages.values()];
    // The version roots (plugins/content/api-docs/versionRootPages.ts) are bare redirect documents,
    // without the head Docusaurus renders; they must be exactly those, so no real page slips through here.
    const bareRedirects = pages.filter((page) => page.isRedirect && page.generator === null).map((page) => page.url).sort();
    assert.deepEqual(bareRedirects, docsVersions.map((version) => version.path).sort(), 'bare redirect pages are the version roots');
    // The sandbox frame's page (plugins/features/live-examples/assets/exampleRunner.ts) is no
    // Docusaurus page: a document with one script, written beside the bundles it loads.
    const notDocusaurus = ['/example-runner'];
    const withoutGenerator = pages
      .filter((page) => !bareRedirects.includes(page.url) && !notDocusaurus.includes(page.url) && page.generator !== expected)
      .map((page) => `${page.url}: ${page.generator ?? 'no generator meta'}`);
    assert.deepEqual(withoutGenerator, [], `pages without <meta name="generator" content="${expected}">`);
  });

  it("the site's version is 5.0.0", () => {
    assert.equal(readJson('package.json').version, '5.0.0');
  });
});

describe('sitemap pages served by npm run serve', () => {
  let served: Site | undefined;
  before(async () => {
    served = await startSite();
  });
  after(async () => {
    await served?.stop();
  });

  it('every page the sitemap lists answers 200', async (t) => {
    const baseUrl = served!.baseUrl;
    const urls = readSitemapUrls(readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8'));
    assert.ok(urls.length > 0, 'the sitemap lists no pages');
    assert.deepEqual(urls.filter((url) => new URL(url).origin !== site.url), [], `sitemap URLs outside ${site.url}`);

    const started = performance.now();
    const statuses = await mapWithConcurrency(urls, 16, async (url) => {
      const { pathname, search } = new URL(url);
      // A redirect counts as a failure: the sitemap should list the address a page is served at.
      // GET, not HEAD: fetch (undici) drops the connection after each HEAD answer, which is slower.
      const response = await fetch(`${baseUrl}${pathname}${search}`, { redirect: 'manual' });
      await response.arrayBuffer();
      return { pathname, status: response.status };
    });
    t.diagnostic(`${urls.length} sitemap URLs fetched in ${Math.round(performance.now() - started)} ms`);
    const failing = statuses.filter(({ status }) => status !== 200).map(({ pathname, status }) => `${pathname}: ${status}`);
    assert.deepEqual(failing, [], `${failing.length} sitemap page(s) do not answer 200`);
  });

  it('an unknown path answers 404 with the not-found page', async () => {
    const response = await fetch(`${served!.baseUrl}/docs/api/no-such-function-${process.pid}`);
    assert.equal(response.status, 404);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(await response.text(), /Page Not Found/);
  });
});
