/**
 * Turns a docs page's MDX tree into plain Markdown. A component with no rule here stops the build,
 * so no JSX ever reaches a Markdown copy.
 */
import type { BlockContent, Blockquote, Code, InlineCode, List, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { ContainerDirective } from 'mdast-util-directive';
import type { Expression } from 'estree';

type EstreeNode = Expression;

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Node = RootContent | PhrasingContent;

export interface CopyContext {
  readonly file: string;
  link(url: string): string;
  /** Components whose content is data the page does not carry (the API index). */
  readonly components?: Readonly<Record<string, (element: JsxElement) => RootContent[]>>;
}

const notLiteral = Symbol('not a literal');
function literalValue(node: EstreeNode): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral':
      // The docs' sources interpolate literals (`${"y"}`); anything else is not known at build time.
      return node.quasis.reduce<unknown>((text, quasi, index) => {
        if (text === notLiteral) return notLiteral;
        const expression = node.expressions[index - 1];
        const part = expression ? literalValue(expression) : '';
        return part === notLiteral ? notLiteral : `${String(text)}${String(part)}${quasi.value.cooked ?? ''}`;
      }, '');
    case 'ArrayExpression': {
      const items = node.elements.map((element) => (element && element.type !== 'SpreadElement' ? literalValue(element) : notLiteral));
      return items.includes(notLiteral) ? notLiteral : items;
    }
    case 'ObjectExpression': {
      const entries = node.properties.map((property) => {
        if (property.type !== 'Property' || property.computed) return notLiteral;
        const key =
          property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : null;
        const value = literalValue(property.value as EstreeNode);
        return key === null || value === notLiteral ? notLiteral : [key, value];
      });
      return entries.includes(notLiteral) ? notLiteral : Object.fromEntries(entries as [string, unknown][]);
    }
    case 'UnaryExpression': {
      const value = literalValue(node.argument);
      return node.operator === '-' && typeof value === 'number' ? -value : notLiteral;
    }
    default:
      return notLiteral;
  }
}

/** Trees made by the API generator have no parsed expressions: their expression attributes are JSON. */
function jsonValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return notLiteral;
  }
}

export function attribute(element: JsxElement, name: string, context: CopyContext): unknown {
  const found = element.attributes.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === name);
  if (!found || found.type !== 'mdxJsxAttribute') return undefined;
  const { value } = found;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  const statement = value.data?.estree?.body[0];
  const literal = statement?.type === 'ExpressionStatement' ? literalValue(statement.expression) : jsonValue(value.value);
  if (literal === notLiteral) {
    throw new Error(
      `markdown-copies: ${context.file}: <${element.name} ${name}={${value.value.slice(0, 60)}}> is not a literal value; write it as one, or give the component a rule in plainMarkdown.ts.`,
    );
  }
  return literal;
}

function tokensText(tokens: unknown): string {
  if (!Array.isArray(tokens)) return '';
  return tokens.map((token) => (typeof token === 'string' ? token : Array.isArray(token) ? String(token[0]) : '')).join('');
}

const code = (lang: string, value: string): Code => ({ type: 'code', lang, value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [{ type: 'text', value }] });

const admonitionTitles: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  important: 'Important',
};

function admonition(directive: ContainerDirective, context: CopyContext): Blockquote {
  const [first, ...rest] = directive.children;
  const labelled = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
  const title: PhrasingContent[] = labelled
    ? (plainChildren(first.children, context) as PhrasingContent[])
    : [{ type: 'text', value: admonitionTitles[directive.name] ?? directive.name }];
  const body = labelled ? rest : directive.children;
  return {
    type: 'blockquote',
    children: [{ type: 'paragraph', children: [{ type: 'strong', children: title }] }, ...(plainChildren(body, context) as BlockContent[])],
  };
}

