/** CodeMirror's defaults (and One Dark's comment grey) fall under 4.5:1 contrast. */
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';

const palettes = {
  light: {
    background: '#ffffff',
    foreground: '#1c1e21',
    gutter: '#f3f4f6',
    gutterText: '#4b5563',
    activeLine: '#f1f5f9',
    selection: '#cfe3ff',
    cursor: '#1c1e21',
    keyword: '#8b1a9e',
    string: '#0b6b2f',
    number: '#1f4fbf',
    comment: '#5c6370',
    property: '#004f8a',
    function: '#7a4100',
  },
  dark: {
    background: '#1e2228',
    foreground: '#e6e6e6',
    gutter: '#1e2228',
    gutterText: '#a0a7b4',
    activeLine: '#2a2f37',
    selection: '#3a4a63',
    cursor: '#ffffff',
    keyword: '#e2a8ff',
    string: '#8fe0a8',
    number: '#9cc3ff',
    comment: '#a0a7b4',
    property: '#8fd3ff',
    function: '#ffcf8a',
  },
};

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
