/** The docs pages that get a Markdown copy, from the docs plugin's loaded content. */
import path from 'node:path';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';

import { docsVersions, type DocsVersion } from '../../../src/data/versions';
import { categoryOrder } from '../../../src/data/apiCategories';
import { firstSentence } from '../../shared/firstSentence';

export interface DocsPage {
  readonly permalink: string;
  readonly title: string;
  readonly description: string;
  readonly sourceFile: string;
  /** undefined for a guide. */
  readonly apiPage: string | undefined;
  readonly category: string | null;
  readonly order: number;
}

export interface VersionPages {
  readonly version: DocsVersion;
  readonly pages: readonly DocsPage[];
}

export function versionPagesOf(content: DocsContent, siteDir: string): VersionPages[] {
  return content.loadedVersions.map((loaded) => {
    const version = docsVersions.find((candidate) => candidate.name === loaded.versionName);
    if (!version) throw new Error(`markdown-copies: docs version "${loaded.versionName}" is not in src/data/versions.ts.`);
    const sidebarOrder = new Map<string, number>();
    for (const sidebar of Object.values(loaded.sidebars)) {
      const visit = (items: readonly unknown[]) => {
        for (const item of items as { type: string; id?: string; items?: unknown[] }[]) {
          if (item.type === 'doc' && item.id && !sidebarOrder.has(item.id)) sidebarOrder.set(item.id, sidebarOrder.size);
          if (item.items) visit(item.items);
        }
      };
      visit(sidebar);
    }
    const pages = loaded.docs.map((doc): DocsPage => {
      const custom = doc.frontMatter.sidebar_custom_props as { category?: string | null } | undefined;
      return {
        permalink: doc.permalink,
        title: doc.title,
        description: doc.description,
        sourceFile: doc.source
          .replace(/^@site/, siteDir)
          .split('/')
          .join(path.sep),
        apiPage: typeof doc.frontMatter.api_page === 'string' ? doc.frontMatter.api_page : undefined,
        category: custom?.category ?? null,
        order: sidebarOrder.get(doc.id) ?? Number.MAX_SAFE_INTEGER,
      };
    });
    return { version, pages };
  });
}

export const guidesOf = (pages: readonly DocsPage[]): DocsPage[] =>
  pages.filter((page) => page.apiPage === undefined).sort((a, b) => a.order - b.order || a.permalink.localeCompare(b.permalink));

export function apiByCategory(pages: readonly DocsPage[]): Array<[string, DocsPage[]]> {
  const byCategory = new Map<string, DocsPage[]>();
  for (const page of pages) {
    if (page.apiPage === undefined || page.category === null) continue;
    byCategory.set(page.category, [...(byCategory.get(page.category) ?? []), page]);
  }
  const rank = (category: string) => (categoryOrder.includes(category) ? categoryOrder.indexOf(category) : categoryOrder.length);
  return [...byCategory.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([category, list]) => [category, list.sort((a, b) => a.title.localeCompare(b.title))]);
}

export const internalHelpersOf = (pages: readonly DocsPage[]): DocsPage[] =>
  pages.filter((page) => page.apiPage === 'internal helper').sort((a, b) => a.title.localeCompare(b.title));

/** `Feature<MultiPoint>`, one level of nesting deep. */
const typeInProse = /\b[A-Z][A-Za-z]*<[^<>]*(?:<[^<>]*>[^<>]*)*>/g;

/** Types go in code spans: as text, `<MultiPoint>` is an HTML tag a Markdown viewer drops. */
export function summaryPhrasing(description: string): Array<{ type: 'text' | 'inlineCode'; value: string }> {
  const line = oneLine(description);
  const parts: Array<{ type: 'text' | 'inlineCode'; value: string }> = [];
  let last = 0;
  for (const match of line.matchAll(typeInProse)) {
    if (match.index > last) parts.push({ type: 'text', value: line.slice(last, match.index) });
    parts.push({ type: 'inlineCode', value: match[0] });
    last = match.index + match[0].length;
  }
  if (last < line.length) parts.push({ type: 'text', value: line.slice(last) });
  return parts;
}

export const summaryMarkdown = (description: string): string =>
  summaryPhrasing(description)
    .map((part) => (part.type === 'inlineCode' ? `\`${part.value}\`` : part.value.replace(/[<[\]\\]/g, '\\$&')))
    .join('');

export function oneLine(description: string): string {
  const sentence = firstSentence(description);
  return sentence.length <= 200 ? sentence : `${sentence.slice(0, 197).replace(/\s+\S*$/, '')}...`;
}
