/** The parts every API page (function, type, constant) starts the same way with. */
import type { RootContent } from 'mdast';

import type { Markdown } from '../model/types';
import { summary } from './markdown';
import { heading, importDefault, text } from './mdast';
import type { ApiPageKind } from './serialize';

/** A null category means no sidebar entry. */
export function entryFrontMatter(
  kind: ApiPageKind,
  name: string,
  description: Markdown,
  fallback: string,
  category: string | null,
  extra: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  return {
    title: name,
    sidebar_label: name,
    description: summary(description) || fallback,
    api_page: kind,
    ...extra,
    sidebar_custom_props: { category },
  };
}

export function entryHeading(name: string, components: readonly string[] = ['ApiCode']): RootContent[] {
  return [...components.map((component) => importDefault(component, `@theme/${component}`)), heading(1, text(name))];
}
