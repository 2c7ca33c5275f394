/**
 * 7.x packages strip comments but keep the original TypeScript in `dist/esm/index.js.map`'s
 * `sourcesContent`; 6.5.0 packages keep their comments in `dist/es/index.js`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

export interface SourceFile {
  readonly file: string;
  readonly packageName: string;
  /** The package folder when the original file is unknown. */
  readonly repoPath: string;
  readonly originalLines: boolean;
}

interface SourceMap {
  readonly sources: readonly string[];
  readonly sourcesContent?: readonly (string | null)[];
}

export function repoFolder(packageName: string): string {
  const short = packageName.replace(/^@turf\//, '');
  return short === 'turf' ? 'packages/turf' : `packages/turf-${short}`;
}

export function turfPackages(nodeModules: string): string[] {
  const manifest = JSON.parse(readFileSync(join(nodeModules, '@turf/turf/package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {})
    .filter((name) => name.startsWith('@turf/'))
    .sort();
}

export function sourcesOfPackage(nodeModules: string, packageName: string, scratch: string): SourceFile[] {
  const packageDir = join(nodeModules, packageName);
  const mapFile = join(packageDir, 'dist/esm/index.js.map');
  if (existsSync(mapFile)) {
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap;
    return map.sources.flatMap((source, index) => {
      const content = map.sourcesContent?.[index];
      // Bundled third-party code is not Turf's to document.
      const relative = normalize(join('dist/esm', source));
      if (!content || relative.startsWith('..') || relative.includes('node_modules')) return [];
      const file = join(scratch, packageName, relative);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, content);
      return [{ file, packageName, repoPath: `${repoFolder(packageName)}/${relative}`, originalLines: true }];
    });
  }
  const esIndex = join(packageDir, 'dist/es/index.js');
  if (existsSync(esIndex)) {
    return [{ file: esIndex, packageName, repoPath: repoFolder(packageName), originalLines: false }];
  }
  return [];
}
