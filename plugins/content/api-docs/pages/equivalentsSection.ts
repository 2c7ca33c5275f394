/** "In other libraries" (src/data/searchAliases.ts); the names also go into a `docsearch:aliases` meta tag for search. */
import type { PhrasingContent, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';

import { searchAliases } from '../../../../src/data/searchAliases';
import type { ApiFunction } from '../model/types';
import { heading, inlineCode, link, paragraph, table, text } from './mdast';

/** Docusaurus moves it into the page's head. */
function aliasesMeta(names: readonly string[]): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'head',
    attributes: [],
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: 'meta',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'name', value: 'docsearch:aliases' },
          { type: 'mdxJsxAttribute', name: 'content', value: names.join(' | ') },
        ],
        children: [],
      },
    ],
  };
}

export function equivalentsSection(fn: ApiFunction): RootContent[] {
  if (fn.internal) return [];
  const equivalents = Object.hasOwn(searchAliases, fn.name) ? searchAliases[fn.name]! : [];
  if (equivalents.length === 0) return [];
  const rows = equivalents.map((equivalent): PhrasingContent[][] => [
    [text(equivalent.library)],
    [link(equivalent.source, inlineCode(equivalent.name))],
    [text(equivalent.note ?? '')],
  ]);
  return [
    aliasesMeta([...new Set(equivalents.map((equivalent) => equivalent.name))]),
    heading(2, text('In other libraries')),
    paragraph(text('The same operation under the names other GIS libraries give it, as their own documentation defines them.')),
    table(['Library', 'Name', 'Difference'], rows),
  ];
}
