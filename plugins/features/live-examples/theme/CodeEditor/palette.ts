/**
 * The editor's colours: CodeMirror's defaults (and One Dark's comment grey) fall under 4.5:1
 * contrast. Apart from CodeMirror, so that the playground's still copy of the editor
 * (Playground/StillCode.tsx) draws with them before CodeMirror loads.
 */
export type EditorPalette = Readonly<Record<keyof typeof light, string>>;

const light = {
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
};

export const editorPalettes: Readonly<{ light: EditorPalette; dark: EditorPalette }> = {
  light,
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
