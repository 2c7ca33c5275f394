/**
 * Runs after `npm install` (postinstall): installs each exact Turf release the docs document into
 * turf-installs/{version}/node_modules from its committed lockfile (see pin.ts for why these are
 * separate installs). An install whose lockfile has not changed since it was made is skipped, so
 * a second `npm install` fetches nothing.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { installFolder, turfReleases } from './releases';

const stampName = '.installed-from-lock';

function lockHash(folder: string): string {
  return createHash('sha256')
    .update(readFileSync(join(folder, 'package-lock.json')))
    .digest('hex');
}

export function isInstalled(folder: string): boolean {
  const stamp = join(folder, 'node_modules', stampName);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash(folder);
}

function install(version: string): void {
  const folder = installFolder(version);
  if (!existsSync(join(folder, 'package-lock.json'))) {
    throw new Error(`${folder}/package-lock.json is missing: run \`npm run turf:pin\` to write it.`);
  }
  if (isInstalled(folder)) {
    console.log(`turf ${version}: already installed`);
    return;
  }
  const started = Date.now();
  execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: folder,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  writeFileSync(join(folder, 'node_modules', stampName), lockHash(folder));
  console.log(`turf ${version}: installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// Run as a script (postinstall); tests import isInstalled without installing anything.
if (require.main === module) {
  for (const version of turfReleases) {
    install(version);
  }
}
