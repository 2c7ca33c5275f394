/**
 * Highlighting as the build's Prism computed it, so the browser never loads Prism: JSON
 * `[types, lines]`, each line a flat list of (type index, length) pairs over the block's own text.
 */

/** As prism-react-renderer's normalizeTokens returns it. */
export interface CodeToken {
  readonly types: readonly string[];
  readonly content: string;
  readonly empty?: boolean;
}

type Encoded = [types: string[], lines: number[][]];

const lineBreak = /\r\n|\r|\n/;

export function encodeHighlightedLines(lines: readonly (readonly CodeToken[])[]): string {
  const types: string[] = [];
  const typeIndex = (token: CodeToken): number => {
    const key = token.types.join(' ');
    const found = types.indexOf(key);
    return found >= 0 ? found : types.push(key) - 1;
  };
  const encodedLines = lines.map((line) => line.flatMap((token) => [typeIndex(token), token.empty ? 0 : token.content.length]));
  return JSON.stringify([types, encodedLines] satisfies Encoded);
}

/** undefined when the encoding does not fit the text, so a caller can fall back to plain text. */
export function decodeHighlightedLines(encoded: string, code: string): CodeToken[][] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(encoded);
  } catch {
    return undefined;
  }
  if (!isEncoded(parsed)) return undefined;
  const [types, encodedLines] = parsed;
  const textLines = code.split(lineBreak);
  if (textLines.length !== encodedLines.length) return undefined;
  const lines: CodeToken[][] = [];
  for (const [lineIndex, text] of textLines.entries()) {
    const pairs = encodedLines[lineIndex]!;
    const line: CodeToken[] = [];
    let offset = 0;
    for (let i = 0; i < pairs.length; i += 2) {
      const tokenTypes = types[pairs[i]!]?.split(' ');
      const length = pairs[i + 1]!;
      if (!tokenTypes) return undefined;
      line.push({ types: tokenTypes, content: text.slice(offset, offset + length) });
      offset += length;
    }
    if (offset !== text.length) return undefined;
    lines.push(line.length <= 1 && text === '' ? [emptyLine(line[0]?.types)] : line);
  }
  return lines;
}

export function plainLines(code: string): CodeToken[][] {
  return code.split(lineBreak).map((text) => [text === '' ? emptyLine() : { types: ['plain'], content: text }]);
}

/** As normalizeTokens marks it. */
function emptyLine(types: readonly string[] = ['plain']): CodeToken {
  return { types, content: '\n', empty: true };
}

function isEncoded(value: unknown): value is Encoded {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    Array.isArray(value[0]) &&
    value[0].every((type) => typeof type === 'string') &&
    Array.isArray(value[1]) &&
    value[1].every((line) => Array.isArray(line) && line.length % 2 === 0 && line.every((n) => Number.isInteger(n) && n >= 0))
  );
}
