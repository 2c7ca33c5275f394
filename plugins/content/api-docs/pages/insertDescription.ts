import type { RootContent } from 'mdast';

import type { Markdown } from '../model/types';
import type { PageContext } from './context';
import { resolveMarkdown } from './markdown';

export function insertDescription(description: Markdown, context: PageContext): RootContent[] {
  return resolveMarkdown(description, context.links);
}
