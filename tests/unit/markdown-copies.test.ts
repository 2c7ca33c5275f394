/** Markdown copies of docs pages: MDX made plain, links to other copies, llms.txt's shape. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';

import { pageCopy } from '../../plugins/features/markdown-copies/pageCopy';
import { parseMdx } from '../../plugins/features/markdown-copies/parseMdx';
import { linkResolver, type LinkTargets } from '../../plugins/features/markdown-copies/links';
import { llmsFullTxt, llmsTxt } from '../../plugins/features/markdown-copies/llmsTxt';
import { oneLine, summaryMarkdown, type DocsPage, type VersionPages } from '../../plugins/features/markdown-copies/docsPages';
import { docsVersions } from '../../src/data/versions';
import { admonition, code, heading, jsxFlow, jsxText, paragraph, table, text } from '../../plugins/content/api-docs/pages/mdast';

const siteUrl = 'https://turfjs.org';
const current = docsVersions.find((version) => version.status === 'current')!;
const past = docsVersions.find((version) => version.name === '6.5.0')!;
/** The current release, escaped for a regular expression. */
const currentRelease = current.turfVersion.replace(/\./g, '\\.');
const docsDir = path.resolve('/site/docs');

const page = (permalink: string, title: string, extra: Partial<DocsPage> = {}): DocsPage => ({
  permalink,
  title,
  description: `${title} does a thing. And more.`,
  sourceFile: path.join(docsDir, `${permalink.replace(/^\/docs\/?/, '') || 'index'}.mdx`),
  apiPage: undefined,
  category: null,
  order: 0,
  ...extra,
});

const targets: LinkTargets = {
  siteUrl,
  permalinks: new Set(['/docs/intro', '/docs/api/along', '/docs/api/types/Units']),
  permalinkOfFile: new Map([
    [path.join(docsDir, 'intro.md'), '/docs/intro'],
    [path.join(docsDir, 'api/along.mdx'), '/docs/api/along'],
  ]),
};

function copyOf(source: string, permalink = '/docs/getting-started', components = {}): string {
  const doc = page(permalink, 'Getting started');
  return pageCopy(doc, parseMdx(source, doc.sourceFile), current, siteUrl, { link: linkResolver(targets, doc), components });
}

