/** Plain JSON for the result panel, cut to `maxValues` primitives: a 100,000-cell grid cannot be shown usefully. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export interface DisplayValue {
  readonly value: JsonValue | undefined;
  readonly totalValues: number;
  readonly shownValues: number;
}

export const defaultMaxValues = 20_000;

const maxDepth = 64;

export function toDisplayValue(input: unknown, maxValues = defaultMaxValues): DisplayValue {
  let total = 0;
  let shown = 0;
  const ancestors = new Set<object>();

  function primitive(value: JsonValue): JsonValue | undefined {
    total++;
    if (shown >= maxValues) return undefined;
    shown++;
    return value;
  }

  function convert(value: unknown, depth: number): JsonValue | undefined {
    switch (typeof value) {
      case 'undefined':
        return undefined;
      case 'string':
      case 'boolean':
        return primitive(value);
      case 'number':
        // Their names rather than a misleading null.
        return primitive(Number.isFinite(value) ? value : String(value));
      case 'bigint':
        return primitive(`${value}n`);
      case 'symbol':
        return primitive(value.toString());
      case 'function':
        return primitive(`[Function ${value.name || 'anonymous'}]`);
    }
    if (value === null) return primitive(null);
    const object = value as object;
    if (ancestors.has(object)) return primitive('[Circular]');
    if (depth >= maxDepth) return primitive('[Nested too deep]');
    if (typeof (object as { toJSON?: unknown }).toJSON === 'function') {
      return convert((object as { toJSON: () => unknown }).toJSON(), depth);
    }
    ancestors.add(object);
    try {
      if (Array.isArray(object) || ArrayBuffer.isView(object)) {
        const items: JsonValue[] = [];
        for (const item of Array.from(object as ArrayLike<unknown>)) {
          if (shown >= maxValues) {
            total += countValues(item, depth + 1);
            continue;
          }
          const converted = convert(item, depth + 1);
          if (converted !== undefined) items.push(converted);
          // Like JSON.stringify; past the budget, items are left out (and still counted).
          else if (shown < maxValues) items.push(null);
        }
        return items;
      }
      const entries =
        object instanceof Map ? [...object.entries()].map(([key, item]) => [String(key), item] as const) : Object.entries(object);
      const result: { [key: string]: JsonValue } = {};
      for (const [key, item] of entries) {
        if (shown >= maxValues) {
          total += countValues(item, depth + 1);
          continue;
        }
        const converted = convert(item, depth + 1);
        if (converted !== undefined) result[key] = converted;
      }
      return result;
    } finally {
      ancestors.delete(object);
    }
  }

  function countValues(value: unknown, depth: number): number {
    if (typeof value !== 'object' || value === null) return typeof value === 'undefined' ? 0 : 1;
    if (ancestors.has(value) || depth >= maxDepth) return 1;
    ancestors.add(value);
    try {
      const items = Array.isArray(value) || ArrayBuffer.isView(value) ? Array.from(value as ArrayLike<unknown>) : Object.values(value);
      return items.reduce<number>((sum, item) => sum + countValues(item, depth + 1), 0);
    } finally {
      ancestors.delete(value);
    }
  }

  let value: JsonValue | undefined;
  try {
    value = convert(input, 0);
  } catch (error) {
    // A getter or toJSON that throws must not fail the whole run.
    value = `[Value could not be read: ${error instanceof Error ? error.message : String(error)}]`;
  }
  return { value, totalValues: total, shownValues: shown };
}
