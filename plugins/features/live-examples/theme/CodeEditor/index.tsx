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
  readonly onChange: (value: string) => void;
  readonly onRun: () => void;
  readonly label: string;
  readonly autoFocus?: boolean;
}

export default function CodeEditor({ value, onChange, onRun, label, autoFocus = false }: Props): ReactNode {
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
        doc: value,
        extensions: [
          keymap.of([{ key: 'Mod-Enter', run: () => (callbacks.current.onRun(), true) }, indentWithTab]),
          basicSetup,
          javascript(),
          EditorView.lineWrapping,
          theme.current.of(editorTheme(colorMode === 'dark')),
          EditorView.contentAttributes.of({ 'aria-label': label, 'aria-describedby': hint }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    if (autoFocus) editor.focus();
    return () => editor.destroy();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- created once; value changes from outside (Reset) are applied below
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: theme.current.reconfigure(editorTheme(colorMode === 'dark')) });
  }, [colorMode]);

  return (
    <div className={styles.editorWithHint}>
      <div ref={host} className={styles.editor} />
      <p id={hint} className={styles.hint}>
        Ctrl/⌘ + Enter runs. Tab indents: to leave the editor, press Esc, then Tab.
      </p>
    </div>
  );
}
