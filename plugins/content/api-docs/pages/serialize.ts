/** mdast-util-to-markdown escapes what MDX would read as JSX (`<`, `{`) or would break a table (`|`). */
import type { Root, RootContent } from 'mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import { mdxToMarkdown } from 'mdast-util-mdx';
import { gfmTableToMarkdown } from 'mdast-util-gfm-table';
import { directiveToMarkdown } from 'mdast-util-directive';

/** `api_page` in front matter: plugins/quality/page-kinds tests one page of each kind per version. */
export type ApiPageKind = 'function' | 'internal helper' | 'type' | 'constant' | 'index' | `stand-in: ${string}`;

export interface Page {
  /** e.g. `api/along.mdx`. */
  readonly path: string;
  readonly frontMatter: Readonly<Record<string, unknown>>;
  readonly content: readonly RootContent[];
}

/** JSON is valid YAML: no quoting rules to get wrong. */
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
