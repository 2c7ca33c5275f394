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
 *
 * Standalone packages: a package that some release's @turf/turf bundles, but this release's does
 * not, may still be published at this exact version (`@turf/boolean-valid@6.5.0`). Such packages
 * are installed beside @turf/turf, so the docs can tell a reader how to install and import them
 * at that version; the registry is asked for each one, so none is guessed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { turfReleases } from './releases';
import { registryRecord, registryRecordFile, registryRecordModule } from './registryRecord';

function turfDependencies(version: string): Record<string, string> {
  const json = execFileSync('npm', ['view', `@turf/turf@${version}`, 'dependencies', '--json'], {
    encoding: 'utf8',
  });
  return JSON.parse(json) as Record<string, string>;
}

/**
 * Whether `name@version` is published. `npm view` prints nothing for a missing version of a
 * package that has others, and fails with E404 for a package with none; any other failure (no
 * network) stops the pin rather than dropping a package.
 */
function isPublished(name: string, version: string): boolean {
  try {
    return execFileSync('npm', ['view', `${name}@${version}`, 'version'], { encoding: 'utf8', stdio: 'pipe' }).trim() === version;
  } catch (error) {
    if (/E404/.test(String((error as { stderr?: unknown }).stderr))) return false;
    throw error;
  }
}

const turfScoped = (dependencies: Record<string, string>) => Object.keys(dependencies).filter((name) => name.startsWith('@turf/'));

export function manifestFor(version: string, dependencies: Record<string, string>, standalone: readonly string[] = []): object {
  const overrides = Object.fromEntries(
    turfScoped(dependencies)
      .sort()
      .map((name) => [name, version]),
  );
  return {
    name: `turf-${version.replaceAll('.', '-')}`,
    private: true,
    description: `Exact install of @turf/turf ${version} and all its @turf/* packages, for the docs. Written by turf-installs/pin.ts.`,
    dependencies: Object.fromEntries([['@turf/turf', version], ...[...standalone].sort().map((name) => [name, version])]),
    overrides,
  };
}

/** Records the registry's newest stable release and any newer prerelease (./registryRecord.ts). */
function recordRegistry(): void {
  const view = (field: string) => JSON.parse(execFileSync('npm', ['view', '@turf/turf', field, '--json'], { encoding: 'utf8' })) as unknown;
  const record = registryRecord(view('dist-tags') as Record<string, string>, view('versions') as string[]);
  writeFileSync(registryRecordFile, registryRecordModule(record));
  console.log(`${registryRecordFile}: latest ${record.latest}, newer prerelease ${record.newestPrerelease ?? 'none'}`);
}

function main(): void {
  recordRegistry();
  const dependencies = new Map(turfReleases.map((version) => [version, turfDependencies(version)]));
  const everyPackage = new Set([...dependencies.values()].flatMap(turfScoped));
  for (const version of turfReleases) {
    const folder = join('turf-installs', version);
    mkdirSync(folder, { recursive: true });
    const bundled = new Set(turfScoped(dependencies.get(version)!));
    const standalone = [...everyPackage].filter((name) => !bundled.has(name) && isPublished(name, version));
    const manifest = manifestFor(version, dependencies.get(version)!, standalone);
    writeFileSync(join(folder, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: folder,
      stdio: 'inherit',
    });
    console.log(
      `turf-installs/${version}: pinned ${bundled.size} @turf packages` +
        (standalone.length ? `; standalone at this version: ${standalone.join(', ')}` : ''),
    );
  }
}

main();
