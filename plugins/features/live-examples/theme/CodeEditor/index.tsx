/**
 * A CodeMirror 6 editor, loaded on demand. Tab indents; keyboard users leave with CodeMirror's
 * Escape then Tab, which the hint under the editor (its accessible description) says.
 */
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { basicSetup, EditorView } from 'codemirror';
import { indentWithTab } from '@codemirror/commands';
import { Compartment, EditorState } from '@codemirror/state';
import { keymap } from '@codemirror/view';
import { javascript } from '@codemirror/lang-javascript';
import { useColorMode } from '@docusaurus/theme-common';

import { editorTheme } from './theme';
import styles from './styles.module.css';

interface Props {
  readonly value: string;
  /**
   * The document the editor starts from, when it differs from `value`: an example opened by a move
   * on its map starts from the code before the move, so undo can take the move back.
   */
  readonly initialValue?: string;
  /** `fromHistory`: the change is an undo or a redo. */
  readonly onChange: (value: string, change: { readonly fromHistory: boolean }) => void;
  readonly onRun: () => void;
  readonly label: string;
  readonly autoFocus?: boolean;
  /** With autoFocus: where the cursor goes, a point on the screen (the press that opened the editor). */
  readonly focusAt?: { readonly x: number; readonly y: number } | undefined;
  /**
   * As tall as its code, like the code block it replaces: an example's editor opened by a drag on
   * its map must not move the map under the pointer. The playground's keeps its bounded height.
   */
  readonly fitContent?: boolean;
}

function differingRange(from: string, to: string): { from: number; to: number; insert: string } {
  let start = 0;
  while (start < from.length && start < to.length && from[start] === to[start]) start++;
  let end = 0;
  while (end < from.length - start && end < to.length - start && from[from.length - 1 - end] === to[to.length - 1 - end]) end++;
  return { from: start, to: from.length - end, insert: to.slice(start, to.length - end) };
}

export default function CodeEditor({
  value,
  initialValue,
  onChange,
  onRun,
  label,
  autoFocus = false,
  focusAt,
  fitContent = false,
}: Props): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | undefined>(undefined);
  const theme = useRef(new Compartment());
  const callbacks = useRef({ onChange, onRun });
  // Updated in the commit, before any effect or CodeMirror handler reads them.
  useLayoutEffect(() => {
    callbacks.current = { onChange, onRun };
  }, [onChange, onRun]);
  const { colorMode } = useColorMode();
  const hint = useId();

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initialValue ?? value,
        extensions: [
          keymap.of([{ key: 'Mod-Enter', run: () => (callbacks.current.onRun(), true) }, indentWithTab]),
          basicSetup,
          javascript(),
          EditorView.lineWrapping,
          theme.current.of(editorTheme(colorMode === 'dark')),
          EditorView.contentAttributes.of({ 'aria-label': label, 'aria-describedby': hint }),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            const fromHistory = update.transactions.some(
              (transaction) => transaction.isUserEvent('undo') || transaction.isUserEvent('redo'),
            );
            callbacks.current.onChange(update.state.doc.toString(), { fromHistory });
          }),
        ],
      }),
    });
    view.current = editor;
    const cursor = autoFocus && focusAt ? editor.posAtCoords(focusAt) : null;
    if (cursor !== null) editor.dispatch({ selection: { anchor: cursor } });
    if (autoFocus) editor.focus();
    return () => editor.destroy();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- created once; value changes from outside (Reset) are applied below
  }, []);

  useEffect(() => {
    const editor = view.current;
    const current = editor?.state.doc.toString();
    if (editor && current !== undefined && current !== value) {
      // Only the characters that differ (a moved vertex's numbers), so the cursor stays. As an
      // "input.type" event, CodeMirror's history joins a drag's many adjacent changes, each within
      // its 500 ms of the last, into one step that undo takes back.
      editor.dispatch({ changes: differingRange(current, value), userEvent: 'input.type.example' });
    }
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: theme.current.reconfigure(editorTheme(colorMode === 'dark')) });
  }, [colorMode]);

  return (
    <div className={styles.editorWithHint}>
      <div ref={host} className={fitContent ? `${styles.editor} ${styles.fitContent}` : styles.editor} />
      <p id={hint} className={styles.hint}>
        Ctrl/⌘ + Enter runs. Tab indents: to leave the editor, press Esc, then Tab.
      </p>
    </div>
  );
}
