/**
 * Decides from a few probes how a release's `@turf/turf` bundles (see `TurfImport`). Bundling all
 * ~170 functions through `@turf/turf` costs 40-120 ms each, and what it adds does not depend on the
 * function: the index only re-exports and every package has `"sideEffects": false`, so esbuild
 * keeps either nothing or the same unprovable code (a top-level CommonJS `require`) for every one.
 */
export interface ProbeModules {
  readonly name: string;
  readonly turf: readonly string[];
  readonly package: readonly string[];
}

export type TurfImportKind =
  | { readonly kind: 'tree-shaken' }
  | {
      readonly kind: 'not-tree-shaken';
      readonly extraModules: readonly string[];
    }
  | { readonly kind: 'inconsistent'; readonly reason: string };

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((item) => b.has(item));

/** `probes` lightest first. When inconsistent, every function must be bundled through `@turf/turf`. */
export function classifyTurfImport(probes: readonly ProbeModules[]): TurfImportKind {
  if (probes.length === 0) return { kind: 'inconsistent', reason: 'no probes' };
  const sets = probes.map((probe) => ({ name: probe.name, turf: new Set(probe.turf), package: new Set(probe.package) }));
  if (sets.every((probe) => sameSet(probe.turf, probe.package))) return { kind: 'tree-shaken' };
  for (const probe of sets) {
    const missing = [...probe.package].filter((module) => !probe.turf.has(module));
    if (missing.length > 0) {
      return {
        kind: 'inconsistent',
        reason: `${probe.name}: its @turf/turf bundle lacks ${missing.length} module(s) of its package bundle (${missing[0]})`,
      };
    }
  }
  const common = new Set([...sets[0]!.turf].filter((module) => sets.every((probe) => probe.turf.has(module))));
  for (const probe of sets) {
    const expected = new Set([...probe.package, ...common]);
    if (!sameSet(probe.turf, expected)) {
      const odd = [...probe.turf].find((module) => !expected.has(module));
      return { kind: 'inconsistent', reason: `${probe.name}: its @turf/turf bundle has modules no other probe has (${odd})` };
    }
  }
  const lightest = sets[0]!;
  return { kind: 'not-tree-shaken', extraModules: [...common].filter((module) => !lightest.package.has(module)).sort() };
}

/** The lightest, the median and the heaviest package bundle. */
export function chooseProbes<T extends { readonly name: string; readonly minified: number }>(bundles: readonly T[]): T[] {
  const sorted = [...bundles].sort((a, b) => a.minified - b.minified || a.name.localeCompare(b.name));
  const picks = [sorted[0], sorted[Math.floor((sorted.length - 1) / 2)], sorted[sorted.length - 1]];
  return [...new Set(picks.filter((pick): pick is T => pick !== undefined))];
}
