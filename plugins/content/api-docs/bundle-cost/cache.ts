/**
 * The measurement cache, one file per docs version. A stale, truncated or edited file is measured
 * again, never trusted: it would put wrong figures on pages.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

import { bundleCostMethod } from './method';
import type { BundleCostKey, BundleMeasure, MeasuredImport, TurfProbe, VersionBundleCost } from './types';

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

export interface KeyInputs {
  readonly esbuildVersion: string;
  readonly lockfile: string | Uint8Array;
  readonly imports: readonly MeasuredImport[];
  /** Injectable for tests. */
  readonly zlib?: string;
  readonly brotli?: string;
}

export function bundleCostKey(inputs: KeyInputs): BundleCostKey {
  const imports = [...inputs.imports]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((fn) => [fn.name, fn.exportName, fn.packageName, fn.importStyle]);
  return {
    method: sha256(JSON.stringify(bundleCostMethod)),
    esbuild: inputs.esbuildVersion,
    lockfile: sha256(inputs.lockfile),
    zlib: inputs.zlib ?? process.versions.zlib ?? 'unknown',
    brotli: inputs.brotli ?? process.versions.brotli ?? 'unknown',
    imports: sha256(JSON.stringify(imports)),
  };
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isMeasure(value: unknown, brotliMeasured = true): value is BundleMeasure {
  if (!isRecord(value)) return false;
  const { minified, gzip, brotli, heaviest } = value;
  return (
    isCount(minified) &&
    minified > 0 &&
    isCount(gzip) &&
    gzip > 0 &&
    isCount(brotli) &&
    (brotli > 0 || !brotliMeasured) &&
    Array.isArray(heaviest) &&
    heaviest.every((entry) => isRecord(entry) && typeof entry.name === 'string' && isCount(entry.minified))
  );
}

const isModules = (value: unknown) => Array.isArray(value) && value.every((module) => typeof module === 'string');
const isProbe = (value: unknown, brotliMeasured: boolean): value is TurfProbe =>
  isRecord(value) && typeof value.name === 'string' && isMeasure(value.bundle, brotliMeasured) && isModules(value.modules);

/** The file of a run that was cut short, or of another method, fails here. */
export function isValidCost(value: unknown, key: BundleCostKey, imports: readonly MeasuredImport[]): value is VersionBundleCost {
  if (!isRecord(value) || value.schema !== 1 || JSON.stringify(value.key) !== JSON.stringify(key)) return false;
  if (typeof value.versionName !== 'string' || typeof value.turfVersion !== 'string' || !isCount(value.measuredInMs)) return false;
  const { functions, turf } = value;
  if (!Array.isArray(functions) || functions.length !== imports.length) return false;
  const byName = new Map(imports.map((fn) => [fn.name, fn]));
  const seen = new Set<string>();
  for (const entry of functions) {
    if (!isRecord(entry) || typeof entry.name !== 'string' || seen.has(entry.name)) return false;
    const expected = byName.get(entry.name);
    if (!expected || entry.exportName !== expected.exportName || entry.packageName !== expected.packageName) return false;
    if (entry.importStyle !== expected.importStyle || !isMeasure(entry.bundle) || !isModules(entry.modules)) return false;
    seen.add(entry.name);
  }
  if (!isRecord(turf) || !Array.isArray(turf.probes) || turf.probes.length === 0) return false;
  if (!turf.probes.every((probe) => isProbe(probe, turf.kind !== 'not-tree-shaken'))) return false;
  if (turf.probes.some((probe) => !byName.has((probe as TurfProbe).name))) return false;
  switch (turf.kind) {
    case 'tree-shaken':
      return true;
    case 'not-tree-shaken':
      return Array.isArray(turf.extraPackages) && turf.extraPackages.every((entry) => isRecord(entry) && isCount(entry.minified));
    case 'measured':
      return (
        typeof turf.reason === 'string' &&
        isRecord(turf.functions) &&
        imports.every((fn) => isMeasure((turf.functions as Record<string, unknown>)[fn.name]))
      );
    default:
      return false;
  }
}

export function readCachedCost(file: string, key: BundleCostKey, imports: readonly MeasuredImport[]): VersionBundleCost | null {
  if (!existsSync(file)) return null;
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return isValidCost(value, key, imports) ? value : null;
  } catch {
    return null;
  }
}

/** A rename, so an interrupted build leaves no half file behind. */
export function writeCachedCost(file: string, cost: VersionBundleCost): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(cost, null, 1)}\n`);
  renameSync(temporary, file);
}
