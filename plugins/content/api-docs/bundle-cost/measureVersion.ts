/**
 * One esbuild build for every function's own package (so each file is parsed once), then one for a
 * few probes through `@turf/turf` (turfImport.ts); compression overlaps the next build.
 */
import { relative, sep } from 'node:path';
import { build, type Metafile } from 'esbuild';

import type { Compressor } from './compress';
import { entryNamespace, entryPoint, packageEntry, turfEntry, virtualEntries } from './entries';
import { bundleCostMethod } from './method';
import { bytesByPackage, heaviestPackages, modulesInOutput } from './packages';
import { chooseProbes, classifyTurfImport } from './turfImport';
import type { BundleMeasure, MeasuredImport, PackageMeasurement, TurfImport, TurfProbe } from './types';

export interface MeasureVersionInput {
  readonly siteDir: string;
  readonly installDir: string;
  readonly imports: readonly MeasuredImport[];
  readonly compress: Compressor;
  /** Each esbuild build already uses every core. */
  readonly oneAtATime?: <T>(job: () => Promise<T>) => Promise<T>;
}

interface Bundle {
  readonly code: Uint8Array;
  readonly inputs: Metafile['outputs'][string]['inputs'];
}

async function bundleEach(input: MeasureVersionInput, modules: ReadonlyMap<string, string>): Promise<Map<string, Bundle>> {
  const run = input.oneAtATime ?? ((job) => job());
  const result = await run(() =>
    build({
      ...bundleCostMethod.esbuild,
      entryPoints: [...modules.keys()].map((name) => ({ in: entryPoint(name), out: name })),
      // Only names the outputs.
      outdir: 'bundle-cost',
      write: false,
      metafile: true,
      absWorkingDir: input.siteDir,
      logLevel: 'silent',
      plugins: [virtualEntries(modules, `${input.siteDir}/${input.installDir}`)],
    }),
  );
  const code = new Map(result.outputFiles.map((file) => [relative(input.siteDir, file.path).split(sep).join('/'), file.contents]));
  const bundles = new Map<string, Bundle>();
  for (const [path, output] of Object.entries(result.metafile.outputs)) {
    if (!output.entryPoint) continue;
    // A module from the site's own node_modules would measure something else. `(disabled):` marks
    // a file a package's `browser` field replaces with nothing.
    const outside = Object.keys(output.inputs).find(
      (module) => !module.replace(/^\(disabled\):/, '').startsWith(`${input.installDir}/`) && !module.startsWith(`${entryNamespace}:`),
    );
    if (outside) throw new Error(`bundle cost: ${output.entryPoint} resolved ${outside}, outside ${input.installDir}`);
    bundles.set(output.entryPoint.slice(`${entryNamespace}:`.length), { code: code.get(path)!, inputs: output.inputs });
  }
  return bundles;
}

async function measure(bundle: Bundle, compress: Compressor, options?: { readonly brotli?: boolean }): Promise<BundleMeasure> {
  const sizes = await compress(bundle.code, options);
  return { ...sizes, heaviest: heaviestPackages(bytesByPackage(bundle.inputs), sizes.minified, bundleCostMethod.heaviest) };
}

const entryName = (kind: 'package' | 'turf', fn: MeasuredImport) => `${kind}/${fn.name}`;

export async function measureVersion(input: MeasureVersionInput): Promise<{ functions: PackageMeasurement[]; turf: TurfImport }> {
  const { imports, compress } = input;
  const packageBundles = await bundleEach(input, new Map(imports.map((fn) => [entryName('package', fn), packageEntry(fn)])));
  const bundleOf = (kind: 'package' | 'turf', fn: MeasuredImport, bundles: ReadonlyMap<string, Bundle>) => {
    const bundle = bundles.get(entryName(kind, fn));
    if (!bundle) throw new Error(`bundle cost: esbuild produced no bundle for ${entryName(kind, fn)}`);
    return bundle;
  };
  // Compresses on the thread pool while the probes are bundled.
  const functions = Promise.all(
    imports.map(async (fn): Promise<PackageMeasurement> => {
      const bundle = bundleOf('package', fn, packageBundles);
      return { ...fn, bundle: await measure(bundle, compress), modules: modulesInOutput(bundle.inputs) };
    }),
  );
  // Awaited at the end; should the probes fail first, their error is the one reported.
  functions.catch(() => undefined);

  const probes = chooseProbes(imports.map((fn) => ({ ...fn, minified: bundleOf('package', fn, packageBundles).code.byteLength })));
  const probeBundles = await bundleEach(input, new Map(probes.map((fn) => [entryName('turf', fn), turfEntry(fn)])));
  const probeModules = probes.map((fn) => ({
    name: fn.name,
    turf: modulesInOutput(bundleOf('turf', fn, probeBundles).inputs),
    package: modulesInOutput(bundleOf('package', fn, packageBundles).inputs),
  }));
  const decided = classifyTurfImport(probeModules);
  // Pages show no brotli figure for a @turf/turf that is not tree-shaken: 500 KB probes are slow.
  const measuredProbes = await Promise.all(
    probes.map(async (fn, index): Promise<TurfProbe> => {
      const bundle = bundleOf('turf', fn, probeBundles);
      return {
        name: fn.name,
        bundle: await measure(bundle, compress, { brotli: decided.kind !== 'not-tree-shaken' }),
        modules: probeModules[index]!.turf,
      };
    }),
  );

  let turf: TurfImport;
  if (decided.kind === 'tree-shaken') {
    turf = { kind: 'tree-shaken', probes: measuredProbes };
  } else if (decided.kind === 'not-tree-shaken') {
    const extra = new Set(decided.extraModules);
    const lightestInputs = bundleOf('turf', probes[0]!, probeBundles).inputs;
    const extraInputs = Object.fromEntries(Object.entries(lightestInputs).filter(([module]) => extra.has(module)));
    const extraPackages = bytesByPackage(extraInputs).filter((entry) => entry.minified >= bundleCostMethod.heaviest.minBytes);
    turf = { kind: 'not-tree-shaken', probes: measuredProbes, extraPackages: extraPackages.slice(0, bundleCostMethod.heaviest.top) };
  } else {
    const turfBundles = await bundleEach(input, new Map(imports.map((fn) => [entryName('turf', fn), turfEntry(fn)])));
    const measured = await Promise.all(
      imports.map(async (fn) => [fn.name, await measure(bundleOf('turf', fn, turfBundles), compress)] as const),
    );
    turf = { kind: 'measured', reason: decided.reason, probes: measuredProbes, functions: Object.fromEntries(measured) };
  }
  return { functions: await functions, turf };
}