describe('a page made plain', () => {
  it('turns the API components into code, drops imports and head tags, keeps tables', () => {
    const copy = copyOf(
      [
        '---',
        'title: "along"',
        '---',
        '',
        'import ApiCode from "@theme/ApiCode";',
        '',
        '# along',
        '',
        '<ApiCode block={true} tokens={["along(line: ",["Feature","https://x"],"<LineString>)"]} />',
        '',
        '<ApiParameters>',
        '  | Name | Type |',
        '  | - | - |',
        '  | `line` | <ApiCode tokens={[["Feature","https://x"],"\\u007c Point"]} /> |',
        '</ApiParameters>',
        '',
        '<LiveExample functionName="along" code={"var a = 1;\\nvar addToMap = [a]"} map={true} />',
        '',
        '## Returns',
        '',
        '<ApiCode tokens={[["Feature","https://x"],"<Point>"]} />',
        '',
        'A point.',
        '',
        '<head>',
        '  <meta name="docsearch:aliases" content="x" />',
        '</head>',
      ].join('\n'),
    );
    assert.match(
      copy,
      new RegExp(
        `^# along\\n\\n> From the Turf\\.js docs for Turf ${currentRelease}, the current version\\. Web page: \\[turfjs\\.org/docs/getting-started\\]\\(https://turfjs\\.org/docs/getting-started\\)\\n`,
      ),
    );
    assert.match(copy, /```ts\nalong\(line: Feature<LineString>\)\n```/);
    assert.match(copy, /\| Name \| Type \|\n\| - \| - \|\n\| `line` \| `Feature\\\| Point` \|/, 'a pipe in a table cell is escaped');
    assert.match(copy, /```js\nvar a = 1;\nvar addToMap = \[a\]\n```/);
    assert.match(copy, /\n## Returns\n\n`Feature<Point>`\n\nA point\.\n/, 'a type written as a block is a paragraph of its own');
    const prose = copy.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, '');
    assert.doesNotMatch(prose, /<|import ApiCode|docsearch/, 'no tag, import or head content outside code');
  });

  it('says tabs and admonitions in Markdown', () => {
    const copy = copyOf(
      [
        ':::note[CommonJS projects]',
        'Use `require`.',
        ':::',
        '',
        '<Tabs>',
        '<TabItem value="npm" label="npm" default>',
        '',
        '```bash',
        'npm install @turf/turf',
        '```',
        '',
        '</TabItem>',
        '</Tabs>',
      ].join('\n'),
    );
    assert.match(copy, /> \*\*CommonJS projects\*\*\n>\n> Use `require`\./);
    assert.match(copy, /\*\*npm:\*\*\n\n```bash\nnpm install @turf\/turf\n```/);
    assert.match(copy, /^# Getting started\n/, 'a page without a heading gets its title');
  });

  it('leads links to docs pages to their copies, as absolute addresses', () => {
    const copy = copyOf(
      'See [intro](./intro.md), [along](/docs/api/along#parameters), [Units](/docs/api/types/Units), [play](/playground) and [MDN](https://developer.mozilla.org/).',
    );
    assert.match(copy, /\[intro\]\(https:\/\/turfjs\.org\/docs\/intro\.md\)/);
    assert.match(copy, /\[along\]\(https:\/\/turfjs\.org\/docs\/api\/along\.md#parameters\)/);
    assert.match(copy, /\[Units\]\(https:\/\/turfjs\.org\/docs\/api\/types\/Units\.md\)/);
    assert.match(copy, /\[play\]\(https:\/\/turfjs\.org\/playground\)/);
    assert.match(copy, /\[MDN\]\(https:\/\/developer\.mozilla\.org\/\)/);
  });

  it('keeps text that looks like markup as text', () => {
    const copy = copyOf('Returns `Feature<Point>` or a Feature\\<Polygon\\> \\{x\\}.');
    assert.match(copy, /`Feature<Point>`/);
    assert.match(copy, /Feature\\<Polygon> \{x\}\./, 'a `<` outside code is escaped');
    assert.doesNotMatch(copy.replace(/`[^`]*`/g, ''), /(?<!\\)</, 'no unescaped `<` outside code');
  });

  it('reads attributes written as JavaScript literals: templates, arrays, objects', () => {
    const copy = copyOf('<LiveExample code={`var a = ${"1"};\nvar b = 2;`} map={true} />');
    assert.match(copy, /```js\nvar a = 1;\nvar b = 2;\n```/);
    assert.throws(() => copyOf('<LiveExample code={someVariable} />'), /code=\{someVariable\}> is not a literal value/);
  });

  it("reads the API generator's own trees, whose attributes are JSON and not parsed", () => {
    const doc = page('/docs/api/along', 'along');
    const tree = {
      type: 'root' as const,
      children: [
        heading(1, text('along')),
        jsxFlow('ApiCode', { block: true, tokens: ['along(line: ', ['Feature', 'https://x'], ' | LineString)'] }),
        jsxFlow('ApiParameters', {}, [
          table(['Name', 'Type'], [[[text('line')], [jsxText('ApiCode', { tokens: [['Feature', 'https://x']] })]]]),
        ]),
        admonition('warning', 'Deprecated', paragraph(text('Use another.'))),
        jsxFlow('LiveExample', { functionName: 'along', code: 'var a = "x";\nvar addToMap = [a]' }),
        code('bash', 'npm install @turf/along@7.2.0'),
      ],
    };
    const copy = pageCopy(doc, tree, current, siteUrl, { link: linkResolver(targets, doc) });
    assert.match(copy, /```ts\nalong\(line: Feature \| LineString\)\n```/);
    assert.match(copy, /\| line \| `Feature` \|/);
    assert.match(copy, /> \*\*Deprecated\*\*\n>\n> Use another\./);
    assert.match(copy, /```js\nvar a = "x";\nvar addToMap = \[a\]\n```/);
    assert.match(copy, /```bash\nnpm install @turf\/along@7\.2\.0\n```/);
  });

  it('stops at a component it has no rule for, naming it and the file', () => {
    assert.throws(() => copyOf('<Unknown prop="1" />'), /getting-started\.mdx uses <Unknown>, which has no Markdown form: add a rule/);
  });

  it('takes content for a component from the caller (the API index)', () => {
    const copy = copyOf('<ApiIndex />', '/docs/api', {
      ApiIndex: () => [{ type: 'paragraph', children: [{ type: 'text', value: 'the list' }] }],
    });
    assert.match(copy, /\nthe list\n/);
  });
});

describe('llms.txt', () => {
  const pages: DocsPage[] = [
    page('/docs/intro', 'Introduction', { order: 0 }),
    page('/docs/api', 'API reference', { apiPage: 'index' }),
    page('/docs/api/along', 'along', { apiPage: 'function', category: 'Measurement' }),
    page('/docs/api/area', 'area', { apiPage: 'function', category: 'Measurement' }),
    page('/docs/api/types/Units', 'Units', { apiPage: 'type', category: 'Types' }),
    page('/docs/api/GeojsonEquality', 'GeojsonEquality', { apiPage: 'stand-in: removed' }),
    page('/docs/api/getCoord', 'getCoord', { apiPage: 'internal helper' }),
  ];
  const version: VersionPages = { version: current, pages };
  const other: VersionPages = { version: past, pages: [] };
  const text = llmsTxt(version, [version, other], siteUrl);

  it('has a title, a summary quote, the versions and a section per API category', () => {
    const lines = text.split('\n');
    assert.equal(lines[0], '# Turf.js');
    assert.match(lines[2]!, /^> /);
    assert.ok(text.includes(`## Docs versions\n\n- [${current.turfVersion} (current)](https://turfjs.org/llms.txt) (this file)`), text);
    assert.match(text, /- \[6\.5\.0\]\(https:\/\/turfjs\.org\/docs\/6\.5\.0\/llms\.txt\)/);
    assert.match(
      text,
      /## API: Measurement\n\n- \[along\]\(https:\/\/turfjs\.org\/docs\/api\/along\.md\): along does a thing\.\n- \[area\]/,
    );
    assert.match(text, /## Guides\n\n- \[Introduction\]\(https:\/\/turfjs\.org\/docs\/intro\.md\): Introduction does a thing\./);
    assert.doesNotMatch(text, /GeojsonEquality/, 'stand-ins are not listed');
    assert.match(text, /## Optional[\s\S]*getCoord/);
  });

  it('puts every reference page of the version in llms-full.txt, and fails without a copy', () => {
    const copies = new Map(pages.map((p) => [p.permalink, `# ${p.title}\n\nBody of ${p.title}.\n`]));
    const full = llmsFullTxt(version, copies);
    assert.ok(full.startsWith(`# Turf ${current.turfVersion} API reference\n`), full.slice(0, 80));
    for (const name of ['along', 'area', 'Units', 'getCoord']) assert.ok(full.includes(`Body of ${name}.`), name);
    assert.ok(!full.includes('Body of GeojsonEquality'));
    copies.delete('/docs/api/area');
    assert.throws(() => llmsFullTxt(version, copies), /no Markdown copy of \/docs\/api\/area/);
  });

  it('reduces a description to one line', () => {
    assert.equal(oneLine('Takes a line\nand returns a point. Then more.'), 'Takes a line and returns a point.');
    assert.ok(oneLine('x'.repeat(500)).length <= 200);
    assert.equal(oneLine('Finds the bearing between them, i.e. the angle. More.'), 'Finds the bearing between them, i.e. the angle.');
    assert.equal(oneLine('Supports e.g. points and lines'), 'Supports e.g. points and lines');
  });

  it('writes types of a summary in code spans, and escapes any other angle bracket', () => {
    assert.equal(
      summaryMarkdown('Creates a Feature<MultiPoint> based on a coordinate array. More.'),
      'Creates a `Feature<MultiPoint>` based on a coordinate array.',
    );
    assert.equal(
      summaryMarkdown('Takes a FeatureCollection<Point|Polygon> and a Feature<Polygon, Props>.'),
      'Takes a `FeatureCollection<Point|Polygon>` and a `Feature<Polygon, Props>`.',
    );
    assert.equal(summaryMarkdown('Is a < b [really]?'), 'Is a \\< b \\[really\\]?');
  });
});
