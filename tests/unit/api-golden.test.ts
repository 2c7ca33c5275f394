/**
 * Golden copies of a few generated API pages in every docs version, so that a change to the API
 * generator (reading, model or page builders) shows up as a reviewable diff of MDX.
 *
 * The pages are produced in-process the way `generateApiDocs` produces them (read each exact Turf
 * install, build every version's model, measure or read from the cache each function's bundle
 * cost, then `pagesOf` and `serializePage`), without writing into docs/ or versioned_docs/: the
 * pages there are git-ignored and may be stale. The bundle cost figures follow esbuild's version
 * and the installs' lockfiles, so upgrading either shows up here as a reviewable change too.
 *
 * `UPDATE_GOLDEN=1 npm run test:unit` rewrites the golden files from the generator and deletes
 * obsolete ones instead of comparing.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

import { generatorVersions } from '../../plugins/content/api-docs/index';
import { bundleCostDir, measureBundleCosts } from '../../plugins/content/api-docs/bundle-cost/index';
import { everyVersionsPages, readVersionModel, type GeneratorVersion } from '../../plugins/content/api-docs/generate';
import type { VersionModel } from '../../plugins/content/api-docs/model/types';
import { serializePage, type Page } from '../../plugins/content/api-docs/pages/serialize';

const siteDir = resolve(__dirname, '../..');
const goldenRoot = join(siteDir, 'tests/golden/api');
const updating = process.env.UPDATE_GOLDEN === '1';
const updateCommand = 'UPDATE_GOLDEN=1 npm run test:unit (this file alone: UPDATE_GOLDEN=1 npx tsx --test tests/unit/api-golden.test.ts)';

interface ChosenPage {
  /** Page path relative to the version's `api/` folder, as the golden file is named. */
  readonly path: string;
  /** Kept for docs versions documenting this Turf release or a newer one; absent: from the oldest. */
  readonly since?: string;
  /** Kept for docs versions documenting a Turf release older than this one; absent: up to the newest. */
  readonly until?: string;
}

/**
 * The pages kept as golden files: each kind of page the generator builds, by pages most versions
 * share, so that the same page can also be compared across versions. Changing the list is fine:
 * run the update and review the golden files it adds or deletes.
 */
const chosenPages: readonly ChosenPage[] = [
  // A short function page: nested `options.units`, a map example, GeoJSON links, and a history whose 7.2.0 row changes.
  { path: 'along.mdx' },
  // A history row that renames a parameter (`feature` became `geojson` in Turf 7.4.0).
  { path: 'buffer.mdx' },
  // A signature long enough to break one parameter per line, and 6.5.0's deprecated-alias notice (`inside`).
  { path: 'booleanPointInPolygon.mdx' },
  // A callback type from @turf/meta that every release documents: Definition signature plus a Parameters table.
  { path: 'types/coordEachCallback.mdx' },
  // The most used constant, with a real value read from @turf/helpers; Turf's JSDoc documents it from 7.2.0.
  { path: 'constants/earthRadius.mdx', since: '7.2.0' },
  // 7.0.0 and 7.1.0 document no other constant (6.5.0 none at all). Its value is `undefined`: @turf/quadrat-analysis
  // does not export it, which a generator fix would show here.
  { path: 'constants/K_TABLE.mdx', since: '7.0.0', until: '7.2.0' },
  // The internal helper every release has (`pt` is gone from 7.2.0): the note, no installation, no sidebar entry.
  { path: 'mean.mdx' },
  // Stand-ins for names a version does not document: a deprecated alias (a redirect in 6.5.0, removed after),
  { path: 'radians2degrees.mdx' },
  // a function added later (7.1.0), and in 6.5.0 one published only as its own package,
  { path: 'azimuthToBearing.mdx', until: '7.1.0' },
  { path: 'booleanValid.mdx', until: '7.0.0' },
  // and the internal helper Turf stopped documenting.
  { path: 'pt.mdx', since: '7.2.0' },
  // An export Turf does not document at all (added in 7.0.0).
  { path: 'cloneProperties.mdx' },
];

