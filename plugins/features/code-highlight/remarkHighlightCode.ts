/** Highlights fenced code blocks and <LiveExample> code at build time, as a `highlighted` prop. */
import type { Nodes, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';

import { highlightCode } from './highlightCode';

const componentsShowingCode: Readonly<Record<string, string>> = { LiveExample: 'js' };

export default function remarkHighlightCode() {
  return (tree: Root): void => highlightCodeIn(tree);
}

function highlightCodeIn(node: Nodes): void {
  if (node.type === 'code') {
    const data = (node.data ??= {});
    data.hProperties = { ...data.hProperties, highlighted: highlightCode(node.value, node.lang ?? undefined) };
    return;
  }
  if (node.type === 'mdxJsxFlowElement' && node.name && node.name in componentsShowingCode) {
    highlightCodeProp(node, componentsShowingCode[node.name]!);
  }
  if ('children' in node) for (const child of node.children) highlightCodeIn(child);
}

function highlightCodeProp(element: MdxJsxFlowElement, language: string): void {
  const attribute = element.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === 'code');
  const code = attribute && staticString(attribute);
  if (code === undefined) {
    throw new Error(
      `<${element.name}> needs a \`code\` prop written as a string or a template literal without \${}, so that its code can be highlighted at build time.`,
    );
  }
  element.attributes.push({ type: 'mdxJsxAttribute', name: 'highlighted', value: highlightCode(code, language) });
}

/** `code="..."`, `code={"..."}` or code={`...`} (no substitutions). */
function staticString({ value }: MdxJsxAttribute): string | undefined {
  if (typeof value === 'string') return value;
  const statement = value?.data?.estree?.body[0];
  if (statement?.type !== 'ExpressionStatement') return undefined;
  const { expression } = statement;
  if (expression.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) return expression.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}
