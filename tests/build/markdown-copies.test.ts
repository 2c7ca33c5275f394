/**
 * The Markdown side of the built site (plugins/features/markdown-copies): every docs page has a
 * copy at its address plus `.md` with no markup left in it, API copies say what the model says
 * for that exact version, each version has llms.txt and llms-full.txt whose links all answer,
 * and the server sends them with their types, compressed.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';

import { buildDir, listBuiltFiles, pageUrlOf } from './link-check/builtSite';
import { createSiteServer } from '../../server/site-server.mjs';
import { docsVersions } from '../../src/data/versions';
import { site } from '../../src/data/site';
import type { VersionModel } from '../../plugins/content/api-docs/model/types';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { lint } from 'markdownlint/sync';

const files = listBuiltFiles(buildDir);
const read = (file: string) => readFileSync(path.join(buildDir, file), 'utf8');
const docsPages = [...files]
  .filter((file) => file.endsWith('.html') && !file.endsWith('404.html'))
  .filter((file) => /<html[^>]*class="[^"]*\bdocs-doc-page\b/.test(read(file).slice(0, 2000)))
  .map(pageUrlOf);
const copyFile = (url: string) => `${url.slice(1)}.md`;

/** What is left of a copy once code blocks and code spans are taken out: prose, tables, links. */
const prose = (markdown: string) => markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '').replace(/`[^`\n]*`/g, '');

function modelOf(versionName: string): VersionModel {
  const file = path.join('.generated', 'api-model', `${versionName}.json`);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` (the API generator writes it).`);
  return JSON.parse(readFileSync(file, 'utf8')) as VersionModel;
}

describe('Markdown copies of the docs pages', () => {
  it('exist for every docs page of every version, and for nothing else', () => {
    assert.ok(docsPages.length > 1000, `${docsPages.length} docs pages found`);
    const missing = docsPages.filter((url) => !files.has(copyFile(url)));
    assert.deepEqual(missing.slice(0, 10), [], `${missing.length} docs pages have no .md copy`);
    const copies = [...files].filter((file) => file.endsWith('.md'));
    assert.equal(copies.length, docsPages.length);
  });

  it('hold no HTML, JSX or import outside code', () => {
    const offending: string[] = [];
    for (const url of docsPages) {
      const text = prose(read(copyFile(url)));
      // `<` only escaped (`\<`) or opening an autolink (`<https://...>`, Markdown), and no `import`/`export` line.
      if (/(?<!\\)<(?!https?:\/\/)[A-Za-z/!]/.test(text) || /^(?:import|export) /m.test(text)) offending.push(url);
    }
    assert.deepEqual(offending.slice(0, 10), [], `${offending.length} copies hold markup`);
  });

  it('read, to a CommonMark parser, as no HTML the source did not mean: every copy and every llms file', () => {
    // Raw HTML is what a Markdown viewer would take `Feature<MultiPoint>` for, and drop.
    const parser = unified().use(remarkParse).use(remarkGfm);
    const llmsFiles = [...files].filter((file) => /(^|\/)llms(-full)?\.txt$/.test(file));
    assert.ok(llmsFiles.length >= 10, llmsFiles.join(', '));
    const offending: string[] = [];
    for (const file of [...docsPages.map(copyFile), ...llmsFiles]) {
      const walk = (node: { type: string; value?: string; children?: unknown[] }): void => {
        if (node.type === 'html') offending.push(`${file}: ${node.value}`);
        for (const child of node.children ?? []) walk(child as typeof node);
      };
      walk(parser.parse(read(file)));
    }
    assert.deepEqual(offending.slice(0, 10), [], `${offending.length} pieces of HTML`);
  });

  it('pass markdownlint, line length aside: headings not bold text, no blank line inside a quote, no duplicate heading', () => {
    const copies = docsPages.map(copyFile);
    // Line length is the source's (JSDoc and guides wrap as they were written); readers' viewers rewrap it.
    const results = lint({ strings: Object.fromEntries(copies.map((file) => [file, read(file)])), config: { default: true, MD013: false } });
    const findings = Object.entries(results).flatMap(([file, errors]) =>
      errors.map((error) => `${file}:${error.lineNumber} ${error.ruleNames.join('/')} ${error.errorDetail ?? ''} ${error.errorContext ?? ''}`.trim()),
    );
    assert.ok(copies.length > 1000, `${copies.length} copies`);
    assert.deepEqual(findings.slice(0, 10), [], `${findings.length} findings`);
  });

  for (const version of docsVersions) {
    it(`say, for each function of ${version.label}, what its model says: signature, parameters, example, install line`, () => {
      const model = modelOf(version.name);
      for (const fn of model.functions) {
        const url = `${version.path}/api/${fn.name}`;
        const copy = read(copyFile(url));
        assert.match(copy, new RegExp(`^# ${fn.name}\\n\\n> From the Turf\\.js docs for Turf ${version.turfVersion.replace(/\./g, '\\.')}`), url);
        assert.ok(copy.includes(`${site.url}${url})`), `${url}: links its web page`);
        if (fn.params.length > 0) assert.match(copy, /## Parameters\n\n\| Name \| Type \| Description \|/, url);
        for (const param of fn.params) assert.ok(copy.includes(`| \`${param.name}\` |`), `${url}: parameter ${param.name}`);
        if (!fn.internal) assert.ok(copy.includes(`npm install ${fn.packageName}@${version.turfVersion}`), `${url}: install line`);
        for (const example of fn.examples) {
          const firstLine = example.trim().split('\n')[0]!.trim();
          assert.ok(copy.includes(firstLine), `${url}: example starting ${firstLine}`);
        }
      }
    });
  }

  it('turn guides into Markdown: tabs labelled, admonitions quoted', () => {
    const copy = read('docs/7.2.0/getting-started.md');
    assert.match(copy, /\*\*npm:\*\*\n\n```bash\nnpm install --save-exact @turf\/turf@7\.2\.0\n```/);
    assert.match(copy, /\*\*yarn:\*\*/);
    // Only "next" has admonitions today: its intro says which release it follows.
    assert.match(read('docs/next/intro.md'), /\n> \*\*You are reading the "next" docs\*\*\n>\n> The "next" docs follow/);
    assert.match(read('docs/6.5.0/getting-started.md'), /Turf 6\.5\.0, a past version/);
  });
});

