/** How a function's signature evolved across the docs versions. */
import type { ApiFunction, ApiParam, TypeExpr, VersionModel } from './types';

export type HistoryStatus = 'added' | 'unchanged' | 'changed' | 'removed';

export interface HistoryEntry {
  readonly versionLabel: string;
  readonly turfVersion: string;
  readonly docsPath: string;
  readonly status: HistoryStatus;
  readonly changes: readonly string[];
}

export function printType(type: TypeExpr | null): string {
  if (!type) return 'unknown';
  switch (type.kind) {
    case 'name':
      return type.name;
    case 'apply':
      return `${printType(type.base)}<${type.args.map(printType).join(', ')}>`;
    case 'union':
      return type.members.map(printType).join(' | ');
    case 'literal':
      return type.value === undefined ? 'undefined' : JSON.stringify(type.value);
    case 'tuple':
      return `[${type.elements.map(printType).join(', ')}]`;
    case 'record':
      return `{ ${type.fields.map((field) => `${field.key}: ${printType(field.type)}`).join('; ')} }`;
    case 'function':
      return `(${type.params.map(printType).join(', ')}) => ${printType(type.result)}`;
    case 'rest':
      return `...${printType(type.element)}`;
    case 'any':
      return 'any';
  }
}

function flatParams(params: readonly ApiParam[]): Map<string, { type: string; optional: boolean }> {
  const result = new Map<string, { type: string; optional: boolean }>();
  const visit = (param: ApiParam) => {
    result.set(param.name, { type: printType(param.type), optional: param.optional });
    param.properties.forEach(visit);
  };
  params.forEach(visit);
  return result;
}

function describeChanges(before: ApiFunction, after: ApiFunction): string[] {
  const changes: string[] = [];
  const old = flatParams(before.params);
  const now = flatParams(after.params);
  const added = [...now.keys()].filter((name) => !old.has(name));
  const removed = [...old.keys()].filter((name) => !now.has(name));
  const kept = [...now.keys()].filter((name) => old.has(name));
  if (added.length) changes.push(`added parameter${added.length > 1 ? 's' : ''} ${added.map((n) => `\`${n}\``).join(', ')}`);
  if (removed.length) {
    changes.push(`removed parameter${removed.length > 1 ? 's' : ''} ${removed.map((n) => `\`${n}\``).join(', ')}`);
  }
  for (const name of kept) {
    const [before, after] = [old.get(name)!, now.get(name)!];
    if (before.type !== after.type) changes.push(`\`${name}\` changed from \`${before.type}\` to \`${after.type}\``);
    if (before.optional !== after.optional) changes.push(`\`${name}\` became ${after.optional ? 'optional' : 'required'}`);
  }
  const order = (fn: ApiFunction) => fn.params.map((param) => param.name).join(',');
  if (!added.length && !removed.length && order(before) !== order(after)) changes.push('reordered parameters');
  const returns = (fn: ApiFunction) => fn.returns.map((returned) => printType(returned.type)).join(' | ');
  if (returns(before) !== returns(after)) {
    changes.push(`return type \`${returns(before) || 'void'}\` became \`${returns(after) || 'void'}\``);
  }
  return changes;
}

/** Models newest first; the history reads oldest first. */
export function functionHistory(name: string, models: readonly VersionModel[]): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  let previous: ApiFunction | null = null;
  for (const model of [...models].reverse()) {
    const fn = model.functions.find((candidate) => candidate.name === name && !candidate.internal) ?? null;
    const base = { versionLabel: model.versionLabel, turfVersion: model.turfVersion, docsPath: model.docsPath };
    if (fn && !previous) {
      entries.push({ ...base, status: 'added', changes: [] });
    } else if (fn && previous) {
      const changes = describeChanges(previous, fn);
      entries.push({ ...base, status: changes.length ? 'changed' : 'unchanged', changes });
    } else if (!fn && previous) {
      entries.push({ ...base, status: 'removed', changes: [] });
    }
    previous = fn;
  }
  return entries;
}
