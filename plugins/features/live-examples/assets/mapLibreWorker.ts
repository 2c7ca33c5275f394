/**
 * MapLibre parses map data in a Web Worker whose script must be a file of its own: bundled, it
 * cannot find it ("Worker failed to load"). The site serves the package's worker and the map
 * code points MapLibre at it with `setWorkerUrl()`.
 *
 * Its stylesheet is served as a file too: imported, it would join the one stylesheet Docusaurus
 * makes for the whole site (71 KB of 188 KB) and block the first paint of every page, while only
 * pages that draw a map need it. The map component links it when it creates a map.
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
