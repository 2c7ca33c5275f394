/** `npm run api:generate [-- --force]`; without --force, nothing happens when inputs and outputs are unchanged. */
import { join } from 'node:path';

import { bundleCostDir } from './bundle-cost/index';
import { currentFingerprints, readStamp, writeStamp } from './freshness';
import { generateApiDocs } from './generate';
import { generatorVersions, modelDir } from './index';

const log = (message: string) => console.log(`[api-docs] ${message}`);

async function main(): Promise<void> {
  const siteDir = process.cwd();
  const versions = generatorVersions();
  const stampFile = join(siteDir, modelDir, 'stamp.json');
  const fingerprints = () =>
    currentFingerprints(
      siteDir,
      [...new Set(versions.map((version) => version.nodeModules.replace(/\/node_modules$/, '')))],
      versions.map((version) => version.docsFolder),
      [modelDir, bundleCostDir],
    );
  const stamp = readStamp(stampFile);
  const before = fingerprints();
  if (!process.argv.includes('--force') && stamp?.inputs === before.inputs && stamp.outputs === before.outputs) {
    log('up to date: Turf installs, esbuild, generator and generated pages are unchanged');
    return;
  }
  await generateApiDocs({ siteDir, versions, modelDir, bundleCostDir, log });
  writeStamp(stampFile, fingerprints());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
