import type { RootContent } from 'mdast';

import type { ApiReturn, ApiThrows } from '../model/types';
import type { PageContext } from './context';
import { resolveMarkdown } from './markdown';
import { heading, jsxFlow, text } from './mdast';
import { typeTokens } from './typeTokens';

function typeAndDescription(entries: readonly (ApiReturn | ApiThrows)[], context: PageContext): RootContent[] {
  return entries.flatMap((entry) => [
    jsxFlow('ApiCode', { tokens: typeTokens(entry.type, context.links) }),
    ...resolveMarkdown(entry.description, context.links),
  ]);
}

export function returnsSection(returns: readonly ApiReturn[], context: PageContext): RootContent[] {
  if (returns.length === 0) return [];
  return [heading(2, text('Returns')), ...typeAndDescription(returns, context)];
}

export function throwsSection(throws: readonly ApiThrows[], context: PageContext): RootContent[] {
  if (throws.length === 0) return [];
  return [heading(2, text('Throws')), ...typeAndDescription(throws, context)];
}
