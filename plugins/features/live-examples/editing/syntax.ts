/** What the example rewriters share about JavaScript syntax: parsing an example, and naming calls and keys. */
import { parse, type Node } from 'acorn';

/** An acorn node read field by field: the rewriters look at a few shapes, not the whole ESTree union. */
export type AnyNode = Node & Record<string, unknown>;

export class ExampleParseError extends Error {}

/** Throws `ExampleParseError` while the code does not parse (a reader mid-edit): callers keep what they had. */
export function parseExample(code: string): AnyNode {
  try {
    return parse(code, { ecmaVersion: 'latest', sourceType: 'script' }) as unknown as AnyNode;
  } catch (error) {
    throw new ExampleParseError((error as Error).message);
  }
}

/** `turf.point(...)` or `point(...)`: the called function's name. */
export function calleeName(call: AnyNode): string | undefined {
  const callee = call.callee as AnyNode;
  if (callee.type === 'Identifier') return callee.name as string;
  if (callee.type === 'MemberExpression' && !callee.computed && (callee.property as AnyNode).type === 'Identifier')
    return (callee.property as AnyNode).name as string;
  return undefined;
}

/** `{ units: ... }` or `{ "units": ... }`: a property's key; undefined for computed keys and spreads. */
export function propertyKey(property: AnyNode): string | undefined {
  if (property.type !== 'Property' || property.computed) return undefined;
  const key = property.key as AnyNode;
  return key.type === 'Identifier' ? (key.name as string) : typeof key.value === 'string' ? key.value : undefined;
}
