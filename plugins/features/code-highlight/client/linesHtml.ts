/**
 * A highlighted code block's lines as one HTML string: the markup Docusaurus's CodeBlock/Line
 * renders (a `token-line` line per line (a span where Docusaurus writes a div), a span per token, a line break, and line-number spans
 * when numbered), written directly instead of as a React element per line and per token.
 *
 * The site's CodeBlock/Content sets it as the `<code>` element's inner HTML. A code block is a few
 * hundred elements that never change after the build, and as React elements they were about a
 * third of the work of hydrating an API page. React adopts inner HTML as it is.
 */
import type { CSSProperties } from 'react';

import type { CodeToken } from './encoding';
import { tokenStyle, type ThemeStyles } from './tokenStyles';

export interface LinesHtmlOptions {
  styles: ThemeStyles;
  /** Extra classes per line (Docusaurus's magic comments); by line index. */
  lineClassNames?: Readonly<Record<number, readonly string[] | undefined>>;
  /** The CSS module classes of Docusaurus's Line, when the block shows line numbers. */
  lineNumbers?: { line: string; number: string; content: string };
  /** The class that makes an unnumbered line a block (a numbered one is a table row). */
  blockLine: string;
}

export function linesHtml(
  lines: readonly (readonly CodeToken[])[],
  { styles, lineClassNames = {}, lineNumbers, blockLine }: LinesHtmlOptions,
): string {
  return lines
    .map((line, index) => {
      const lineClass = ['token-line', ...(lineClassNames[index] ?? []), lineNumbers ? lineNumbers.line : blockLine].join(' ');
      const tokens = withoutLoneLineBreak(line)
        .map(
          (token) =>
            `<span${attributes(['token', ...token.types].join(' '), tokenStyle(styles, token))}>${escapeHtml(token.content)}</span>`,
        )
        .join('');
      const content = lineNumbers
        ? `<span class="${lineNumbers.number}"></span><span class="${lineNumbers.content}">${tokens}</span>`
        : tokens;
      // A span, not Docusaurus's div: HTML allows only phrasing content in <code> (the Nu checker's finding).
      return `<span${attributes(lineClass, styles.plain)}>${content}<br/></span>`;
    })
    .join('');
}

/** As Docusaurus's Line: a line that is only "\n" draws as empty, or its <br/> would double it. */
function withoutLoneLineBreak(line: readonly CodeToken[]): readonly CodeToken[] {
  return line.length === 1 && line[0]!.content === '\n' ? [{ ...line[0]!, content: '' }] : line;
}

function attributes(className: string, style: CSSProperties | undefined): string {
  const css = style ? styleAttribute(style) : '';
  return ` class="${escapeHtml(className)}"${css ? ` style="${escapeHtml(css)}"` : ''}`;
}

// The CSS properties React writes without a unit when given a number.
const unitless = new Set(['opacity', 'fontWeight', 'lineHeight', 'zIndex', 'flex', 'flexGrow', 'flexShrink', 'order', 'zoom', 'tabSize']);

/** A style object as React serializes it: `font-style:italic;color:#393A34`. */
function styleAttribute(style: CSSProperties): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '' && typeof value !== 'boolean')
    .map(([name, value]) => {
      const cssName = name.startsWith('--') ? name : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`).replace(/^ms-/, '-ms-');
      const cssValue = typeof value === 'number' && value !== 0 && !unitless.has(name) ? `${value}px` : String(value).trim();
      return `${cssName}:${cssValue}`;
    })
    .join(';');
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character]!);
}
