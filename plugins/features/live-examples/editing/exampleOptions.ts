/**
 * Reads and writes the options an example passes to its function: `turf.along(line, 200, options)`
 * with `var options = {units: 'miles'}`, or an object written in the call. Setting one replaces its
 * value where it is written, or adds it (to the object, or as a new last argument), so the code
 * stays the one source of truth.
 */
import { simple as walkSimple } from 'acorn-walk';

import { replaceSpans } from './moveVertex';
import { calleeName, parseExample, propertyKey, type AnyNode } from './syntax';

export type OptionValue = string | number | boolean;

/** Where the options are, or where they would go. */
type OptionsSite =
  | { readonly kind: 'object'; readonly object: AnyNode }
  /** No options argument yet: a new one goes after the last argument. */
  | { readonly kind: 'missing'; readonly after: number }
  /** Options built some other way (a call, a spread): the code is left to the reader. */
  | { readonly kind: 'unwritable' };

export interface ExampleOptions {
  /** The values written in the code as literals; others are absent. */
  readonly values: Readonly<Record<string, OptionValue>>;
  /** False when the options are built in a way a control cannot rewrite, or the call is not found. */
  readonly writable: boolean;
}

function literalValue(node: AnyNode): OptionValue | undefined {
  if (node.type === 'Literal' && ['string', 'number', 'boolean'].includes(typeof node.value)) return node.value as OptionValue;
  if (node.type === 'UnaryExpression' && node.operator === '-') {
    const inner = literalValue(node.argument as AnyNode);
    return typeof inner === 'number' ? -inner : undefined;
  }
  return undefined;
}

function findSite(program: AnyNode, functionName: string, argumentIndex: number): OptionsSite | undefined {
  let call: AnyNode | undefined;
  const objects = new Map<string, AnyNode>();
  walkSimple(program, {
    CallExpression(node) {
      if (!call && calleeName(node as unknown as AnyNode) === functionName) call = node as unknown as AnyNode;
    },
    VariableDeclarator(node) {
      if (node.id.type === 'Identifier' && node.init?.type === 'ObjectExpression' && !objects.has(node.id.name))
        objects.set(node.id.name, node.init as unknown as AnyNode);
    },
  });
  if (!call) return undefined;
  const args = call.arguments as AnyNode[];
  const argument = args[argumentIndex];
  if (!argument)
    return args.length === argumentIndex && argumentIndex > 0 ? { kind: 'missing', after: args.at(-1)!.end } : { kind: 'unwritable' };
  if (argument.type === 'ObjectExpression') return { kind: 'object', object: argument };
  if (argument.type === 'Identifier') {
    const object = objects.get(argument.name as string);
    return object ? { kind: 'object', object } : { kind: 'unwritable' };
  }
  return { kind: 'unwritable' };
}

/** Throws `ExampleParseError` when the code does not parse. */
export function readOptions(code: string, functionName: string, argumentIndex: number): ExampleOptions {
  const site = findSite(parseExample(code), functionName, argumentIndex);
  if (!site || site.kind === 'unwritable') return { values: {}, writable: false };
  const values: Record<string, OptionValue> = {};
  if (site.kind === 'object') {
    for (const property of site.object.properties as AnyNode[]) {
      const key = propertyKey(property);
      const value = key === undefined ? undefined : literalValue(property.value as AnyNode);
      if (key !== undefined && value !== undefined) values[key] = value;
    }
  }
  return { values, writable: true };
}

/** A value as code, in the quotes the example already uses. */
function literalText(value: OptionValue, code: string): string {
  if (typeof value !== 'string') return String(value);
  const quote = (/(['"])[^'"\n]*\1/.exec(code)?.[1] ?? "'") as "'" | '"';
  return `${quote}${value.replaceAll('\\', '\\\\').replaceAll(quote, `\\${quote}`)}${quote}`;
}

const keyText = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/** The code with the option set, or undefined when the options cannot be rewritten. Throws when the code does not parse. */
export function setOption(code: string, functionName: string, argumentIndex: number, name: string, value: OptionValue): string | undefined {
  const site = findSite(parseExample(code), functionName, argumentIndex);
  if (!site || site.kind === 'unwritable') return undefined;
  const entry = `${keyText(name)}: ${literalText(value, code)}`;
  if (site.kind === 'missing') return replaceSpans(code, [{ start: site.after, end: site.after, text: `, { ${entry} }` }]);
  const properties = site.object.properties as AnyNode[];
  const existing = properties.find((property) => propertyKey(property) === name);
  if (existing) {
    const target = existing.value as AnyNode;
    // `{ units }` (shorthand) becomes `{ units: 'miles' }`.
    if (existing.shorthand) return replaceSpans(code, [{ start: existing.start, end: existing.end, text: entry }]);
    return replaceSpans(code, [{ start: target.start, end: target.end, text: literalText(value, code) }]);
  }
  const last = properties.at(-1);
  if (last) return replaceSpans(code, [{ start: last.end, end: last.end, text: `, ${entry}` }]);
  return replaceSpans(code, [{ start: site.object.start, end: site.object.end, text: `{ ${entry} }` }]);
}
