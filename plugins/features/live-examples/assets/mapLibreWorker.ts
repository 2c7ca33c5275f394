/**
 * MapLibre's worker must be a file of its own ("Worker failed to load"); so is its stylesheet, which
 * imported would join the site's one stylesheet (71 KB of 188 KB) and block every first paint.
 */
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { mapLibreStylesheetPath, mapLibreWorkerPath } from './paths';

export async function copyMapLibreFiles(siteDir: string, staticDir: string): Promise<{ worker: string; stylesheet: string }> {
  const packageDir = join(siteDir, 'node_modules/maplibre-gl');
  const { version } = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const files = { worker: mapLibreWorkerPath(version), stylesheet: mapLibreStylesheetPath(version) };
  await mkdir(dirname(join(staticDir, files.worker)), { recursive: true });
  await copyFile(join(packageDir, 'dist/maplibre-gl-worker.mjs'), join(staticDir, files.worker));
  await copyFile(join(packageDir, 'dist/maplibre-gl.css'), join(staticDir, files.stylesheet));
  return files;
}
