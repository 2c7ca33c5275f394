/** Copied from each version's exact install, so a page of version X runs Turf X. */
import { copyFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { installFolder } from '../../../../turf-installs/releases';
import { turfBundlePath } from './paths';

export async function copyTurfBundles(siteDir: string, staticDir: string, turfVersions: readonly string[]) {
  const bundles: Record<string, string> = {};
  for (const turfVersion of turfVersions) {
    const source = join(siteDir, installFolder(turfVersion), 'node_modules/@turf/turf/turf.min.js');
    if (!existsSync(source)) {
      throw new Error(
        `Missing ${source}, the browser bundle of Turf ${turfVersion}. Run \`npm install\` to install every docs version's Turf.`,
      );
    }
    const target = join(staticDir, turfBundlePath(turfVersion));
    await mkdir(dirname(target), { recursive: true });
    await copyFile(source, target);
    bundles[turfVersion] = turfBundlePath(turfVersion);
  }
  return bundles;
}
