/** One docs page as Markdown; an API page's copy is made from the tree the generator wrote its MDX from. */
import type { Root, RootContent } from 'mdast';

import type { DocsVersion } from '../../../src/data/versions';
import type { DocsPage } from './docsPages';
import { toMarkdownText } from './parseMdx';
import { plainMarkdown, type CopyContext } from './plainMarkdown';

export function versionDescription(version: DocsVersion): string {
  if (version.status === 'current') return `Turf ${version.turfVersion}, the current version`;
  if (version.status === 'next') return `Turf ${version.turfVersion}, the "next" docs (ahead of the current version)`;
  return `Turf ${version.turfVersion}, a past version`;
}

export function pageCopy(page: DocsPage, content: Root, version: DocsVersion, siteUrl: string, context: Omit<CopyContext, 'file'>): string {
  const tree = plainMarkdown(content, { ...context, file: page.sourceFile });
  const children = [...tree.children];
  const titleIndex = children.findIndex((node) => node.type === 'heading' && node.depth === 1);
  const title: RootContent[] =
    titleIndex === -1 ? [{ type: 'heading', depth: 1, children: [{ type: 'text', value: page.title }] }] : children.splice(titleIndex, 1);
  // Two quotes in a row would read as one with a blank line inside (markdownlint MD028).
  const opening = children[0]?.type === 'blockquote' ? children.shift() : undefined;
  const origin: RootContent = {
    type: 'blockquote',
    children: [
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: `From the Turf.js docs for ${versionDescription(version)}. Web page: ` },
          // Not the address itself, or it would be written as an `<autolink>`, which looks like a tag.
          {
            type: 'link',
            url: `${siteUrl}${page.permalink}`,
            children: [{ type: 'text', value: `${new URL(siteUrl).host}${page.permalink}` }],
          },
        ],
      },
      ...(opening?.type === 'blockquote' ? opening.children : []),
    ],
  };
  const root: Root = { type: 'root', children: [...title, origin, ...children] };
  return toMarkdownText(root);
}
