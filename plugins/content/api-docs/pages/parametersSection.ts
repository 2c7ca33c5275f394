/** The Parameters table; nested `options.*` parameters follow their parent row. */
import type { PhrasingContent, RootContent } from 'mdast';

import type { ApiParam } from '../model/types';
import type { PageContext } from './context';
import { resolveInline } from './markdown';
import { heading, inlineCode, jsxFlow, jsxText, strong, table, text } from './mdast';
import { typeTokens } from './typeTokens';

function rows(param: ApiParam, context: PageContext): PhrasingContent[][][] {
  const description: PhrasingContent[] = [];
  if (param.optional) description.push(strong(text('Optional.')), text(' '));
  description.push(...resolveInline(param.description, context.links));
  if (param.defaultValue !== null) description.push(text(' Default: '), inlineCode(param.defaultValue), text('.'));
  const row: PhrasingContent[][] = [
    [inlineCode(param.name)],
    // The object's fields get rows of their own below, so the cell keeps the declared type.
    [jsxText('ApiCode', { tokens: typeTokens(param.type, context.links) }) as unknown as PhrasingContent],
    description,
  ];
  return [row, ...param.properties.flatMap((property) => rows(property, context))];
}

export function parameterRows(params: readonly ApiParam[], context: PageContext): PhrasingContent[][][] {
  return params.flatMap((param) => rows(param, context));
}

export function parametersSection(params: readonly ApiParam[], context: PageContext, title = 'Parameters'): RootContent[] {
  if (params.length === 0) return [];
  return [heading(2, text(title)), jsxFlow('ApiParameters', {}, [table(['Name', 'Type', 'Description'], parameterRows(params, context))])];
}
