/**
 * Runs one example with a given Turf and reports what the reader sees. Used unchanged by the Web
 * Worker and by the test that runs every example of every version in Node.
 */
import { captureName, ExampleSyntaxError, prepareExample, type ExampleLocation } from './instrument';
import { toDisplayValue, type DisplayValue } from './displayValue';
import { toMapLayers, type MapLayers } from './mapLayers';

export interface ExampleError {
  readonly name: string;
  readonly message: string;
  readonly location: ExampleLocation | undefined;
}

export type ExampleOutcome =
  | {
      readonly ok: true;
      readonly map: MapLayers;
      readonly shownValue: string | undefined;
      readonly result: DisplayValue;
    }
  | { readonly ok: false; readonly error: ExampleError };

const sourceName = 'turf-example.js';
const parameters = ['turf', captureName] as const;

/** Lines the engine puts before a `new Function` body, measured rather than assumed. */
let bodyLineOffset: number | undefined;
function functionBodyLineOffset(): number {
  if (bodyLineOffset === undefined) {
    bodyLineOffset = 0;
    try {
      new Function(...parameters, `throw new Error();\n//# sourceURL=line-probe.js`)();
    } catch (error) {
      const line = /line-probe\.js:(\d+)/.exec(String((error as Error).stack))?.[1];
      if (line) bodyLineOffset = Number(line) - 1;
    }
  }
  return bodyLineOffset;
}

function locationOf(error: unknown): ExampleLocation | undefined {
  const stack = error instanceof Error ? String(error.stack) : '';
  const frame = new RegExp(`${sourceName.replace('.', '\\.')}:(\\d+):(\\d+)`).exec(stack);
  if (!frame) return undefined;
  return { line: Number(frame[1]) - functionBodyLineOffset(), column: Number(frame[2]) };
}

/** A thrown array of a million points stays readable. */
const maxThrownTextLength = 1000;

/**
 * An example can throw, or set an error's name to, anything: an object rendered as text would crash
 * the page, and a circular object, a BigInt or a throwing getter must not throw here.
 */
function textOf(value: unknown): string {
  let text: string;
  try {
    if (typeof value === 'string') text = value;
    else if (typeof value === 'bigint') text = `${value}n`;
    else if (typeof value === 'symbol') text = value.toString();
    else if (typeof value === 'object' && value !== null) text = JSON.stringify(value) ?? Object.prototype.toString.call(value);
    else text = String(value);
  } catch {
    try {
      text = Object.prototype.toString.call(value);
    } catch {
      text = '[a value that cannot be read]';
    }
  }
  return text.length > maxThrownTextLength ? `${text.slice(0, maxThrownTextLength)}…` : text;
}

function toExampleError(error: unknown): ExampleError {
  try {
    if (error instanceof ExampleSyntaxError) return { name: error.name, message: error.message, location: error.location };
    if (error instanceof Error) return { name: textOf(error.name), message: textOf(error.message), location: locationOf(error) };
  } catch {
    // An Error whose stack cannot be read, or a Proxy that throws when inspected: shown as a value.
  }
  return { name: 'Error', message: `Uncaught ${textOf(error)}`, location: undefined };
}

/** Sloppy-mode `addToMap = [...]` creates a global, which must not leak into the worker's next run. */
function withoutLeakedGlobals<T>(run: () => T): T {
  const before = new Set(Object.getOwnPropertyNames(globalThis));
  try {
    return run();
  } finally {
    for (const name of Object.getOwnPropertyNames(globalThis)) {
      if (!before.has(name)) delete (globalThis as Record<string, unknown>)[name];
    }
  }
}

export function executeExample(source: string, turf: unknown): ExampleOutcome {
  try {
    const prepared = prepareExample(source);
    let shown: unknown;
    let captured = false;
    const capture = (value: unknown) => {
      shown = value;
      captured = true;
      return value;
    };
    const run = new Function(
      ...parameters,
      `${prepared.code}\n;return typeof addToMap === 'undefined' ? undefined : addToMap;\n//# sourceURL=${sourceName}`,
    ) as (turf: unknown, capture: (value: unknown) => unknown) => unknown;
    const addToMap = withoutLeakedGlobals(() => run(turf, capture));
    return {
      ok: true,
      map: toMapLayers(addToMap, prepared.mapLabels),
      shownValue: captured ? prepared.shownValue : undefined,
      result: toDisplayValue(captured ? shown : undefined),
    };
  } catch (error) {
    return { ok: false, error: toExampleError(error) };
  }
}
