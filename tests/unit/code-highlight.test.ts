/**
 * Build-time highlighting (plugins/features/code-highlight) must draw exactly what prism-react-renderer's
 * <Highlight> drew in the browser before: the same lines, tokens, classes and colours.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Highlight, type PrismTheme } from 'prism-react-renderer';
import type { Root } from 'mdast';

import { highlightCode } from '../../plugins/features/code-highlight/highlightCode';
import remarkHighlightCode from '../../plugins/features/code-highlight/remarkHighlightCode';
import {
  decodeHighlightedLines,
  encodeHighlightedLines,
  plainLines,
  type CodeToken,
} from '../../plugins/features/code-highlight/client/encoding';
import { themeStyles, tokenStyle } from '../../plugins/features/code-highlight/client/tokenStyles';
import { linesHtml } from '../../plugins/features/code-highlight/client/linesHtml';
import { darkCodeTheme, lightCodeTheme } from '../../src/data/codeThemes';

const samples: readonly [language: string | undefined, code: string][] = [
  ['js', 'var line = turf.lineString([[-83, 30], [-84, 36]]);\nvar options = {units: "miles"};\n\n//addToMap\nvar addToMap = [line]'],
  ['js', '/* a comment\n\nover lines */\nconst t = `template ${1 + 2}\nline two`;\n'],
  ['bash', 'npm install @turf/turf@7.2.0\n# a comment\nyarn add "@turf/along"'],
  ['html', '<script src="https://cdn.jsdelivr.net/npm/@turf/turf@7/turf.min.js"></script>\n<!-- note -->'],
  ['json', '{\n  "type": "Point",\n  "coordinates": [1.5, -2]\n}'],
  ['ts', 'export function f<T extends object>(x: T): T | undefined {\r\n  return x;\r\n}'],
  [undefined, 'plain text\n\n  indented'],
  ['klingon', 'no grammar here'],
  ['js', ''],
];

/** What <Highlight> hands to Docusaurus's Line component: every token's props. */
function tokensFromHighlight(code: string, language: string, theme: PrismTheme) {
  let drawn: unknown;
  renderToStaticMarkup(
    createElement(Highlight, {
      code,
      language,
      theme,
      children: ({ tokens, getTokenProps, getLineProps, style }) => {
        drawn = {
          root: style,
          lines: tokens.map((line) => ({
            line: getLineProps({ line }),
            tokens: line.map((token) => getTokenProps({ token })),
          })),
        };
        return null;
      },
    }),
  );
  return drawn;
}

function tokensFromBuild(code: string, language: string, theme: PrismTheme) {
  const lines = decodeHighlightedLines(highlightCode(code, language), code);
  assert.ok(lines, `the encoding fits ${JSON.stringify(code)}`);
  const styles = themeStyles(theme, language);
  return {
    root: styles.root,
    lines: lines.map((line) => ({
      line: { className: 'token-line', style: styles.plain },
      tokens: line.map((token) => ({
        className: ['token', ...token.types].join(' '),
        children: token.content,
        style: tokenStyle(styles, token),
      })),
    })),
  };
}

describe('build-time code highlighting', () => {
  for (const [language, code] of samples) {
    it(`draws ${language ?? 'unlabelled'} code as <Highlight> does, light and dark: ${JSON.stringify(code.slice(0, 30))}`, () => {
      for (const theme of [lightCodeTheme, darkCodeTheme]) {
        // Docusaurus passes "text" for a block without a language.
        const name = language ?? 'text';
        assert.deepEqual(
          JSON.parse(JSON.stringify(tokensFromBuild(code, name, theme))),
          JSON.parse(JSON.stringify(tokensFromHighlight(code, name, theme))),
        );
      }
    });
  }

  it('colours JavaScript keywords and strings differently from plain text', () => {
    const lines = decodeHighlightedLines(highlightCode('var s = "x";', 'js'), 'var s = "x";')!;
    assert.deepEqual(
      lines[0]!.map((token) => token.types[0]),
      ['keyword', 'plain', 'operator', 'plain', 'string', 'punctuation'],
    );
    assert.notDeepEqual(
      tokenStyle(themeStyles(lightCodeTheme, 'js'), lines[0]![0]!),
      tokenStyle(themeStyles(darkCodeTheme, 'js'), lines[0]![0]!),
    );
  });

  it('refuses an encoding that does not fit the text, or is not one', () => {
    const encoded = highlightCode('var a = 1;', 'js');
    assert.equal(decodeHighlightedLines(encoded, 'var b = 22;'), undefined);
    assert.equal(decodeHighlightedLines(encoded, 'var a = 1;\nmore'), undefined);
    for (const garbage of ['', 'null', '{"a":1}', '[["plain"],[[0,-1]]]', '[["plain"],[[5,3]]]', '[["plain"],[[0]]]', '<script>']) {
      assert.equal(decodeHighlightedLines(garbage, 'abc'), undefined, garbage);
    }
  });

  it('round-trips tokens through the compact encoding', () => {
    const lines: CodeToken[][] = [
      [
        { types: ['keyword'], content: 'let' },
        { types: ['plain'], content: ' x' },
      ],
      [{ types: ['comment'], content: '\n', empty: true }],
    ];
    assert.deepEqual(decodeHighlightedLines(encodeHighlightedLines(lines), 'let x\n'), lines);
    assert.deepEqual(plainLines('a\n\nb'), [
      [{ types: ['plain'], content: 'a' }],
      [{ types: ['plain'], content: '\n', empty: true }],
      [{ types: ['plain'], content: 'b' }],
    ]);
  });
});

