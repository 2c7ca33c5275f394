import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { RootContent } from 'mdast';

import { resolveMarkdown, summary } from '../../plugins/content/api-docs/pages/markdown';
import { serializePage } from '../../plugins/content/api-docs/pages/serialize';
import { buildFunctionPage } from '../../plugins/content/api-docs/pages/buildFunctionPage';
import type { PageContext } from '../../plugins/content/api-docs/pages/context';
import type { ApiFunction, Markdown } from '../../plugins/content/api-docs/model/types';

const paragraph = (...children: object[]) => ({ type: 'paragraph', children }) as RootContent;
const text = (value: string) => ({ type: 'text', value });

const links = {
  docsPath: '/docs/7.1.0',
  typePages: new Set(['Units']),
  functionPages: new Set(['point']),
  constantPages: new Set(['earthRadius']),
};

/** A JSDoc description with everything MDX or a table would trip over. */
const hostile: Markdown = [
  paragraph(
    text('Takes {curly} <b>tags</b> | pipes and a '),
    { type: 'link', url: 'point', jsdoc: true, children: [text('point')] },
    text(' near '),
    { type: 'link', url: 'NotAThing', jsdoc: true, children: [text('NotAThing')] },
    text('.'),
  ),
  { type: 'html', value: '<script>alert(1)</script>' } as RootContent,
  { type: 'heading', depth: 1, children: [text('Bibliography')] } as RootContent,
  paragraph({ type: 'image', url: 'https://example.com/x.png', alt: 'diagram' }),
];

const fn: ApiFunction = {
  kind: 'function',
  name: 'hostile',
  exportName: 'hostile',
  packageName: '@turf/hostile',
  category: 'Other',
  internal: false,
  importStyle: 'named',
  description: hostile,
  params: [
    {
      name: 'options',
      type: { kind: 'name', name: 'Object' },
      description: hostile,
      optional: true,
      defaultValue: '{}',
      properties: [
        {
          name: 'options.units',
          type: {
            kind: 'union',
            members: [
              { kind: 'name', name: 'Units' },
              { kind: 'literal', value: 'a|b' },
            ],
          },
          description: [paragraph(text('a {b} | c <d>'))],
          optional: true,
          defaultValue: '"kilometers"',
          properties: [],
        },
      ],
    },
  ],
  returns: [{ type: { kind: 'name', name: 'number' }, description: hostile }],
  throws: [{ type: { kind: 'name', name: 'Error' }, description: [paragraph(text('if `x` < 0'))] }],
  examples: ['var x = turf.hostile({units: "a|b"});\n//addToMap\nvar addToMap = [x]', 'turf.hostile() // no map'],
  deprecated: [paragraph(text('use {something} else'))],
  aliases: ['oldName'],
  source: { path: 'packages/turf-hostile/index.ts', line: 12 },
};

const context: PageContext = {
  model: {
    versionName: '7.1.0',
    versionLabel: '7.1.0',
    docsPath: '/docs/7.1.0',
    turfVersion: '7.1.0',
    functions: [fn],
    typedefs: [],
    constants: [],
    standalone: [],
    undocumented: [],
  },
  links,
  history: () => [
    { versionLabel: '6.5.0', turfVersion: '6.5.0', docsPath: '/docs/6.5.0', status: 'added', changes: [] },
    { versionLabel: '7.1.0', turfVersion: '7.1.0', docsPath: '/docs/7.1.0', status: 'changed', changes: ['`a|b` changed'] },
  ],
  bundleCost: () => null,
  tasks: () => ({
    tasks: ['measure a <b>hostile</b> {thing}', 'check another thing'],
    seeAlso: [
      { to: 'make a point', fn: 'point' },
      { to: 'use a function this version lacks', fn: 'missingHere' },
    ],
  }),
};

