/** The editor's look in CodeMirror's terms; its colours are in palette.ts. */
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';

import { editorPalettes as palettes } from './palette';

export function editorTheme(dark: boolean): Extension {
  const colors = dark ? palettes.dark : palettes.light;
  return [
    EditorView.theme(
      {
        '&': { color: colors.foreground, backgroundColor: colors.background },
        '.cm-content': { caretColor: colors.cursor },
        '.cm-cursor, .cm-dropCursor': { borderLeftColor: colors.cursor },
        '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: colors.selection },
        '.cm-activeLine': { backgroundColor: colors.activeLine },
        '.cm-gutters': { backgroundColor: colors.gutter, color: colors.gutterText, border: 'none' },
        '.cm-activeLineGutter': { backgroundColor: colors.activeLine },
      },
      { dark },
    ),
    syntaxHighlighting(
      HighlightStyle.define([
        { tag: [tags.keyword, tags.operatorKeyword, tags.controlKeyword, tags.definitionKeyword], color: colors.keyword },
        { tag: [tags.string, tags.special(tags.string), tags.regexp], color: colors.string },
        { tag: [tags.number, tags.bool, tags.null, tags.atom], color: colors.number },
        { tag: [tags.comment, tags.lineComment, tags.blockComment], color: colors.comment, fontStyle: 'italic' },
        { tag: [tags.propertyName], color: colors.property },
        { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: colors.function },
      ]),
    ),
  ];
}