describe('remarkHighlightCode', () => {
  const liveExample = (value: unknown) => ({
    type: 'mdxJsxFlowElement' as const,
    name: 'LiveExample',
    attributes: [{ type: 'mdxJsxAttribute' as const, name: 'code', value }],
    children: [],
  });
  const expression = (node: object) => ({
    type: 'mdxJsxAttributeValueExpression',
    value: '',
    data: { estree: { type: 'Program', body: [{ type: 'ExpressionStatement', expression: node }] } },
  });
  const highlightedProp = (element: { attributes: { name: string; value: unknown }[] }) =>
    element.attributes.find((a) => a.name === 'highlighted')?.value;

  it('gives every fenced code block its highlighting, nested ones included', () => {
    const tree = {
      type: 'root',
      children: [
        { type: 'code', lang: 'bash', value: 'npm i @turf/turf' },
        { type: 'blockquote', children: [{ type: 'code', lang: null, value: 'plain' }] },
      ],
    } as unknown as Root;
    remarkHighlightCode()(tree);
    const [top, quote] = tree.children as unknown as [
      { data: { hProperties: { highlighted: string } } },
      { children: [{ data: { hProperties: { highlighted: string } } }] },
    ];
    assert.equal(top.data.hProperties.highlighted, highlightCode('npm i @turf/turf', 'bash'));
    assert.equal(quote.children[0].data.hProperties.highlighted, highlightCode('plain'));
  });

  it("highlights a <LiveExample>'s code written as a string, JSON or a template literal", () => {
    const code = 'var p = turf.point([0, 0]);';
    const elements = [
      liveExample(code),
      liveExample(expression({ type: 'Literal', value: code })),
      liveExample(expression({ type: 'TemplateLiteral', expressions: [], quasis: [{ value: { cooked: code } }] })),
    ];
    remarkHighlightCode()({ type: 'root', children: elements } as unknown as Root);
    for (const element of elements) assert.equal(highlightedProp(element), highlightCode(code, 'js'));
  });

  it('fails the build on a <LiveExample> whose code is computed, naming what to write instead', () => {
    const computed = liveExample(expression({ type: 'Identifier', name: 'someCode' }));
    assert.throws(
      () => remarkHighlightCode()({ type: 'root', children: [computed] } as unknown as Root),
      /<LiveExample> needs a `code` prop written as a string/,
    );
  });
});

/**
 * What Docusaurus's CodeBlock/Line (and Line/Token) render for one line, element for element
 * (@docusaurus/theme-classic/lib/theme/CodeBlock/Line), with the props the site's Content passes.
 */
function docusaurusLine(line: CodeToken[], styles: ReturnType<typeof themeStyles>, classNames: string[] | undefined, numbered: boolean) {
  const drawn = line.length === 1 && line[0]!.content === '\n' ? [{ ...line[0]!, content: '' }] : line;
  const tokens = drawn.map((token, key) =>
    createElement('span', { key, className: ['token', ...token.types].join(' '), style: tokenStyle(styles, token) }, token.content),
  );
  const className = ['token-line', ...(classNames ?? []), numbered ? 'codeLine_x' : 'blockLine_x'].join(' ');
  // A span where Docusaurus writes a div: only phrasing content may sit in <code>.
  return createElement(
    'span',
    { className, style: styles.plain },
    ...(numbered
      ? [createElement('span', { className: 'number_x' }), createElement('span', { className: 'content_x' }, ...tokens)]
      : tokens),
    createElement('br'),
  );
}

describe('code lines as HTML', () => {
  it("writes the markup Docusaurus's Line components render, for every sample, theme and line option", () => {
    const hostile = 'const s = "<b> & \'x\'";\n\n\tlet y = a < b && c > d;';
    for (const [language, code] of [...samples, ['js', hostile] as const]) {
      const lang = language ?? 'text';
      const lines = decodeHighlightedLines(highlightCode(code, lang), code);
      assert.ok(lines);
      for (const theme of [lightCodeTheme, darkCodeTheme]) {
        const styles = themeStyles(theme, lang);
        for (const numbered of [false, true]) {
          const lineClassNames = { 0: ['theme-code-block-highlighted-line'] };
          const expected = renderToStaticMarkup(
            createElement('code', null, ...lines.map((line, index) => docusaurusLine(line, styles, lineClassNames[index as 0], numbered))),
          );
          const html = linesHtml(lines, {
            styles,
            lineClassNames,
            lineNumbers: numbered ? { line: 'codeLine_x', number: 'number_x', content: 'content_x' } : undefined,
            blockLine: 'blockLine_x',
          });
          assert.equal(
            renderToStaticMarkup(createElement('code', { dangerouslySetInnerHTML: { __html: html } })),
            expected,
            `${lang} ${theme === darkCodeTheme ? 'dark' : 'light'} ${numbered ? 'numbered' : ''}`,
          );
        }
      }
    }
  });
});