describe('description markdown', () => {
  it('links {@link} references to our pages and unwraps unknown ones', () => {
    const [first] = resolveMarkdown(hostile, links) as Array<{ children: Array<{ type: string; url?: string }> }>;
    const linksOut = first!.children.filter((node) => node.type === 'link').map((node) => node.url);
    assert.deepEqual(linksOut, ['/docs/7.1.0/api/point']);
  });

  it('turns raw HTML into text, headings into bold paragraphs and images into links', () => {
    const [, html, heading, image] = resolveMarkdown(hostile, links) as Array<{ type: string; children?: Array<{ type: string }> }>;
    assert.equal(html!.type, 'paragraph');
    assert.equal(html!.children![0]!.type, 'text');
    assert.equal(heading!.type, 'paragraph');
    assert.equal(heading!.children![0]!.type, 'strong');
    assert.equal(image!.children![0]!.type, 'link');
  });

  it('moves spaces at the edges of a link text beside the link', () => {
    const [resolved] = resolveMarkdown(
      [paragraph(text('it is'), { type: 'link', url: 'https://example.com', children: [text(' recommended ')] }, text('by'))],
      links,
    ) as Array<{ children: Array<{ type: string; value?: string; children?: Array<{ value: string }> }> }>;
    assert.deepEqual(
      resolved!.children.map((node) => (node.type === 'link' ? `[${node.children![0]!.value}]` : node.value)),
      ['it is', ' ', '[recommended]', ' ', 'by'],
    );
  });

  it('summarises the first sentence for the meta description', () => {
    assert.equal(summary([paragraph(text('Takes a line. Returns a point.'))]), 'Takes a line.');
    assert.equal(summary([paragraph(text('x'.repeat(300)))]).length, 160);
  });
});

describe('function page', () => {
  const mdx = serializePage(buildFunctionPage(fn, context, '6.5.0'));

  it('compiles as MDX whatever the JSDoc contains', async () => {
    // ES-module-only packages: imported at run time from this CommonJS-compiled test.
    const { compile } = await import('@mdx-js/mdx');
    const { default: remarkGfm } = await import('remark-gfm');
    const { default: remarkDirective } = await import('remark-directive');
    await compile(mdx.replace(/^---[\s\S]*?---\n/, ''), { remarkPlugins: [remarkGfm, remarkDirective] });
  });

  it('keeps hostile text as text: no raw script tag, escaped braces', () => {
    assert.ok(!mdx.includes('<script>alert(1)</script>'));
    assert.ok(mdx.includes('\\<script>') || mdx.includes('&lt;script'), 'the script tag is escaped');
    assert.ok(mdx.includes('\\{curly}'), 'braces are escaped');
  });

  it('has its sections in reading order, a JSDoc section title among them as a heading', () => {
    const headings = [...mdx.matchAll(/^#{1,2} (.+)$/gm)].map((match) => match[1]);
    assert.deepEqual(headings, [
      'hostile',
      'Bibliography',
      'Parameters',
      'Returns',
      'Throws',
      'Examples',
      'Installation',
      'Version history',
    ]);
  });

  it('makes every example live, with a map only for examples that declare addToMap', () => {
    const examples = [...mdx.matchAll(/<LiveExample [^\n]*\/>/g)].map((match) => match[0]);
    assert.equal(examples.length, 2);
    assert.equal(examples.filter((tag) => tag.includes('map={true}')).length, 1);
    assert.ok(examples.every((tag) => tag.includes('turfVersion="7.1.0"')));
  });

  it('installs the exact version and links the source at its tag', () => {
    assert.ok(mdx.includes('npm install @turf/hostile@7.1.0'));
    assert.ok(mdx.includes('import { hostile } from "@turf/hostile";'));
    assert.ok(mdx.includes('https://cdn.jsdelivr.net/npm/@turf/turf@7.1.0/turf.min.js'));
    assert.ok(mdx.includes('https://github.com/Turfjs/turf/blob/v7.1.0/packages/turf-hostile/index.ts#L12'));
  });

  it('names deprecated aliases and the deprecation', () => {
    assert.match(mdx, /:::info\[Deprecated aliases\]/);
    assert.match(mdx, /`oldName`/);
    assert.match(mdx, /:::warning\[Deprecated\]/);
  });

  it('lists its tasks under the summary, and points to other functions of this version only', () => {
    const start = mdx.indexOf('<ApiUseItTo>');
    assert.ok(start > mdx.indexOf('# hostile') && start < mdx.indexOf('## Parameters'), 'after the summary, before the parameters');
    assert.match(mdx, /\*\*Use it to:\*\*/);
    assert.match(mdx, /^ *- measure a \\<b>hostile\\<\/b> \\\{thing}$/m);
    assert.match(mdx, /^ *- check another thing$/m);
    assert.match(mdx, /To make a point, see \[`point`\]\(\/docs\/7\.1\.0\/api\/point\)\./);
    assert.ok(!mdx.includes('missingHere'));
    assert.match(mdx, /name="docsearch:tasks" content="measure a <b>hostile<\/b> \{thing} \| check another thing"/);
  });

  it('writes front matter the sidebar generator reads', () => {
    assert.match(mdx, /^sidebar_custom_props: \{"category":"Other"\}$/m);
    assert.match(mdx, /^title: "hostile"$/m);
  });
});
