import type { Heading, PhrasingContent, RootContent } from 'mdast';

import type { Markdown } from '../model/types';
import type { PageContext } from './context';
import { resolveMarkdown } from './markdown';

/**
 * Turf's JSDoc titles a section with a paragraph of bold text (`**Bibliography**`, `**Remarks**`):
 * a heading in all but name. As one, it is in the page's outline and table of contents, and the
 * Markdown copies use a heading rather than emphasis for it (markdownlint MD036).
 */
function asHeading(node: RootContent): RootContent {
  if (node.type !== 'paragraph') return node;
  const [first, ...rest] = node.children;
  // As markdownlint's MD036 reads it: a label that ends in punctuation ("**Note:**") stays a paragraph.
  const label = (child: PhrasingContent) => child.type === 'text' && /[.,;:!?]\s*$/.test(child.value);
  if (first?.type !== 'strong' || rest.length > 0 || !first.children.every((child) => child.type === 'text') || first.children.some(label))
    return node;
  const heading: Heading = { type: 'heading', depth: 2, children: first.children };
  return heading;
}

export function descriptionSection(description: Markdown, context: PageContext): RootContent[] {
  return resolveMarkdown(description, context.links).map(asHeading);
}
