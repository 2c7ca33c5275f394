/**
 * Decides, from a few probes, how a release's `@turf/turf` bundles compared with each function's
 * own package (see `TurfImport` in types.ts). Pure, unit-tested.
 *
 * Why probes are enough: esbuild links every entry point on its own, over every file its imports
 * reach, and `@turf/turf` reaches the whole library, so bundling all ~170 functions through it
 * costs 40-120 ms of CPU each (and brotli of hundreds of near-identical 500 KB bundles where it does
 * not tree-shake), far over the build's budget. A package bundle reaches only the function's own
 * code. What `@turf/turf` can add to it does not depend on the function: the index itself only
 * re-exports, and every Turf package is marked `"sideEffects": false`, so esbuild keeps from the
 * other packages either nothing or code it cannot prove unused (a CommonJS `require` at the top of
 * a module), which is the same for every function. A probe shows which of the two a release is.
 */
export interface ProbeModules {
  readonly name: string;
  /** Modules with bytes in the probe's `@turf/turf` bundle. */
  readonly turf: readonly string[];
  /** Modules with bytes in the same function's package bundle. */
  readonly package: readonly string[];
}

export type TurfImportKind =
  | { readonly kind: 'tree-shaken' }
  | {
      readonly kind: 'not-tree-shaken';
      /** Modules every `@turf/turf` bundle carries that the lightest probe's own package does not need. */
      readonly extraModules: readonly string[];
    }
  | { readonly kind: 'inconsistent'; readonly reason: string };

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((item) => b.has(item));

/**
 * `probes` lightest first. Tree-shaken when every probe's `@turf/turf` bundle has exactly its package
 * bundle's modules; not tree-shaken when each has its package's modules plus one block common to
 * all; anything else (modules of its own package missing, extras that differ between probes) is
 * inconsistent, and then every function must be bundled through `@turf/turf`.
 */
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
  // The block every @turf/turf bundle carries; each probe must be exactly its own modules plus that block.
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

/** The probes: the lightest, the median and the heaviest package bundle (fewer when there are fewer functions). */
export function chooseProbes<T extends { readonly name: string; readonly minified: number }>(bundles: readonly T[]): T[] {
  const sorted = [...bundles].sort((a, b) => a.minified - b.minified || a.name.localeCompare(b.name));
  const picks = [sorted[0], sorted[Math.floor((sorted.length - 1) / 2)], sorted[sorted.length - 1]];
  return [...new Set(picks.filter((pick): pick is T => pick !== undefined))];
}
