/**
 * The entry modules that are bundled: one small module per function, which re-exports it so that
 * tree shaking keeps it (and only what it needs). They exist only in memory, served to esbuild by
 * a plugin, and resolve their imports from the exact Turf install of the version.
 */
import type { Plugin } from 'esbuild';

import type { MeasuredImport } from './types';

/** `export { along } from '@turf/turf';`: what a reader writes as `import { along } from '@turf/turf'`. */
export function turfEntry(fn: MeasuredImport): string {
  return `export { ${fn.exportName} } from '@turf/turf';\n`;
}

/**
 * The same function from its own package, as its page's install line imports it: by name (7.x) or
 * as the default export (6.x). It is exported under the same name as from `@turf/turf`, so that
 * both bundles can come out byte for byte the same.
 */
export function packageEntry(fn: MeasuredImport): string {
  return fn.importStyle === 'named'
    ? `export { ${fn.exportName} } from '${fn.packageName}';\n`
    : `export { default as ${fn.exportName} } from '${fn.packageName}';\n`;
}

export const entryNamespace = 'bundle-cost-entry';

/** What esbuild is given as the entry point of module `name`; only these strings reach the plugin (its filter runs in esbuild). */
export const entryPoint = (name: string): string => `${entryNamespace}:${name}`;

/**
 * Serves `modules` (entry name -> source) as virtual entry points. `resolveDir` is the folder of
 * the exact install (`turf-installs/7.2.0`), so `@turf/turf` is that release's.
 */
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
