/**
 * MapLibre parses map data in a Web Worker whose script must be a file of its own: bundled, it
 * cannot find it ("Worker failed to load"). The site serves the package's worker and the map
 * code points MapLibre at it with `setWorkerUrl()`.
 */
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { mapLibreWorkerPath } from './paths';

export async function copyMapLibreWorker(siteDir: string, staticDir: string): Promise<string> {
  const packageDir = join(siteDir, 'node_modules/maplibre-gl');
  const { version } = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const target = join(staticDir, mapLibreWorkerPath(version));
  await mkdir(dirname(target), { recursive: true });
  await copyFile(join(packageDir, 'dist/maplibre-gl-worker.mjs'), target);
  return mapLibreWorkerPath(version);
}
