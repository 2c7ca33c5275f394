/**
 * The playground's starting code as a still copy of its editor: highlighted at build time, drawn
 * with the editor's colours, gutter and line boxes. CodeMirror costs a phone a few hundred
 * milliseconds of main thread, so the page shows this first and the editor replaces it when the
 * reader reaches for the code (a pointer on it, the focus, or a press).
 */
import { useMemo, type CSSProperties, type ReactNode } from 'react';

import highlightedSnippets from '@generated/code-highlight/default/snippets.json';
import { playgroundSnippet } from '@site/src/data/highlightedSnippets';
import { decodeHighlightedLines } from '../../../code-highlight/client/encoding';
import { editorPalettes, type EditorPalette } from '../CodeEditor/palette';
import editorStyles from '../CodeEditor/styles.module.css';
import styles from './styles.module.css';

/** How the reader reached for the code: the editor takes the focus, at the pressed spot if there is one. */
export type Reach =
  { readonly by: 'pointer' } | { readonly by: 'focus' } | { readonly by: 'press'; readonly x: number; readonly y: number };

interface Props {
  readonly label: string;
  readonly hintId: string;
  readonly onReach: (reach: Reach) => void;
}

/** Prism's token types, in the editor's palette (CodeEditor/theme.ts gives CodeMirror's tags the same colours). */
const tokenColor: ReadonlyArray<[types: readonly string[], color: keyof EditorPalette]> = [
  [['comment'], 'comment'],
  [['string', 'template-string', 'regex', 'char'], 'string'],
  [['number', 'boolean', 'null', 'undefined'], 'number'],
  [['function', 'method'], 'function'],
  [['property', 'literal-property'], 'property'],
  [['keyword'], 'keyword'],
];

function colorOf(types: readonly string[]): keyof EditorPalette | undefined {
  return tokenColor.find(([names]) => names.some((name) => types.includes(name)))?.[1];
}

/** Both colour modes as custom properties, built once; the stylesheet picks the page's. */
const paletteProperties = Object.fromEntries(
  Object.entries(editorPalettes).flatMap(([mode, palette]) => Object.entries(palette).map(([name, value]) => [`--${mode}-${name}`, value])),
) as CSSProperties;

export function StillCode({ label, hintId, onReach }: Props): ReactNode {
  const code = playgroundSnippet.code;
  const lines = useMemo(() => decodeHighlightedLines(highlightedSnippets[playgroundSnippet.id] ?? '', code), [code]);
  if (!lines) throw new Error(`The build's highlighting of the playground code does not fit it: rebuild (npm run build)`);
  return (
    <div className={editorStyles.editorWithHint}>
      <div
        className={`${editorStyles.editor} ${styles.stillCode}`}
        style={paletteProperties}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-describedby={hintId}
        tabIndex={0}
        data-still-code
        onPointerEnter={() => onReach({ by: 'pointer' })}
        onPointerDown={(event) => onReach({ by: 'press', x: event.clientX, y: event.clientY })}
        onFocus={() => onReach({ by: 'focus' })}
      >
        {lines.map((line, index) => (
          <div key={index} className={index === 0 ? `${styles.stillLine} ${styles.activeLine}` : styles.stillLine}>
            <span className={styles.lineNumber}>{index + 1}</span>
            <span className={styles.foldSpace} />
            <span className={styles.lineText}>
              {line.map((token, at) => {
                const color = colorOf(token.types);
                return color ? (
                  <span key={at} style={{ color: `var(--code-${color})` }} className={color === 'comment' ? styles.comment : undefined}>
                    {token.content}
                  </span>
                ) : (
                  token.content
                );
              })}
              {line.every((token) => token.content === '') && <br />}
            </span>
          </div>
        ))}
      </div>
      <p id={hintId} className={editorStyles.hint}>
        Ctrl/⌘ + Enter runs. Tab indents: to leave the editor, press Esc, then Tab.
      </p>
    </div>
  );
}
