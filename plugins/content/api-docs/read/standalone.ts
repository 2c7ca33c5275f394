/**
 * Packages published at this exact version but not part of `@turf/turf` (`@turf/boolean-valid@6.5.0`
 * without `turf.booleanValid`): a reader can still install them, so a page says how.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { SourcedComment } from './jsdoc';

export function standalonePackages(nodeModules: string): string[] {
  const manifest = JSON.parse(readFileSync(join(nodeModules, '..', 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return Object.keys(manifest.dependencies ?? {})
    .filter((name) => name.startsWith('@turf/') && name !== '@turf/turf')
    .sort();
}

export interface StandaloneExport {
  readonly name: string;
  readonly importStyle: 'named' | 'default';
  readonly comment: SourcedComment;
}

/** 6.x CommonJS packages are the function itself. */
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
