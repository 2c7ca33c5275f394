/**
 * Search records from built HTML: what the crawler-like extraction reads from small pages in
 * the shape Docusaurus writes them.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { extractRecords } from '../../plugins/features/search/indexing/extractRecords';
import { urlOfHtmlFile } from '../../plugins/features/search/indexing/collectRecords';

const meta = (tag: string, version?: string) =>
  `<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="${tag}">` +
  (version ? `<meta name="docsearch:version" content="${version}">` : '');

const docPage = `<!doctype html><html class="docs-wrapper plugin-docs docs-doc-page"><head><title>along | Turf.js</title>${meta('docs-default-7.1.0', '7.1.0')}</head>
<body><nav class="navbar"><a class="navbar__item navbar__link navbar__link--active" href="/docs/7.1.0/api/along">API</a></nav>
<aside><ul class="theme-doc-sidebar-menu menu__list"><li><div class="menu__list-item-collapsible menu__list-item-collapsible--active"><a class="menu__link menu__link--sublist menu__link--active" href="#">Measurement</a></div></li></ul></aside>
<main><article><nav class="theme-doc-breadcrumbs"><a>Home</a> Measurement</nav><span class="theme-doc-version-badge">Version: 7.1.0</span>
<div class="markdown"><header><h1>along</h1></header>
<p>Takes a <a href="#">LineString</a> and returns a   Point.</p>
<pre><code>var x = along(line, 1);</code></pre>
<h2 id="parameters">Parameters<a class="hash-link" href="#parameters">\u200b</a></h2>
<table><tr><th>Name<th>Description</tr><tr><td><code>line</code><td>input line</tr><tr><td><code>distance</code><td>distance &lt;along&gt; the line</tr></table>
<h3 id="options">Options</h3><ul><li>Units: <strong>kilometers</strong><ul><li>nested item</li></ul></li></ul>
<h2 id="returns">Returns</h2><p>Point</p><p>Point</p>
</div><footer><a>Edit this page</a></footer></article></main></body></html>`;

describe('extractRecords', () => {
  const records = extractRecords(docPage, { url: '/docs/7.1.0/api/along', fallbackSection: 'Turf.js' });

  it('reads the section from the open sidebar category and the title from the h1', () => {
    assert.equal(records[0].type, 'lvl1');
    assert.deepEqual(records[0].hierarchy, {
      lvl0: 'Measurement',
      lvl1: 'along',
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    assert.equal(records[0].url, '/docs/7.1.0/api/along');
    assert.equal(records[0].anchor, null);
  });

  it('makes a content record per text block under its heading, with the heading anchor in the URL', () => {
    const contents = records.filter((record) => record.type === 'content').map((record) => [record.url, record.content]);
    assert.deepEqual(contents, [
      ['/docs/7.1.0/api/along', 'Takes a LineString and returns a Point.'],
      ['/docs/7.1.0/api/along#parameters', 'input line'],
      ['/docs/7.1.0/api/along#parameters', 'distance <along> the line'],
      ['/docs/7.1.0/api/along#options', 'Units: kilometers'],
      ['/docs/7.1.0/api/along#options', 'nested item'],
      ['/docs/7.1.0/api/along#returns', 'Point'],
      ['/docs/7.1.0/api/along#returns', 'Point'],
    ]);
  });

  it('records headings as lvl2-lvl6 with the deeper levels reset', () => {
    const headings = records.filter((record) => record.type !== 'content' && record.type !== 'lvl1');
    assert.deepEqual(
      headings.map((record) => [record.type, record.hierarchy.lvl2, record.hierarchy.lvl3, record.anchor]),
      [
        ['lvl2', 'Parameters', null, 'parameters'],
        ['lvl3', 'Parameters', 'Options', 'options'],
        ['lvl2', 'Returns', null, 'returns'],
      ],
    );
  });

  it('leaves out code, navigation, footers, badges and anchor links', () => {
    const text = records.map((record) => `${JSON.stringify(record.hierarchy)} ${record.content ?? ''}`).join('\n');
    for (const absent of ['var x', 'Edit this page', 'Version: 7.1.0', 'Home', '\u200b']) assert.ok(!text.includes(absent), absent);
  });

  it('copies the facets from the docsearch meta tags', () => {
    for (const record of records) {
      assert.equal(record.language, 'en');
      assert.equal(record.docusaurus_tag, 'docs-default-7.1.0');
      assert.equal(record.version, '7.1.0');
    }
  });

  it('gives every record a stable, unique objectID', () => {
    const ids = records.map((record) => record.objectID);
    assert.equal(new Set(ids).size, ids.length, 'unique, even for the two identical "Point" paragraphs');
    assert.deepEqual(
      extractRecords(docPage, { url: '/docs/7.1.0/api/along', fallbackSection: 'x' })
        .map((record) => record.objectID)
        .slice(1),
      ids.slice(1),
    );
    const changed = extractRecords(docPage.replace('input line', 'the input line'), {
      url: '/docs/7.1.0/api/along',
      fallbackSection: 'Turf.js',
    });
    assert.equal(changed.filter((record, index) => record.objectID !== ids[index]).length, 1, 'only the changed record gets a new id');
  });

  it('uses the active navbar link, then the fallback, when no sidebar category is open', () => {
    const blog = `<html class="blog-wrapper blog-post-page"><head>${meta('default')}</head><body><a class="navbar__item navbar__link navbar__link--active" href="/blog">Blog</a><article><h1>News</h1><p>Hello</p></article></body></html>`;
    assert.equal(extractRecords(blog, { url: '/blog/news', fallbackSection: 'Turf.js' })[0].hierarchy.lvl0, 'Blog');
    const home = `<html class="plugin-pages"><head><title>Turf.js</title>${meta('default')}</head><body><main><h1>Turf</h1><p>Hi</p></main></body></html>`;
    const [title, text] = extractRecords(home, { url: '/', fallbackSection: 'Turf.js' });
    assert.equal(title.hierarchy.lvl0, 'Turf.js');
    assert.equal(text.content, 'Hi');
    assert.equal(text.docusaurus_tag, 'default');
  });

  it('skips pages that are not content: no search metadata, noindex, blog lists, 404', () => {
    const body = '<body><article><h1>T</h1><p>text</p></article></body>';
    assert.deepEqual(extractRecords(`<html class="docs-doc-page"><head></head>${body}</html>`, { url: '/a', fallbackSection: 'x' }), []);
    assert.deepEqual(
      extractRecords(
        `<html class="plugin-pages"><head>${meta('default')}<meta name="robots" content="noindex, follow"></head>${body}</html>`,
        { url: '/search', fallbackSection: 'x' },
      ),
      [],
    );
    assert.deepEqual(
      extractRecords(`<html class="blog-list-page plugin-blog"><head>${meta('default')}</head>${body}</html>`, {
        url: '/blog',
        fallbackSection: 'x',
      }),
      [],
    );
    assert.deepEqual(
      extractRecords(`<html class="plugin-native"><head>${meta('default')}</head>${body}</html>`, { url: '/404', fallbackSection: 'x' }),
      [],
    );
  });

  it('indexes a noindex page that ranks itself below the others (an API stand-in), with that rank', () => {
    const standIn = `<html class="docs-doc-page"><head>${meta('docs-default-7.2.0', '7.2.0')}<meta name="robots" content="noindex"><meta name="docsearch:page_rank" content="-1"></head><body><article><h1>radians2degrees</h1><p>radians2degrees was removed in Turf 7.0.0.</p></article></body></html>`;
    const found = extractRecords(standIn, { url: '/docs/api/radians2degrees', fallbackSection: 'x' });
    assert.equal(found.length, 2);
    assert.ok(found.every((record) => record.pageRank === -1));
    assert.ok(records.every((record) => record.pageRank === 0));
  });

  it("reads other libraries' names for the page's function from docsearch:aliases", () => {
    const withAliases = docPage.replace(
      '</head>',
      '<meta name="docsearch:aliases" content="ST_LineInterpolatePoint | interpolate"></head>',
    );
    const found = extractRecords(withAliases, { url: '/docs/7.1.0/api/along', fallbackSection: 'Turf.js' });
    assert.ok(found.every((record) => record.aliases === 'ST_LineInterpolatePoint | interpolate'));
    assert.ok(records.every((record) => record.aliases === null));
  });

  it("makes a record of a guide's short shell command, not of other code or an API page's install line", () => {
    const line = (text: string) => `<span class="token-line">${text}</span><br>`;
    const body =
      `<pre class="prism-code language-bash"><code>${line('<span>pnpm</span> <span>add</span> @turf/turf@7.4.0')}</code></pre>` +
      `<pre class="prism-code language-bash"><code>${['git clone x', 'cd x', 'npm ci', 'npm test'].map(line).join('')}</code></pre>` +
      `<pre class="prism-code language-js"><code>${line('import * as turf from "@turf/turf";')}</code></pre>`;
    const guide = `<html class="docs-doc-page"><head>${meta('docs-default-current')}</head><body><article><h1>Getting started</h1>${body}</article></body></html>`;
    const contents = (html: string) => extractRecords(html, { url: '/a', fallbackSection: 'x' }).map((record) => record.content);
    assert.deepEqual(contents(guide), [null, 'pnpm add @turf/turf@7.4.0'], 'the 4-line script and the JavaScript stay out');
    const apiPage = guide.replace('</head>', '<meta name="docsearch:signature" content="along(line, distance, options?)"></head>');
    assert.deepEqual(contents(apiPage), [null]);
  });

  it("leaves an API page's version history out, and the sections after it in", () => {
    const body =
      '<h1>along</h1><p>Takes a line.</p>' +
      '<h2 id="version-history">Version history</h2><p>Compared with the previous documented version.</p>' +
      '<table><tr><th>Version<th>Change</tr><tr><td>7.4.0<td>No signature change</tr></table>' +
      '<h3 id="notes">Notes</h3><p>Still in the history.</p>' +
      '<h2 id="see-also">See also</h2><p>lineSliceAlong</p>';
    const page = (head: string) =>
      `<html class="docs-doc-page"><head>${meta('docs-default-current')}${head}</head><body><article>${body}</article></body></html>`;
    const read = (html: string) =>
      extractRecords(html, { url: '/a', fallbackSection: 'x' }).map((record) => record.content ?? record.hierarchy.lvl2);
    const apiPage = page('<meta name="docsearch:signature" content="along(line, distance, options?)">');
    assert.deepEqual(read(apiPage), [null, 'Takes a line.', 'See also', 'lineSliceAlong']);
    assert.ok(read(page('')).includes('No signature change'), "a guide's section of that name stays");
  });

  it('cuts very long blocks at a word boundary', () => {
    const long = `<html class="docs-doc-page"><head>${meta('docs-default-current')}</head><body><article><h1>T</h1><p>${'word '.repeat(400)}</p></article></body></html>`;
    const content = extractRecords(long, { url: '/a', fallbackSection: 'x' })[1].content ?? '';
    assert.ok(content.length <= 601 && content.endsWith('word…'), content.slice(-20));
  });
});

describe('urlOfHtmlFile', () => {
  it('maps built files to the URLs they are served at', () => {
    assert.equal(urlOfHtmlFile('index.html'), '/');
    assert.equal(urlOfHtmlFile('docs/api/along.html'), '/docs/api/along');
    assert.equal(urlOfHtmlFile('docs/index.html'), '/docs');
    assert.equal(urlOfHtmlFile('blog/website-upgrade-docusaurus.html'), '/blog/website-upgrade-docusaurus');
  });
});

describe('searchConfigFrom', () => {
  it('uses the local index unless all three hosted settings are given, and refuses a partial set', async () => {
    const { searchConfigFrom } = await import('../../plugins/features/search/searchConfig');
    assert.equal(searchConfigFrom({}).mode, 'local');
    const hosted = searchConfigFrom({ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'turf' });
    assert.equal(hosted.mode, 'hosted');
    assert.deepEqual(
      [hosted.algolia.appId, hosted.algolia.apiKey, hosted.algolia.indexName, hosted.algolia.contextualSearch],
      ['APP', 'key', 'turf', true],
    );
    assert.throws(() => searchConfigFrom({ ALGOLIA_APP_ID: 'APP' }), /ALGOLIA_APP_ID set but not all three/);
  });
});
