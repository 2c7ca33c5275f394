/**
 * Turns a page (front matter + mdast) into MDX text. mdast-util-to-markdown with the MDX, GFM
 * table and directive extensions escapes what MDX would otherwise read as JSX or expressions
 * (`<`, `{`) and what would break a table (`|`), so JSDoc text reaches the page verbatim.
 */
import type { Root, RootContent } from 'mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import { mdxToMarkdown } from 'mdast-util-mdx';
import { gfmTableToMarkdown } from 'mdast-util-gfm-table';
import { directiveToMarkdown } from 'mdast-util-directive';

/**
 * What an API page documents. Written to its front matter as `api_page`, where the page-kinds
 * inventory (plugins/quality/page-kinds) reads it to test one page of each kind per docs version.
 */
export type ApiPageKind = 'function' | 'internal helper' | 'type' | 'constant' | 'index' | `stand-in: ${string}`;

export interface Page {
  /** Path relative to the version's docs folder, e.g. `api/along.mdx`. */
  readonly path: string;
  readonly frontMatter: Readonly<Record<string, unknown>>;
  readonly content: readonly RootContent[];
}

/** JSON is valid YAML, so each value is written as JSON: no quoting rules to get wrong. */
function frontMatterBlock(frontMatter: Readonly<Record<string, unknown>>): string {
  const lines = Object.entries(frontMatter)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n\n`;
}

export function serializePage(page: Page): string {
  const root: Root = { type: 'root', children: [...page.content] };
  const body = toMarkdown(root, {
    extensions: [mdxToMarkdown(), gfmTableToMarkdown({ tablePipeAlign: false }), directiveToMarkdown()],
    bullet: '-',
    fences: true,
    rule: '-',
  });
  return `${frontMatterBlock(page.frontMatter)}${body}`;
}