function component(element: JsxElement, context: CopyContext): Node[] {
  const name = element.name ?? '';
  const given = context.components?.[name];
  if (given) return given(element);
  const children = () => plainChildren(element.children as Node[], context);
  switch (name) {
    case 'ApiCode': {
      const text = tokensText(attribute(element, 'tokens', context));
      return attribute(element, 'block', context) === true
        ? [code('ts', text)]
        : [{ type: 'inlineCode', value: text } satisfies InlineCode];
    }
    case 'LiveExample': {
      const source = attribute(element, 'code', context);
      return typeof source === 'string' ? [code('js', source)] : [];
    }
    case 'ApiUseItTo':
      return joinedLists(children());
    // A copy has no folds: the folded uses join the others (joinedLists).
    case 'ApiMoreUses':
    case 'ApiParameters':
    case 'Tabs':
      return children();
    case 'TabItem': {
      const label = attribute(element, 'label', context) ?? attribute(element, 'value', context);
      const heading: Paragraph = { type: 'paragraph', children: [strong(`${String(label)}:`)] };
      return [heading, ...children()];
    }
    case 'head':
    case 'ApiHashLinks':
      return [];
    case 'ApiStandIn': {
      const target = attribute(element, 'redirectTo', context);
      if (typeof target !== 'string') return [];
      const link: Paragraph = {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'This name leads to ' },
          { type: 'link', url: context.link(target), children: [{ type: 'text', value: target }] },
          { type: 'text', value: '.' },
        ],
      };
      return [link];
    }
    default:
      throw new Error(
        `markdown-copies: ${context.file} uses <${name}>, which has no Markdown form: add a rule for it in plugins/features/markdown-copies/plainMarkdown.ts.`,
      );
  }
}

/** Lists in a row as one list: two lists in a row are written with different bullets, to keep them apart. */
function joinedLists(nodes: Node[]): Node[] {
  const joined: Node[] = [];
  for (const node of nodes) {
    const previous = joined.at(-1);
    if (node.type === 'list' && previous?.type === 'list') {
      joined[joined.length - 1] = { ...previous, children: [...(previous as List).children, ...(node as List).children] } as List;
    } else joined.push(node);
  }
  return joined;
}

const phrasingTypes = new Set([
  'text',
  'inlineCode',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'break',
]);

/** A block component that reads as inline content (a type as inline code) needs a paragraph. */
function asBlocks(nodes: Node[]): Node[] {
  const blocks: Node[] = [];
  let paragraph: Paragraph | undefined;
  for (const node of nodes) {
    if (!phrasingTypes.has(node.type)) {
      blocks.push(node);
      paragraph = undefined;
      continue;
    }
    if (!paragraph) {
      paragraph = { type: 'paragraph', children: [] };
      blocks.push(paragraph);
    }
    paragraph.children.push(node as PhrasingContent);
  }
  return blocks;
}

function plainNode(node: Node, context: CopyContext): Node[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'mdxJsxFlowElement':
      return asBlocks(component(node, context));
    case 'mdxJsxTextElement':
      return component(node, context);
    case 'containerDirective':
      if (node.name in admonitionTitles) return [admonition(node, context)];
      return plainChildren(node.children as Node[], context);
    case 'leafDirective':
    case 'textDirective':
      // `:name` in text that was not meant as a directive: said as written.
      return [{ type: 'text', value: `:${node.name}` }, ...plainChildren(node.children as Node[], context)];
    case 'link':
      return [{ ...node, url: context.link(node.url), children: plainChildren(node.children, context) as PhrasingContent[] }];
    case 'definition':
      return [{ ...node, url: context.link(node.url) }];
    case 'html':
      throw new Error(`markdown-copies: ${context.file} holds raw HTML (${node.value.slice(0, 40)}); write it as Markdown.`);
    default:
      if ('children' in node) return [{ ...node, children: plainChildren(node.children as Node[], context) } as Node];
      return [node];
  }
}

export function plainChildren(nodes: readonly Node[], context: CopyContext): Node[] {
  return nodes.flatMap((node) => plainNode(node, context));
}

export function plainMarkdown(tree: Root, context: CopyContext): Root {
  return { type: 'root', children: plainChildren(tree.children, context) as RootContent[] };
}
