/** Converts documentation.js (doctrine) type expressions into the model's TypeExpr. */
import type { DoctrineType } from '../read/jsdoc';
import type { TypeExpr } from './types';

export function toTypeExpr(type: DoctrineType | null | undefined): TypeExpr | null {
  if (!type) return null;
  switch (type.type) {
    case 'NameExpression':
      return { kind: 'name', name: type.name ?? 'unknown' };
    case 'TypeApplication': {
      const base = toTypeExpr(type.expression) ?? { kind: 'any' };
      return { kind: 'apply', base, args: (type.applications ?? []).map((arg) => toTypeExpr(arg) ?? { kind: 'any' }) };
    }
    case 'UnionType':
      return { kind: 'union', members: (type.elements ?? []).map((member) => toTypeExpr(member) ?? { kind: 'any' }) };
    case 'ArrayType':
      return { kind: 'tuple', elements: (type.elements ?? []).map((element) => toTypeExpr(element) ?? { kind: 'any' }) };
    case 'RecordType':
      return {
        kind: 'record',
        fields: (type.fields ?? []).map((field) => ({ key: field.key, type: toTypeExpr(field.value) })),
      };
    case 'FieldType':
      return toTypeExpr(type.expression);
    case 'FunctionType':
      return {
        kind: 'function',
        params: (type.params ?? []).map((param) => toTypeExpr(param) ?? { kind: 'any' }),
        result: toTypeExpr(type.result),
      };
    case 'StringLiteralType':
    case 'NumericLiteralType':
    case 'BooleanLiteralType':
      return { kind: 'literal', value: type.value ?? null };
    case 'NullLiteral':
      return { kind: 'literal', value: null };
    case 'UndefinedLiteral':
      return { kind: 'literal', value: undefined };
    case 'VoidLiteral':
      return { kind: 'name', name: 'void' };
    case 'RestType':
      return { kind: 'rest', element: toTypeExpr(type.expression) };
    // The model keeps optional and nullable on the parameter.
    case 'OptionalType':
    case 'NullableType':
    case 'NonNullableType':
      return toTypeExpr(type.expression);
    case 'AllLiteral':
    default:
      return { kind: 'any' };
  }
}

/** `[name]` or `{T=}`. */
export function isOptionalType(type: DoctrineType | null | undefined): boolean {
  return type?.type === 'OptionalType';
}

export function typeNames(type: TypeExpr | null): string[] {
  if (!type) return [];
  switch (type.kind) {
    case 'name':
      return [type.name];
    case 'apply':
      return [...typeNames(type.base), ...type.args.flatMap(typeNames)];
    case 'union':
      return type.members.flatMap(typeNames);
    case 'tuple':
      return type.elements.flatMap(typeNames);
    case 'record':
      return type.fields.flatMap((field) => typeNames(field.type));
    case 'function':
      return [...type.params.flatMap(typeNames), ...typeNames(type.result)];
    case 'rest':
      return typeNames(type.element);
    default:
      return [];
  }
}
