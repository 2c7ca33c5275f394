/**
 * `docusaurus start` re-runs plugins on every content edit; this skips regeneration when no input
 * changed. Generated files count as inputs, so one edited by hand is never kept.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

export function fingerprint(siteDir: string, files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(siteDir, file));
    hash.update(existsSync(file) ? readFileSync(file) : 'missing');
  }
  return hash.digest('hex');
}

export interface Fingerprints {
  readonly inputs: string;
  readonly outputs: string;
}

export function currentFingerprints(
  siteDir: string,
  installs: readonly string[],
  docsFolders: readonly string[],
  generatedDirs: readonly string[],
): Fingerprints {
  const inputs = [
    ...installs.flatMap((install) => [
      join(siteDir, install, 'package-lock.json'),
      join(siteDir, install, 'node_modules/.installed-from-lock'),
    ]),
    ...filesUnder(join(siteDir, 'plugins/content/api-docs')),
    ...filesUnder(join(siteDir, 'plugins/shared')),
    join(siteDir, 'src/data/apiCategories.ts'),
    join(siteDir, 'src/data/functionTasks.ts'),
    join(siteDir, 'src/data/searchAliases.ts'),
    join(siteDir, 'src/data/versions.ts'),
    join(siteDir, 'node_modules/esbuild/package.json'),
  ];
  const outputs = [
    ...docsFolders.flatMap((folder) => filesUnder(join(siteDir, folder, 'api'))),
    ...generatedDirs.flatMap((dir) =>
      filesUnder(join(siteDir, dir)).filter((file) => file.endsWith('.json') && !file.endsWith('stamp.json')),
    ),
  ];
  return { inputs: fingerprint(siteDir, inputs), outputs: fingerprint(siteDir, outputs) };
}

export function readStamp(file: string): Fingerprints | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Fingerprints;
  } catch {
    return null;
  }
}

export function writeStamp(file: string, fingerprints: Fingerprints): void {
  writeFileSync(file, `${JSON.stringify(fingerprints, null, 2)}\n`);
}
