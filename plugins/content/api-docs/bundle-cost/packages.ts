/** Where a bundle's bytes come from, by npm package, read from esbuild's metafile. */
import type { Metafile } from 'esbuild';

import type { PackageBytes } from './types';

/** A nested install (`geojson-rbush/node_modules/rbush/...`) belongs to the inner package. */
export function packageOfInput(path: string): string | null {
  const normalized = path.replaceAll('\\', '/');
  const at = normalized.lastIndexOf('node_modules/');
  if (at === -1) return null;
  const [first, second] = normalized.slice(at + 'node_modules/'.length).split('/');
  if (!first) return null;
  if (first.startsWith('@')) return second ? `${first}/${second}` : null;
  return first;
}

/** A path with 0 bytes was tree-shaken away. */
export function modulesInOutput(inputs: Metafile['outputs'][string]['inputs']): string[] {
  return Object.entries(inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path)
    .sort();
}

export function bytesByPackage(inputs: Metafile['outputs'][string]['inputs']): PackageBytes[] {
  const totals = new Map<string, number>();
  for (const [path, input] of Object.entries(inputs)) {
    const name = packageOfInput(path);
    if (name === null || input.bytesInOutput === 0) continue;
    totals.set(name, (totals.get(name) ?? 0) + input.bytesInOutput);
  }
  return [...totals]
    .map(([name, minified]) => ({ name, minified }))
    .sort((a, b) => b.minified - a.minified || a.name.localeCompare(b.name));
}

export interface HeaviestRule {
  readonly top: number;
  readonly minShare: number;
  readonly minBytes: number;
}

/** Below `minBytes` a package is trivia even in a tiny bundle. */
export function heaviestPackages(packages: readonly PackageBytes[], bundleBytes: number, rule: HeaviestRule): PackageBytes[] {
  return packages.filter((entry) => entry.minified >= rule.minBytes && entry.minified >= rule.minShare * bundleBytes).slice(0, rule.top);
}
