/** In-memory entry modules, one per function, resolved from the version's exact Turf install. */
import type { Plugin } from 'esbuild';

import type { MeasuredImport } from './types';

export function turfEntry(fn: MeasuredImport): string {
  return `export { ${fn.exportName} } from '@turf/turf';\n`;
}

/** Exported under the same name as from `@turf/turf`, so that both bundles can come out byte for byte the same. */
export function packageEntry(fn: MeasuredImport): string {
  return fn.importStyle === 'named'
    ? `export { ${fn.exportName} } from '${fn.packageName}';\n`
    : `export { default as ${fn.exportName} } from '${fn.packageName}';\n`;
}

export const entryNamespace = 'bundle-cost-entry';

export const entryPoint = (name: string): string => `${entryNamespace}:${name}`;

/** `resolveDir` is the exact install (`turf-installs/7.2.0`), so `@turf/turf` is that release's. */
export function virtualEntries(modules: ReadonlyMap<string, string>, resolveDir: string): Plugin {
  return {
    name: 'bundle-cost-entries',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${entryNamespace}:`) }, (args) => ({
        path: args.path.slice(entryNamespace.length + 1),
        namespace: entryNamespace,
      }));
      build.onLoad({ filter: /.*/, namespace: entryNamespace }, (args) => {
        const contents = modules.get(args.path);
        if (contents === undefined) throw new Error(`no entry module ${args.path}`);
        return { contents, resolveDir, loader: 'js' };
      });
    },
  };
}
