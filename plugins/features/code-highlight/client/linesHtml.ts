/**
 * The markup Docusaurus's CodeBlock/Line renders, as one HTML string: as React elements, code blocks
 * that never change were about a third of the work of hydrating an API page.
 */
import type { CSSProperties } from 'react';

import type { CodeToken } from './encoding';
import { tokenStyle, type ThemeStyles } from './tokenStyles';

export interface LinesHtmlOptions {
  styles: ThemeStyles;
  /** Docusaurus's magic comments. */
  lineClassNames?: Readonly<Record<number, readonly string[] | undefined>>;
  lineNumbers?: { line: string; number: string; content: string };
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

/** As React serializes it. */
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
