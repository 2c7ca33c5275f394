/** Which figures the pages show of a version's measurement. */
import { bundleCostMethod } from './method';
import type { BundleMeasure, BundleSizes, FunctionBundleCost, VersionBundleCost } from './types';

/** Below the thresholds, the difference is module order and the export statement, not code. */
export function differsMeaningfully(turf: BundleSizes, standalone: BundleSizes): boolean {
  const { share, bytes } = bundleCostMethod.standaloneDiffers;
  return Math.abs(turf.gzip - standalone.gzip) > Math.max(share * turf.gzip, bytes);
}

export function functionBundleCost(cost: VersionBundleCost, name: string): FunctionBundleCost | null {
  const measured = cost.functions.find((fn) => fn.name === name);
  if (!measured) return null;
  const standalone = { ...measured.bundle, packageName: measured.packageName };
  const { turf } = cost;
  if (turf.kind === 'not-tree-shaken') {
    const byGzip = [...turf.probes].sort((a, b) => a.bundle.gzip - b.bundle.gzip);
    const sizes = ({ minified, gzip, brotli }: BundleSizes): BundleSizes => ({ minified, gzip, brotli });
    return {
      turf: null,
      standalone,
      wholeLibrary: {
        lightest: sizes(byGzip[0]!.bundle),
        heaviest: sizes(byGzip[byGzip.length - 1]!.bundle),
        extraPackages: turf.extraPackages,
      },
    };
  }
  // Elsewhere a tree-shaken @turf/turf adds exactly the package bundle's modules.
  const exact: BundleMeasure | undefined =
    turf.kind === 'measured' ? turf.functions[name] : turf.probes.find((probe) => probe.name === name)?.bundle;
  const turfFigure = exact ?? measured.bundle;
  return {
    turf: turfFigure,
    standalone: differsMeaningfully(turfFigure, measured.bundle) ? standalone : null,
    wholeLibrary: null,
  };
}

export function indexFigure(cost: FunctionBundleCost): number {
  return (cost.turf ?? cost.standalone!).gzip;
}
