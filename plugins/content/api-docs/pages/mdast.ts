/** Small constructors for the mdast (and MDX JSX) nodes the page builders emit. */
import type { BlockContent, Code, Heading, Paragraph, PhrasingContent, RootContent, Table, TableCell, TableRow } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';

export const text = (value: string): PhrasingContent => ({ type: 'text', value });
export const inlineCode = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
export const strong = (...children: PhrasingContent[]): PhrasingContent => ({ type: 'strong', children });
export const link = (url: string, ...children: PhrasingContent[]): PhrasingContent => ({
  type: 'link',
  url,
  children,
});

export const heading = (depth: 1 | 2 | 3, ...children: PhrasingContent[]): Heading => ({
  type: 'heading',
  depth,
  children,
});

export const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });

export const code = (lang: string, value: string, meta?: string): Code => ({
  type: 'code',
  lang,
  meta: meta ?? null,
  value,
});

export const list = (items: readonly PhrasingContent[][]): BlockContent => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items.map((children) => ({ type: 'listItem', spread: false, children: [paragraph(...children)] })),
});

export const admonition = (kind: 'note' | 'info' | 'warning', title: string, ...children: BlockContent[]): RootContent =>
  ({
    type: 'containerDirective',
    name: kind,
    attributes: {},
    children: [{ type: 'paragraph', data: { directiveLabel: true }, children: [text(title)] }, ...children],
  }) as unknown as RootContent;

export function table(header: readonly string[], rows: readonly PhrasingContent[][][]): Table {
  const row = (cells: readonly PhrasingContent[][]): TableRow => ({
    type: 'tableRow',
    children: cells.map((children): TableCell => ({ type: 'tableCell', children })),
  });
  return {
    type: 'table',
    align: header.map(() => null),
    children: [row(header.map((label) => [text(label)])), ...rows.map(row)],
  };
}

type JsxAttributeValue = string | number | boolean | object;

function attributes(props: Record<string, JsxAttributeValue | undefined>) {
  return Object.entries(props)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ({
      type: 'mdxJsxAttribute' as const,
      name,
      // `|` is escaped in JSON expressions, so that a JSX element in a table cell cannot split the row.
      value:
        typeof value === 'string' && !/[\n"{}<>&]/.test(value)
          ? value
          : {
              type: 'mdxJsxAttributeValueExpression' as const,
              value: JSON.stringify(value).replaceAll('|', '\\u007c'),
            },
    }));
}

/** `<head>` with `docsearch:{name}` meta tags, which Docusaurus moves into the page's head and the search indexer reads. */
export function docsearchMeta(values: Record<string, string>): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'head',
    attributes: [],
    children: Object.entries(values).map(([name, content]) => ({
      type: 'mdxJsxFlowElement',
      name: 'meta',
      attributes: [
        { type: 'mdxJsxAttribute', name: 'name', value: `docsearch:${name}` },
        { type: 'mdxJsxAttribute', name: 'content', value: content },
      ],
      children: [],
    })),
  };
}

export const jsxFlow = (
  name: string,
  props: Record<string, JsxAttributeValue | undefined>,
  children: MdxJsxFlowElement['children'] = [],
): MdxJsxFlowElement => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: attributes(props),
  children,
});

export const jsxText = (name: string, props: Record<string, JsxAttributeValue | undefined>): MdxJsxTextElement => ({
  type: 'mdxJsxTextElement',
  name,
  attributes: attributes(props),
  children: [],
});

export const importDefault = (name: string, from: string): MdxjsEsm => ({
  type: 'mdxjsEsm',
  value: `import ${name} from ${JSON.stringify(from)};`,
});
