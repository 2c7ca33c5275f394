/**
 * What an exact Turf install really exports, read by loading it: the functions of `@turf/turf`,
 * which of them are the same function under an older name (6.5.0's deprecated aliases), and
 * how each package exports its own function.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';

type Module = Record<string, unknown>;

export interface TurfExports {
  /** Export names of `@turf/turf` whose value is a function, sorted. */
  readonly functionNames: readonly string[];
  /** Export names that share their function with another export name, grouped by that function. */
  sameFunctionAs(name: string): readonly string[];
  /** The `@turf/turf` export name(s) whose value is the given function. */
  namesOf(fn: unknown): readonly string[];
  /** A package's own module (`@turf/along`), loaded from the same install. */
  packageModule(packageName: string): Module;
  /** Any export of `@turf/turf` by name. */
  value(name: string): unknown;
}

export function readTurfExports(nodeModules: string): TurfExports {
  const load = createRequire(join(nodeModules, 'package.json'));
  const turf = load('@turf/turf') as Module;
  const functionNames = Object.keys(turf)
    .filter((name) => typeof turf[name] === 'function')
    .sort();
  const namesByFunction = new Map<unknown, string[]>();
  for (const name of functionNames) {
    const names = namesByFunction.get(turf[name]) ?? [];
    names.push(name);
    namesByFunction.set(turf[name], names);
  }
  const modules = new Map<string, Module>();
  return {
    functionNames,
    sameFunctionAs: (name) => (namesByFunction.get(turf[name]) ?? []).filter((other) => other !== name),
    namesOf: (fn) => namesByFunction.get(fn) ?? [],
    packageModule(packageName) {
      let module = modules.get(packageName);
      if (!module) {
        module = load(packageName) as Module;
        modules.set(packageName, module);
      }
      return module;
    },
    value: (name) => turf[name],
  };
}
