import type { Heading, PhrasingContent, RootContent } from 'mdast';

import type { Markdown } from '../model/types';
import type { PageContext } from './context';
import { resolveMarkdown } from './markdown';

/** Turf's JSDoc titles sections in bold (`**Remarks**`); as headings they reach the outline and TOC (MD036). */
function asHeading(node: RootContent): RootContent {
  if (node.type !== 'paragraph') return node;
  const [first, ...rest] = node.children;
  // As MD036 reads it: a label that ends in punctuation ("**Note:**") stays a paragraph.
  const label = (child: PhrasingContent) => child.type === 'text' && /[.,;:!?]\s*$/.test(child.value);
  if (first?.type !== 'strong' || rest.length > 0 || !first.children.every((child) => child.type === 'text') || first.children.some(label))
    return node;
  const heading: Heading = { type: 'heading', depth: 2, children: first.children };
  return heading;
}

export function descriptionSection(description: Markdown, context: PageContext): RootContent[] {
  return resolveMarkdown(description, context.links).map(asHeading);
}
