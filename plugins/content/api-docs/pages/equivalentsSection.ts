/** "In other libraries" (src/data/searchAliases.ts); the names also go into a `docsearch:aliases` meta tag for search. */
import type { PhrasingContent, RootContent } from 'mdast';

import { searchAliases } from '../../../../src/data/searchAliases';
import type { ApiFunction } from '../model/types';
import { docsearchMeta, heading, inlineCode, link, paragraph, table, text } from './mdast';

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
    docsearchMeta({ aliases: [...new Set(equivalents.map((equivalent) => equivalent.name))].join(' | ') }),
    heading(2, text('In other libraries')),
    paragraph(text('The same operation under the names other geospatial libraries give it, as their own documentation defines them.')),
    table(['Library', 'Name', 'Difference'], rows),
  ];
}