describe('llms.txt and llms-full.txt', () => {
  for (const version of docsVersions) {
    const folder = version.status === 'current' ? '' : version.path.slice(1) + '/';
    it(`list every guide and API page of ${version.label}, with links that answer`, () => {
      const text = read(`${folder}llms.txt`);
      assert.match(text, /^# Turf\.js\n\n> /);
      const model = modelOf(version.name);
      for (const fn of model.functions.filter((entry) => !entry.internal && entry.category !== null)) {
        assert.ok(text.includes(`](${site.url}${version.path}/api/${fn.name}.md)`), `${fn.name} in ${folder}llms.txt`);
      }
      for (const guide of ['intro', 'getting-started']) assert.ok(text.includes(`${version.path}/${guide}.md)`), guide);
      const links = [...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((match) => match[1]!);
      const broken = links.filter((link) => link.startsWith(site.url) && !files.has(new URL(link).pathname.slice(1)));
      assert.deepEqual(broken, [], 'links to files the build has');
      for (const other of docsVersions) assert.ok(text.includes(`(${site.url}${other.status === 'current' ? '' : other.path}/llms.txt)`), other.label);
    });

    it(`put every function of ${version.label} in its llms-full.txt`, () => {
      const text = read(`${folder}llms-full.txt`);
      assert.match(text, new RegExp(`^# Turf ${version.turfVersion.replace(/\./g, '\\.')} API reference\\n`));
      for (const fn of modelOf(version.name).functions) assert.ok(text.includes(`\n# ${fn.name}\n`), fn.name);
      assert.doesNotMatch(prose(text), /(?<!\\)<(?!https?:\/\/)[A-Za-z/!]/);
    });
  }
});

describe('served with their types, compressed', () => {
  let server: Server;
  let origin: string;
  before(async () => {
    server = createSiteServer({ root: buildDir });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => server.close());

  for (const [address, type] of [
    ['/docs/api/along.md', 'text/markdown; charset=utf-8'],
    ['/docs/6.5.0/api/along.md', 'text/markdown; charset=utf-8'],
    ['/llms.txt', 'text/plain; charset=utf-8'],
    ['/llms-full.txt', 'text/plain; charset=utf-8'],
    ['/docs/next/llms-full.txt', 'text/plain; charset=utf-8'],
  ] as const) {
    it(`${address} as ${type}`, async () => {
      const plain = await fetch(`${origin}${address}`, { headers: { 'Accept-Encoding': 'identity' } });
      assert.equal(plain.status, 200);
      assert.equal(plain.headers.get('content-type'), type);
      const body = await plain.text();
      assert.equal(body, read(address.slice(1)));
      const compressed = await fetch(`${origin}${address}`, { headers: { 'Accept-Encoding': 'br' } });
      assert.equal(compressed.headers.get('content-type'), type);
      if (body.length >= 1024) assert.equal(compressed.headers.get('content-encoding'), 'br', 'the precompressed file is served');
      assert.equal(await compressed.text(), body);
    });
  }
});
