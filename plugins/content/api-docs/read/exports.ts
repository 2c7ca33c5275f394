/** What an exact Turf install really exports, read by loading it. */
import { createRequire } from 'node:module';
import { join } from 'node:path';

type Module = Record<string, unknown>;

export interface TurfExports {
  readonly functionNames: readonly string[];
  /** 6.5.0's deprecated aliases. */
  sameFunctionAs(name: string): readonly string[];
  namesOf(fn: unknown): readonly string[];
  packageModule(packageName: string): Module;
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
