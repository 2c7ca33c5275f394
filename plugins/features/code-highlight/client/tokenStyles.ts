/** Token styles as prism-react-renderer's <Highlight> computes them, without loading it in the browser. */
import type { CSSProperties } from 'react';
import type { PrismTheme } from 'prism-react-renderer';

import type { CodeToken } from './encoding';

export type ThemeStyles = Readonly<Record<string, CSSProperties | undefined>> & {
  readonly root: CSSProperties;
  readonly plain: CSSProperties;
};

export function themeStyles(theme: PrismTheme, language: string): ThemeStyles {
  const byType: Record<string, CSSProperties> = {};
  for (const { languages, types, style } of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) byType[type] = { ...byType[type], ...(style as CSSProperties) };
  }
  return { ...byType, root: theme.plain as CSSProperties, plain: { ...(theme.plain as CSSProperties), backgroundColor: undefined } };
}

export function tokenStyle(styles: ThemeStyles, { types, empty }: CodeToken): CSSProperties | undefined {
  const emptyLine: CSSProperties = empty ? { display: 'inline-block' } : {};
  if (types.length === 1 && types[0] === 'plain') return empty ? emptyLine : undefined;
  if (types.length === 1 && empty) return styles[types[0]!];
  return Object.assign(emptyLine, ...types.map((type) => styles[type]));
}
