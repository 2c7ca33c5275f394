/**
 * `npm run turf:pin`: writes turf-installs/{version}/package.json for every Turf release the docs
 * versions document, then locks it.
 *
 * Why: @turf/turf 7.0.0 - 7.2.0 depend on their @turf/* packages with ^ ranges, so a plain install
 * of @turf/turf@7.2.0 resolves every sub-package to the newest 7.x and documents the wrong code.
 * Each manifest pins every @turf/* dependency of that @turf/turf to the same exact version with
 * `overrides`. The list comes from the registry (`npm view`), so this needs the network; the
 * committed manifests and lockfiles make the ordinary install (install.ts) reproducible offline
 * from npm's cache.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { turfReleases } from './releases';

function turfDependencies(version: string): Record<string, string> {
  const json = execFileSync('npm', ['view', `@turf/turf@${version}`, 'dependencies', '--json'], {
    encoding: 'utf8',
  });
  return JSON.parse(json) as Record<string, string>;
}

export function manifestFor(version: string, dependencies: Record<string, string>): object {
  const overrides = Object.fromEntries(
    Object.keys(dependencies)
      .filter((name) => name.startsWith('@turf/'))
      .sort()
      .map((name) => [name, version]),
  );
  return {
    name: `turf-${version.replaceAll('.', '-')}`,
    private: true,
    description: `Exact install of @turf/turf ${version} and all its @turf/* packages, for the docs. Written by turf-installs/pin.ts.`,
    dependencies: { '@turf/turf': version },
    overrides,
  };
}

function main(): void {
  for (const version of turfReleases) {
    const folder = join('turf-installs', version);
    mkdirSync(folder, { recursive: true });
    const manifest = manifestFor(version, turfDependencies(version));
    writeFileSync(join(folder, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: folder,
      stdio: 'inherit',
    });
    console.log(`turf-installs/${version}: pinned ${Object.keys((manifest as { overrides: object }).overrides).length} @turf packages`);
  }
}

main();
