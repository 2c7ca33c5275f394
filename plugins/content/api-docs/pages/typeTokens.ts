/** Types as tokens for <ApiCode>: links cannot live inside Markdown code spans. */
import type { ApiParam, ApiReturn, TypeExpr } from '../model/types';
import { typeHref, type LinkContext } from './typeLinks';

export type Token = string | readonly [text: string, href: string];

/** Keeps the serialized props small. */
export function compact(tokens: readonly Token[]): Token[] {
  const result: Token[] = [];
  for (const token of tokens) {
    const last = result[result.length - 1];
    if (typeof token === 'string' && typeof last === 'string') result[result.length - 1] = last + token;
    else if (token !== '') result.push(token);
  }
  return result;
}

function join(parts: readonly Token[][], separator: string): Token[] {
  return parts.flatMap((part, index) => (index === 0 ? part : [separator, ...part]));
}

const builtinNames: Readonly<Record<string, string>> = { Object: 'object', '*': 'any' };

export function typeTokens(type: TypeExpr | null, context: LinkContext): Token[] {
  if (!type) return ['unknown'];
  switch (type.kind) {
    case 'name': {
      const name = builtinNames[type.name] ?? type.name;
      const href = typeHref(type.name, context);
      return [href ? [name, href] : name];
    }
    case 'apply': {
      if (type.base.kind === 'name' && type.base.name === 'Array' && type.args.length === 1) {
        const element = type.args[0]!;
        const inner = typeTokens(element, context);
        return element.kind === 'union' || element.kind === 'function' ? ['(', ...inner, ')[]'] : [...inner, '[]'];
      }
      return [
        ...typeTokens(type.base, context),
        '<',
        ...join(
          type.args.map((arg) => typeTokens(arg, context)),
          ', ',
        ),
        '>',
      ];
    }
    case 'union':
      return join(
        type.members.map((member) => typeTokens(member, context)),
        ' | ',
      );
    case 'literal':
      return [type.value === undefined ? 'undefined' : JSON.stringify(type.value)];
    case 'tuple':
      return [
        '[',
        ...join(
          type.elements.map((element) => typeTokens(element, context)),
          ', ',
        ),
        ']',
      ];
    case 'record':
      return [
        '{ ',
        ...join(
          type.fields.map((field) => [`${field.key}: `, ...typeTokens(field.type, context)]),
          '; ',
        ),
        ' }',
      ];
    case 'function':
      return [
        '(',
        ...join(
          type.params.map((param, index) => [`arg${index}: `, ...typeTokens(param, context)]),
          ', ',
        ),
        ') => ',
        ...typeTokens(type.result ?? { kind: 'name', name: 'void' }, context),
      ];
    case 'rest':
      return ['...', ...typeTokens(type.element, context), '[]'];
    case 'any':
      return ['any'];
  }
}

/** `{ units?: Units; mutate?: boolean }`. */
function objectTokens(properties: readonly ApiParam[], context: LinkContext, prefix: string): Token[] {
  return [
    '{ ',
    ...join(
      properties.map((property) => [
        `${property.name.slice(prefix.length + 1)}${property.optional ? '?' : ''}: `,
        ...paramTypeTokens(property, context),
      ]),
      '; ',
    ),
    ' }',
  ];
}

export function paramTypeTokens(param: ApiParam, context: LinkContext): Token[] {
  return param.properties.length > 0 ? objectTokens(param.properties, context, param.name) : typeTokens(param.type, context);
}

export function returnTokens(returns: readonly ApiReturn[], context: LinkContext): Token[] {
  if (returns.length === 0) return ['void'];
  return join(
    returns.map((returned) => typeTokens(returned.type, context)),
    ' | ',
  );
}

export function signatureTokens(name: string, params: readonly ApiParam[], returns: readonly ApiReturn[], context: LinkContext): Token[] {
  const paramTokens = params.map((param) => [`${param.name}${param.optional ? '?' : ''}: `, ...paramTypeTokens(param, context)]);
  const oneLine = [`${name}(`, ...join(paramTokens, ', '), '): ', ...returnTokens(returns, context)];
  const length = oneLine.reduce((sum, token) => sum + (typeof token === 'string' ? token : token[0]).length, 0);
  if (length <= 80 || params.length === 0) return compact(oneLine);
  // As a formatter would print them.
  return compact([`${name}(\n`, ...paramTokens.flatMap((tokens) => ['  ', ...tokens, ',\n']), '): ', ...returnTokens(returns, context)]);
}
