/**
 * Packages installed beside `@turf/turf` at this exact version without being part of it
 * (turf-installs/pin.ts asks the registry for them): `@turf/boolean-valid@6.5.0` exists although
 * `turf.booleanValid` does not. A reader of that version can still install the package, so its
 * page says how. Which function a package provides, and how it exports it, is read from the
 * package itself.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { SourcedComment } from './jsdoc';

/** The standalone packages of an install: its manifest's dependencies other than `@turf/turf`. */
export function standalonePackages(nodeModules: string): string[] {
  const manifest = JSON.parse(readFileSync(join(nodeModules, '..', 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return Object.keys(manifest.dependencies ?? {})
    .filter((name) => name.startsWith('@turf/') && name !== '@turf/turf')
    .sort();
}

export interface StandaloneExport {
  /** The function's JSDoc name, e.g. `booleanValid`. */
  readonly name: string;
  readonly importStyle: 'named' | 'default';
  readonly comment: SourcedComment;
}

/**
 * The package's main function: the commented function it exports by name, or as its default
 * (6.x CommonJS packages are the function itself).
 */
export function standaloneExport(nodeModules: string, packageName: string, comments: readonly SourcedComment[]): StandaloneExport {
  const module = createRequire(join(nodeModules, 'package.json'))(packageName) as Record<string, unknown> & { name?: string };
  const main = (typeof module === 'function' ? module : module.default) as { name?: string } | undefined;
  for (const comment of comments) {
    const name = comment.comment.name;
    if (!name || comment.comment.access === 'private' || comment.source.packageName !== packageName) continue;
    if (typeof module[name] === 'function') return { name, importStyle: 'named', comment };
    if (main?.name === name) return { name, importStyle: 'default', comment };
  }
  throw new Error(`${packageName} in ${nodeModules}: no documented function is exported by name or as the default export.`);
}
