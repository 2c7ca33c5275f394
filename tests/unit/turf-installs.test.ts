/**
 * Each documented Turf release is installed exactly: every @turf/* package anywhere in its
 * install has that release's version (the trap: ^ ranges would pull newer sub-packages).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { docsVersions } from '../../src/data/versions';
import { installFolder, turfReleases } from '../../turf-installs/releases';
import { isInstalled } from '../../turf-installs/install';

/** A third-party fork published under the @turf scope with its own version line. */
const notTurfReleases = new Set(['@turf/jsts']);

/** Every installed package named @turf/*, nested node_modules included: [name, version, path]. */
function turfPackagesIn(nodeModules: string): Array<[string, string, string]> {
  const found: Array<[string, string, string]> = [];
  const scopeDir = join(nodeModules, '@turf');
  if (!existsSync(scopeDir)) return found;
  for (const name of readdirSync(scopeDir)) {
    const dir = join(scopeDir, name);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
    found.push([`@turf/${name}`, manifest.version, dir]);
    found.push(...turfPackagesIn(join(dir, 'node_modules')));
  }
  return found;
}

describe('exact Turf installs', () => {
  it('covers every docs version', () => {
    assert.deepEqual([...turfReleases].sort(), [...new Set(docsVersions.map((v) => v.turfVersion))].sort());
  });

  for (const release of turfReleases) {
    it(`${release}: every @turf/* package is ${release}`, () => {
      const folder = installFolder(release);
      assert.ok(isInstalled(folder), `${folder} is not installed from its lockfile: run \`npm install\``);
      const packages = turfPackagesIn(join(folder, 'node_modules'));
      const manifest = JSON.parse(readFileSync(join(folder, 'node_modules/@turf/turf/package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      };
      const expectedCount = Object.keys(manifest.dependencies).filter((name) => name.startsWith('@turf/')).length + 1;
      assert.ok(packages.length >= expectedCount, `${packages.length} @turf packages, expected at least ${expectedCount}`);
      const wrong = packages
        .filter(([name, version]) => !notTurfReleases.has(name) && version !== release)
        .map(([name, version, path]) => `${name}@${version} (${path})`);
      assert.deepEqual(wrong, []);
    });
  }
});
