/**
 * Controls for the options an example's function documents, from the typed model: a select for
 * units and other enumerations, a number field (with the range the docs give, if any), a checkbox
 * for booleans. Options of other types (objects, bboxes, ids) are left to the code.
 */
import type { RootContent } from 'mdast';

import type { ExampleOptionControls, OptionControl } from '../../../features/live-examples/optionControls';
import type { ApiFunction, ApiParam, TypeExpr, VersionModel } from '../model/types';

const plainText = (nodes: readonly RootContent[]): string =>
  nodes.map((node) => ('value' in node ? node.value : 'children' in node ? plainText(node.children as RootContent[]) : '')).join('');

/** The literal members of a union, through a named typedef (`Units`), or undefined. */
function literalMembers(type: TypeExpr | null, model: VersionModel, seen = new Set<string>()): (string | number)[] | undefined {
  if (!type) return undefined;
  if (type.kind === 'literal') return typeof type.value === 'string' || typeof type.value === 'number' ? [type.value] : undefined;
  if (type.kind === 'union') {
    const members = type.members.map((member) => literalMembers(member, model, seen));
    return members.every((member) => member !== undefined) ? members.flat() : undefined;
  }
  if (type.kind === 'name' && !seen.has(type.name)) {
    const typedef = model.typedefs.find((candidate) => candidate.name === type.name);
    return typedef ? literalMembers(typedef.type, model, new Set([...seen, type.name])) : undefined;
  }
  return undefined;
}

/** "(options: 'square' | 'point' | 'hex')" in a string option's description. */
function enumeratedInText(text: string): string[] | undefined {
  const list = /'[\w-]+'(?:\s*\|\s*'[\w-]+')+/.exec(text)?.[0];
  return list ? [...list.matchAll(/'([\w-]+)'/g)].map((match) => match[1]!) : undefined;
}

/** The documented default as a value: `'kilometers'`, `8`, `false`. */
function defaultOf(option: ApiParam): string | number | boolean | undefined {
  const text = option.defaultValue?.trim();
  if (!text) return undefined;
  if (/^(['"]).*\1$/.test(text)) return text.slice(1, -1);
  if (text === 'true' || text === 'false') return text === 'true';
  return /^-?\d+(\.\d+)?(e-?\d+)?$/i.test(text) ? Number(text) : undefined;
}

function controlOf(option: ApiParam, model: VersionModel): OptionControl | undefined {
  const name = option.name.replace(/^options\./, '');
  if (name.includes('.')) return undefined;
  const type = option.type;
  const defaultValue = defaultOf(option);
  const text = plainText(option.description);
  if (type?.kind === 'name' && type.name === 'boolean')
    return { name, kind: 'boolean', ...(typeof defaultValue === 'boolean' ? { defaultValue } : {}) };
  if (type?.kind === 'name' && type.name === 'number') {
    const range = /between (-?\d+(?:\.\d+)?) and (-?\d+(?:\.\d+)?)/.exec(text);
    return {
      name,
      kind: 'number',
      ...(range ? { min: Number(range[1]), max: Number(range[2]) } : {}),
      ...(typeof defaultValue === 'number' ? { defaultValue } : {}),
    };
  }
  const values = literalMembers(type, model) ?? (type?.kind === 'name' && type.name === 'string' ? enumeratedInText(text) : undefined);
  if (!values || values.length < 2) return undefined;
  return {
    name,
    kind: 'select',
    values: [...new Set(values)],
    ...(typeof defaultValue === 'string' || typeof defaultValue === 'number' ? { defaultValue } : {}),
  };
}

export function exampleOptionControls(fn: ApiFunction, model: VersionModel): ExampleOptionControls | undefined {
  const argument = fn.params.findIndex((param) => param.name === 'options');
  if (argument === -1) return undefined;
  const controls = fn.params[argument]!.properties.map((option) => controlOf(option, model)).filter((control) => control !== undefined);
  return controls.length > 0 ? { argument, controls } : undefined;
}
