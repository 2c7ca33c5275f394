/**
 * Prepares a JSDoc description for an MDX page: raw HTML becomes text (MDX would read it as JSX),
 * headings bold paragraphs (the page owns the outline), remote images links (nothing from other hosts).
 */
import type { PhrasingContent, RootContent } from 'mdast';

import type { Markdown } from '../model/types';
import { referenceHref, type LinkContext } from './typeLinks';
import { firstSentence } from '../../../shared/firstSentence';

type AnyNode = RootContent & { children?: AnyNode[]; jsdoc?: boolean; url?: string; value?: string; alt?: string };

function resolveNode(node: AnyNode, context: LinkContext): AnyNode[] {
  switch (node.type) {
    case 'link': {
      const children = resolveChildren(node.children ?? [], context);
      const href = node.jsdoc ? referenceHref(node.url ?? '', context) : node.url;
      return href ? spacesOutside({ type: 'link', url: href, title: null, children } as AnyNode) : children;
    }
    case 'html':
      return [{ type: 'text', value: node.value ?? '' } as AnyNode];
    case 'heading':
      return [
        {
          type: 'paragraph',
          children: [{ type: 'strong', children: resolveChildren(node.children ?? [], context) }],
        } as AnyNode,
      ];
    case 'image':
      return [{ type: 'link', url: node.url, children: [{ type: 'text', value: node.alt || node.url }] } as AnyNode];
    default: {
      const { position: _position, ...rest } = node as AnyNode & { position?: unknown };
      return [node.children ? ({ ...rest, children: resolveChildren(node.children, context) } as AnyNode) : (rest as AnyNode)];
    }
  }
}

/** An underlined space (`[recommended ](...)` in earthRadius's JSDoc) reads as a slip. */
function spacesOutside(link: AnyNode): AnyNode[] {
  const children = [...(link.children ?? [])];
  const edge = (index: number, pattern: RegExp): string => {
    const child = children[index];
    if (child?.type !== 'text' || child.value === undefined) return '';
    const space = pattern.exec(child.value)?.[0] ?? '';
    if (space) children[index] = { ...child, value: child.value.replace(pattern, '') };
    return space ? ' ' : '';
  };
  const before = edge(0, /^\s+/);
  const after = edge(children.length - 1, /\s+$/);
  const text = (value: string) => (value ? [{ type: 'text', value } as AnyNode] : []);
  return [...text(before), { ...link, children } as AnyNode, ...text(after)];
}

function resolveChildren(children: readonly AnyNode[], context: LinkContext): AnyNode[] {
  return children.flatMap((child) => resolveNode(child, context));
}

const phrasingTypes = new Set(['text', 'inlineCode', 'emphasis', 'strong', 'link', 'break', 'delete']);

export function resolveMarkdown(nodes: Markdown, context: LinkContext): RootContent[] {
  // Block-level HTML became text: wrap it, since phrasing among blocks would run them together.
  return resolveChildren(nodes as AnyNode[], context).map((node) =>
    phrasingTypes.has(node.type) ? ({ type: 'paragraph', children: [node] } as RootContent) : node,
  ) as RootContent[];
}

/** For table cells. */
export function resolveInline(nodes: Markdown, context: LinkContext): PhrasingContent[] {
  const blocks = resolveMarkdown(nodes, context);
  return blocks.flatMap((block, index) => {
    const inline: PhrasingContent[] =
      block.type === 'paragraph'
        ? block.children
        : 'value' in block && typeof block.value === 'string'
          ? [{ type: 'text', value: block.value }]
          : [];
    return index > 0 && inline.length ? [{ type: 'text', value: ' ' } as PhrasingContent, ...inline] : inline;
  });
}

export function summary(nodes: Markdown, maxLength = 160): string {
  const plain = (node: AnyNode): string =>
    node.value !== undefined && node.type !== 'html' ? node.value : (node.children ?? []).map(plain).join('');
  const first = (nodes as AnyNode[]).find((node) => node.type === 'paragraph');
  const textContent = first ? plain(first).replace(/\s+/g, ' ').trim() : '';
  const sentence = firstSentence(textContent);
  return sentence.length > maxLength ? `${sentence.slice(0, maxLength - 1).trimEnd()}…` : sentence;
}