/** Compares two plain `major.minor.patch` releases, as the Turf installs are named. */
function compareReleases(a: string, b: string): number {
  const [left, right] = [a, b].map((release) => release.split('.').map(Number));
  for (let index = 0; index < 3; index += 1) {
    const difference = (left![index] ?? 0) - (right![index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

function keptIn(page: ChosenPage, version: GeneratorVersion): boolean {
  if (page.since && compareReleases(version.turfVersion, page.since) < 0) return false;
  if (page.until && compareReleases(version.turfVersion, page.until) >= 0) return false;
  return true;
}

const describeVersion = (version: GeneratorVersion) => `${version.versionName} (${version.versionLabel}, Turf ${version.turfVersion})`;
const goldenFile = (version: GeneratorVersion, pagePath: string) => join(goldenRoot, version.versionName, pagePath);
const shown = (file: string) => relative(siteDir, file).split(sep).join('/');

/** Every version's pages by path relative to `api/`, built exactly as `generateApiDocs` builds them. */
async function generatePages(versions: readonly GeneratorVersion[]): Promise<Map<string, Map<string, Page>>> {
  // All models first: a function page shows the function's history across every version.
  const models: VersionModel[] = [];
  for (const version of versions) models.push(await readVersionModel(version, siteDir));
  const bundleCosts = await measureBundleCosts({
    siteDir,
    cacheDir: bundleCostDir,
    versions: versions.map((version) => ({ ...version, installDir: dirname(version.nodeModules) })),
    models,
    log: () => undefined,
  });
  const pagesByVersion = everyVersionsPages(models, bundleCosts);
  return new Map(
    versions.map((version, index) => {
      const pages = pagesByVersion[index]!;
      return [
        version.versionName,
        new Map(
          pages.map((page) => {
            assert.ok(page.path.startsWith('api/'), `${describeVersion(version)}: page ${page.path} is outside api/`);
            return [page.path.slice('api/'.length), page];
          }),
        ),
      ];
    }),
  );
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Removes folders left empty by deleted golden files, deepest first. */
function removeEmptyFolders(dir: string): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) removeEmptyFolders(join(dir, entry.name));
  }
  if (dir !== goldenRoot && readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
}

/** Where two texts first differ, line by line, so the failure says what changed without a diff tool. */
function firstDifference(golden: string, generated: string): string {
  const [goldenLines, generatedLines] = [golden.split('\n'), generated.split('\n')];
  const index = goldenLines.findIndex((line, lineIndex) => line !== generatedLines[lineIndex]);
  const line = index === -1 ? goldenLines.length : index;
  const clip = (value: string | undefined) => (value === undefined ? '(end of file)' : JSON.stringify(value.slice(0, 200)));
  return `first difference at line ${line + 1}:\n  golden:    ${clip(goldenLines[line])}\n  generated: ${clip(generatedLines[line])}`;
}

describe('API golden pages', () => {
  const versions = generatorVersions();
  let generated: Map<string, Map<string, Page>>;
  before(async () => {
    generated = await generatePages(versions);
  });
  const pagesOfVersion = (version: GeneratorVersion) => generated.get(version.versionName)!;

  for (const version of versions) {
    describe(describeVersion(version), () => {
      for (const chosen of chosenPages.filter((page) => keptIn(page, version))) {
        it(`api/${chosen.path} matches tests/golden/api/${version.versionName}/${chosen.path}`, () => {
          const page = pagesOfVersion(version).get(chosen.path);
          assert.ok(page, `the generator does not produce api/${chosen.path} for ${describeVersion(version)} (see the last test)`);
          const mdx = serializePage(page);
          const file = goldenFile(version, chosen.path);
          const golden = existsSync(file) ? readFileSync(file) : null;
          // Bytes, not strings: the golden file must be exactly what writePages writes (UTF-8, no BOM, same line ends).
          if (golden?.equals(Buffer.from(mdx, 'utf8'))) return;
          if (updating) {
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, mdx);
            return;
          }
          assert.ok(golden, `${shown(file)} is missing. Create it with ${updateCommand}`);
          assert.fail(
            `${shown(file)} differs from the generated page api/${chosen.path} of ${describeVersion(version)}; ` +
              `${firstDifference(golden.toString('utf8'), mdx)}\n` +
              `If the change is intended, update the golden files with ${updateCommand} and review the diff.`,
          );
        });
      }
    });
  }

  it('has no obsolete or stray golden files', () => {
    const byName = new Map(versions.map((version) => [version.versionName, version]));
    const obsolete: string[] = [];
    for (const file of filesUnder(goldenRoot)) {
      const [versionName, ...rest] = relative(goldenRoot, file).split(sep);
      const pagePath = rest.join('/');
      const version = byName.get(versionName!);
      const chosen = chosenPages.find((page) => page.path === pagePath);
      const reason = !version
        ? `"${versionName}" is not a docs version in src/data/versions.ts`
        : !chosen
          ? 'not a page in chosenPages of tests/unit/api-golden.test.ts'
          : !keptIn(chosen, version)
            ? `chosenPages does not keep api/${pagePath} for Turf ${version.turfVersion} (see its since/until)`
            : !pagesOfVersion(version).has(pagePath)
              ? `the generator no longer produces api/${pagePath} for ${describeVersion(version)}`
              : null;
      if (!reason) continue;
      if (updating) rmSync(file);
      else obsolete.push(`${shown(file)}: ${reason}`);
    }
    if (updating) removeEmptyFolders(goldenRoot);
    assert.deepEqual(obsolete, [], `obsolete golden files; delete them or run ${updateCommand}:\n${obsolete.join('\n')}`);
  });

  it('finds every chosen page in each version that the list keeps it for', () => {
    const missing = versions.flatMap((version) =>
      chosenPages
        .filter((chosen) => keptIn(chosen, version) && !pagesOfVersion(version).has(chosen.path))
        .map((chosen) => `api/${chosen.path}: expected in ${describeVersion(version)} but not generated`),
    );
    assert.deepEqual(missing, [], `fix the generator or chosenPages in tests/unit/api-golden.test.ts:\n${missing.join('\n')}`);
  });
});
