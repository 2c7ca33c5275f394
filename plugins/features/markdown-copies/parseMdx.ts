/** Parses a docs page's source as Docusaurus does, and writes plain Markdown back. */
import type { Root } from 'mdast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkStringify from 'remark-stringify';

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);

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
