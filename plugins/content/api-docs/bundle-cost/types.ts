/** Bundle costs as measured (measureVersion.ts) and cached (cache.ts); pages read the derived view.ts. */

/** Bytes. */
export interface BundleSizes {
  readonly minified: number;
  /** zlib, level 9. */
  readonly gzip: number;
  /** 0 where not shown and not measured (the probes of a release whose `@turf/turf` is not tree-shaken). */
  readonly brotli: number;
}

export interface PackageBytes {
  readonly name: string;
  readonly minified: number;
}

export interface BundleMeasure extends BundleSizes {
  readonly heaviest: readonly PackageBytes[];
}

export interface MeasuredImport {
  /** Page name (`rbush`); the export may differ (`geojsonRbush`). */
  readonly name: string;
  readonly exportName: string;
  readonly packageName: string;
  readonly importStyle: 'named' | 'default';
}

/** `import { along } from '@turf/along'`. */
export interface PackageMeasurement extends MeasuredImport {
  readonly bundle: BundleMeasure;
  /** Compared with a probe's to tell whether `@turf/turf` adds code of other packages. */
  readonly modules: readonly string[];
}

export interface TurfProbe {
  readonly name: string;
  readonly bundle: BundleMeasure;
  readonly modules: readonly string[];
}

/**
 * Decided from a few probe functions (turfImport.ts): `not-tree-shaken` means every probe carries the
 * same block of other packages' modules, so the probes give the range; `measured`, neither rule fits.
 */
export type TurfImport =
  | { readonly kind: 'tree-shaken'; readonly probes: readonly TurfProbe[] }
  | {
      readonly kind: 'not-tree-shaken';
      readonly probes: readonly TurfProbe[];
      readonly extraPackages: readonly PackageBytes[];
    }
  | {
      readonly kind: 'measured';
      readonly reason: string;
      readonly probes: readonly TurfProbe[];
      readonly functions: Readonly<Record<string, BundleMeasure>>;
    };

/** A cached file is used only when all of its key is unchanged. */
export interface BundleCostKey {
  readonly method: string;
  readonly esbuild: string;
  readonly lockfile: string;
  /** Node's zlib and brotli versions: their output sizes are part of the figures. */
  readonly zlib: string;
  readonly brotli: string;
  readonly imports: string;
}

/** `.generated/bundle-cost/{versionName}.json`. */
export interface VersionBundleCost {
  readonly schema: 1;
  readonly key: BundleCostKey;
  readonly versionName: string;
  readonly turfVersion: string;
  readonly measuredInMs: number;
  readonly functions: readonly PackageMeasurement[];
  readonly turf: TurfImport;
}

export interface FunctionBundleCost {
  /** null where this release's `@turf/turf` is not tree-shaken. */
  readonly turf: BundleMeasure | null;
  /** Only where its figure differs from the `@turf/turf` one. */
  readonly standalone: (BundleMeasure & { readonly packageName: string }) | null;
  readonly wholeLibrary: {
    readonly lightest: BundleSizes;
    readonly heaviest: BundleSizes;
    readonly extraPackages: readonly PackageBytes[];
  } | null;
}
