/**
 * Reads a docs page's source as Docusaurus does (MDX, GFM tables, `:::` admonitions, front
 * matter) into an mdast tree, and writes plain Markdown back. One processor each, made once.
 */
import type { Root } from 'mdast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkStringify from 'remark-stringify';

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);

/** The source's tree, front matter included (a `yaml` node). Throws with the file's name when MDX cannot parse it. */
export function parseMdx(source: string, file: string): Root {
  try {
    return parser.parse(source);
  } catch (error) {
    throw new Error(`markdown-copies: ${file} could not be parsed as MDX: ${(error as Error).message}`);
  }
}

// Without MDX: what is left must read as Markdown, and `<` or `{` in text are text, not syntax.
const writer = unified().use(remarkGfm, { tablePipeAlign: false }).use(remarkStringify, {
  bullet: '-',
  fences: true,
  rule: '-',
  emphasis: '_',
});

export function toMarkdownText(tree: Root): string {
  return writer.stringify(tree);
}
