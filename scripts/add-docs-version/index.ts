/**
 * `npm run version:add -- 7.5.0 "One line on what the release documents."`: gives a published Turf
 * release docs of its own, in one command.
 *
 * 1. Checks the registry: the release is published and is no prerelease.
 * 2. Adds it to `documentedReleases` in src/data/versions.ts, newest first. The newest listed
 *    release is the current version at /docs, so a release newer than all others becomes current and
 *    the one it replaces moves to /docs/{release}.
 * 3. Copies next's guides and sidebars into versioned_docs/version-{release}
 *    (`docusaurus docs:version`); its API pages are generated at build time, not copied. Writes
 *    versions.json in release order (Docusaurus puts the new name first, wrong for an older line).
 * 4. Pins the release's exact install and records what the registry has now (`npm run turf:pin`),
 *    then installs it, so "next" follows the newest release or prerelease by itself.
 * 5. Lists what is left to a person: the guides' lines that name another release, and the golden
 *    files of the API generator.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import semver from 'semver';

import { listedReleases, versionsJson, withRelease } from './releaseList';

const versionsFile = 'src/data/versions.ts';

function run(command: string, args: readonly string[]): void {
  console.log(`$ ${command} ${args.join(' ')}`);
  execFileSync(command, args, { stdio: 'inherit' });
}

function checkPublished(release: string): void {
  if (!semver.valid(release) || semver.prerelease(release)) {
    throw new Error(`${release} is no stable release number (a prerelease is what "next" documents, by itself).`);
  }
  const published = execFileSync('npm', ['view', `@turf/turf@${release}`, 'version'], { encoding: 'utf8' }).trim();
  if (published !== release) throw new Error(`@turf/turf@${release} is not published on the npm registry.`);
}

/** Lines of the new version's guides that name a release other than its own: the prose to check. */
function linesNamingOtherReleases(folder: string, release: string): string[] {
  const found: string[] = [];
  for (const file of readdirSync(folder).filter((name) => /\.mdx?$/.test(name))) {
    readFileSync(path.join(folder, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const others = [...line.matchAll(/\b\d+\.\d+\.\d+\b/g)].map((match) => match[0]).filter((named) => named !== release);
        if (others.length) found.push(`${folder}/${file}:${index + 1}: ${line.trim().slice(0, 120)}`);
      });
  }
  return found;
}

function main(): void {
  const [release, summary] = process.argv.slice(2);
  if (!release || !summary) {
    throw new Error('Usage: npm run version:add -- <release> "<one line on what the release documents>"');
  }
  checkPublished(release);
  const versionsSource = readFileSync(versionsFile, 'utf8');
  const updated = withRelease(versionsSource, release, summary);

  const folder = path.join('versioned_docs', `version-${release}`);
  run('npx', ['docusaurus', 'docs:version', release]);
  // Generated at build time from the release's own packages, never copied from next.
  rmSync(path.join(folder, 'api'), { recursive: true, force: true });

  writeFileSync(versionsFile, updated);
  run('npx', ['prettier', '--write', versionsFile]);
  writeFileSync('versions.json', versionsJson(listedReleases(updated)));

  run('npm', ['run', 'turf:pin']);
  run('npx', ['tsx', 'turf-installs/install.ts']);

  const current = listedReleases(updated)[0];
  console.log(
    [
      '',
      `${release} is documented at ${release === current ? '/docs (the current version)' : `/docs/${release}`}.`,
      `Left to do by hand, then \`npm test\`:`,
      `- The guides in ${folder}/ are next's: make their prose true of ${release}. Lines that name another release:`,
      ...linesNamingOtherReleases(folder, release).map((line) => `    ${line}`),
      `- Golden files of the API generator for ${release}: UPDATE_GOLDEN=1 npm run test:unit, then review them.`,
    ].join('\n'),
  );
}

try {
  main();
} catch (error) {
  console.error(`version:add: ${(error as Error).message}`);
  process.exit(1);
}
