/**
 * What a function costs a browser bundle, as measured at build time (measureVersion.ts) and cached
 * (cache.ts). The cache holds the raw measurements; pages read the derived view (view.ts), which
 * says which figure to show.
 */

/** Sizes of one bundle, in bytes. */
export interface BundleSizes {
  readonly minified: number;
  /** zlib, level 9. */
  readonly gzip: number;
  /** Brotli at method.ts's quality; 0 where it is not shown and was not measured (the probes of a release whose `@turf/turf` is not tree-shaken). */
  readonly brotli: number;
}

/** The minified bytes an npm package contributes to a bundle. */
export interface PackageBytes {
  /** npm package name, e.g. `@turf/jsts` or `rbush`. */
  readonly name: string;
  readonly minified: number;
}

/** One bundle: its sizes and the packages most of it comes from (packages.ts `heaviestPackages`). */
export interface BundleMeasure extends BundleSizes {
  readonly heaviest: readonly PackageBytes[];
}

/** The import that was bundled for one function. */
export interface MeasuredImport {
  /** Page name (`rbush`). */
  readonly name: string;
  /** Export name in `@turf/turf` and its package (`geojsonRbush`). */
  readonly exportName: string;
  readonly packageName: string;
  readonly importStyle: 'named' | 'default';
}

/** A function's own package, bundled alone: `import { along } from '@turf/along'`. */
export interface PackageMeasurement extends MeasuredImport {
  readonly bundle: BundleMeasure;
  /**
   * The modules (input paths) that put bytes in the bundle: compared with a probe's `@turf/turf`
   * bundle to tell whether `@turf/turf` adds code of other packages.
   */
  readonly modules: readonly string[];
}

/** `import { fn } from '@turf/turf'`, bundled exactly for one function. */
export interface TurfProbe {
  readonly name: string;
  readonly bundle: BundleMeasure;
  readonly modules: readonly string[];
}

/**
 * How `@turf/turf` of this release bundles, decided from exact `@turf/turf` bundles of a few probe
 * functions (the lightest, the median and the heaviest package bundle):
 * - `tree-shaken`: each probe's bundle has exactly the modules of its package's bundle, so
 *   importing any function from `@turf/turf` adds what importing it from its package adds;
 * - `not-tree-shaken`: every probe also carries the same block of modules of other packages
 *   (esbuild keeps them), so any function costs about the whole block: the probes give the range;
 * - `measured`: the probes fit neither rule, so every function's `@turf/turf` bundle was built.
 */
export type TurfImport =
  | { readonly kind: 'tree-shaken'; readonly probes: readonly TurfProbe[] }
  | {
      readonly kind: 'not-tree-shaken';
      readonly probes: readonly TurfProbe[];
      /** Packages of the block every `@turf/turf` bundle carries that the lightest package bundle does not need, heaviest first. */
      readonly extraPackages: readonly PackageBytes[];
    }
  | {
      readonly kind: 'measured';
      /** Why the probes were not enough (turfImport.ts). */
      readonly reason: string;
      readonly probes: readonly TurfProbe[];
      readonly functions: Readonly<Record<string, BundleMeasure>>;
    };

/** What the cache key is made of (cache.ts): a cached file is used only when all of it is unchanged. */
export interface BundleCostKey {
  /** bundleCostMethod (method.ts) and its revision, hashed. */
  readonly method: string;
  readonly esbuild: string;
  /** sha256 of the install's `package-lock.json`. */
  readonly lockfile: string;
  /** Node's zlib and brotli: their output sizes are part of the figures. */
  readonly zlib: string;
  readonly brotli: string;
  /** sha256 of the measured imports: the model's list of functions and their packages. */
  readonly imports: string;
}

/** Everything measured for one docs version; the content of `.generated/bundle-cost/{versionName}.json`. */
export interface VersionBundleCost {
  readonly schema: 1;
  readonly key: BundleCostKey;
  readonly versionName: string;
  readonly turfVersion: string;
  /** Wall time of the measurement that produced this file. */
  readonly measuredInMs: number;
  readonly functions: readonly PackageMeasurement[];
  readonly turf: TurfImport;
}

/** What a function page and the API index show (view.ts). */
export interface FunctionBundleCost {
  /** `import { fn } from '@turf/turf'`; null where this release's `@turf/turf` is not tree-shaken. */
  readonly turf: BundleMeasure | null;
  /** The function's own package, where its figure differs from the `@turf/turf` one (always, when that is null). */
  readonly standalone: (BundleMeasure & { readonly packageName: string }) | null;
  /** Where `@turf/turf` is not tree-shaken: what any function costs imported from it. */
  readonly wholeLibrary: {
    readonly lightest: BundleSizes;
    readonly heaviest: BundleSizes;
    readonly extraPackages: readonly PackageBytes[];
  } | null;
}
