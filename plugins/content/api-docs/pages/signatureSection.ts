import type { RootContent } from 'mdast';

import type { ApiFunction } from '../model/types';
import type { PageContext } from './context';
import { jsxFlow } from './mdast';
import { signatureTokens } from './typeTokens';

/** The function's signature in TypeScript notation, with its types linked. */
export function signatureSection(fn: ApiFunction, context: PageContext): RootContent[] {
  return [jsxFlow('ApiCode', { block: true, tokens: signatureTokens(fn.name, fn.params, fn.returns, context.links) })];
}
