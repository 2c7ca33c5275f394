import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import semver from 'semver';

import { docsFolderOf, docsVersions, releasedVersionNames, currentVersion, nextVersion, pluginPath } from '../../src/data/versions';
import { turfRegistry } from '../../src/data/turfRegistry';
import { registryRecord } from '../../turf-installs/registryRecord';
import { versionsInBuild } from '../../plugins/shared/versionsInBuild';

// npm scripts run from the project root.
const root = process.cwd();

/** Folder holding a version's docs, as Docusaurus's versioning lays it out. */
function docsFolder(name: string): string {
  return join(root, docsFolderOf(name));
}

function sidebarsOf(name: string): Record<string, unknown[]> {
  if (name === 'current') {
    // sidebars.ts is TypeScript; its shape is checked through the built site in the browser tests.
    return {};
  }
  return JSON.parse(readFileSync(join(root, 'versioned_sidebars', `version-${name}-sidebars.json`), 'utf8'));
}

describe('versions data', () => {
  it('lists next, then the documented releases newest first, keeping every version the spec names', () => {
    const [next, ...released] = docsVersions.map((v) => v.label);
    assert.equal(next, 'next');
    assert.deepEqual(released, semver.rsort([...released]));
    for (const specVersion of ['7.2.0', '7.1.0', '7.0.0', '6.5.0']) assert.ok(released.includes(specVersion), specVersion);
  });

  it("says which releases each version covers: its minor line's releases up to the documented one", () => {
    const covers = Object.fromEntries(docsVersions.map((v) => [v.label, v.covers.join(' ')]));
    assert.equal(covers['7.3.5'], '7.3.0 7.3.1 7.3.2 7.3.3 7.3.4 7.3.5');
    assert.equal(covers['7.2.0'], '7.2.0');
    assert.equal(covers['6.5.0'], '6.5.0');
    assert.equal(covers.next, nextVersion.turfVersion);
  });

  it('matches versions.json, the file Docusaurus reads', () => {
    const versionsJson = JSON.parse(readFileSync(join(root, 'versions.json'), 'utf8'));
    assert.deepEqual(versionsJson, releasedVersionNames);
  });

  it('serves the current version at /docs and next at /docs/next', () => {
    assert.equal(currentVersion.path, '/docs');
    assert.equal(pluginPath(currentVersion), '');
    assert.equal(nextVersion.path, '/docs/next');
    assert.equal(pluginPath(nextVersion), 'next');
  });

  it('pins every version to an exact Turf release', () => {
    for (const version of docsVersions) {
      assert.match(version.turfVersion, /^\d+\.\d+\.\d+$/, `${version.label} turfVersion`);
      if (version.status !== 'next') {
        assert.equal(version.turfVersion, version.name, `${version.label} documents its own release`);
      }
    }
  });
});

describe('the registry record (turf-installs/registryRecord.ts)', () => {
  const published = ['6.5.0', '7.0.0-alpha.116', '7.0.0', '7.3.5', '7.4.0'];

  it('records the latest release and no prerelease when none is newer than it', () => {
    assert.deepEqual(registryRecord({ latest: '7.4.0' }, published), {
      latest: '7.4.0',
      newestPrerelease: null,
      releases: ['6.5.0', '7.0.0', '7.3.5', '7.4.0'],
    });
  });

  it('records the newest prerelease ahead of the latest release', () => {
    const withPrereleases = [...published, '7.5.0-alpha.0', '7.5.0-alpha.2', '7.4.1-beta.1'];
    assert.deepEqual(registryRecord({ latest: '7.4.0', next: '7.5.0-alpha.2' }, withPrereleases), {
      latest: '7.4.0',
      newestPrerelease: '7.5.0-alpha.2',
      releases: ['6.5.0', '7.0.0', '7.3.5', '7.4.0'],
    });
  });

  it('refuses a registry answer without a valid latest tag', () => {
    assert.throws(() => registryRecord({}, published), /no valid "latest" dist-tag/);
  });

  it('serves at /docs the newest documented release, none of them newer than the latest on npm', () => {
    const released = docsVersions.filter((version) => version.status !== 'next').map((version) => version.turfVersion);
    assert.deepEqual(released, semver.rsort([...released]), 'newest first');
    assert.equal(currentVersion.turfVersion, released[0]);
    assert.ok(released.every((release) => semver.lte(release, turfRegistry.latest) && semver.prerelease(release) === null));
  });

  it('gives next the newest prerelease, or else the latest release', () => {
    assert.equal(nextVersion.turfVersion, turfRegistry.newestPrerelease ?? turfRegistry.latest);
  });
});

describe('versioned docs on disk', () => {
  for (const version of docsVersions) {
    const folder = docsFolder(version.name);
    const hasUpgradeGuide = version.label !== '6.5.0';

    it(`${version.label}: has its guides`, () => {
      for (const page of ['intro.md', 'getting-started.mdx', 'contributing.md']) {
        assert.ok(existsSync(join(folder, page)), `${version.label} is missing ${page}`);
      }
      assert.equal(
        existsSync(join(folder, 'upgrade-guide.md')),
        hasUpgradeGuide,
        `${version.label} upgrade-guide.md should ${hasUpgradeGuide ? '' : 'not '}exist`,
      );
    });

    it(`${version.label}: getting started installs exactly Turf ${version.turfVersion}`, () => {
      const text = readFileSync(join(folder, 'getting-started.mdx'), 'utf8');
      assert.ok(text.includes(`@turf/turf@${version.turfVersion}`), 'install line pins the version');
      assert.ok(text.includes(`@turf/turf@${version.turfVersion}/turf.min.js`), 'script tag loads that bundle');
      const otherVersions = docsVersions.filter((v) => v.turfVersion !== version.turfVersion);
      for (const other of otherVersions) {
        assert.ok(
          !text.includes(`@turf/turf@${other.turfVersion}`),
          `${version.label} getting started must not install ${other.turfVersion}`,
        );
      }
    });

    if (version.name !== 'current') {
      it(`${version.label}: sidebars list the guides that exist`, () => {
        const sidebars = sidebarsOf(version.name);
        assert.deepEqual(Object.keys(sidebars).sort(), ['apiSidebar', 'docsSidebar']);
        const expected = hasUpgradeGuide
          ? ['intro', 'getting-started', 'live-examples', 'upgrade-guide', 'contributing']
          : ['intro', 'getting-started', 'live-examples', 'contributing'];
        assert.deepEqual(sidebars.docsSidebar, expected);
      });
    }
  }
});

describe('DOCS_ONLY_VERSIONS (a build of some docs versions, for bench/split-builds.ts)', () => {
  it('builds every version when it is unset or empty', () => {
    assert.deepEqual(versionsInBuild({}), docsVersions);
    assert.deepEqual(versionsInBuild({ DOCS_ONLY_VERSIONS: ' ' }), docsVersions);
  });
  it('keeps the named versions, in the order of the versions list', () => {
    const names = versionsInBuild({ DOCS_ONLY_VERSIONS: `6.5.0, ${currentVersion.name}` }).map((version) => version.name);
    assert.deepEqual(names, [currentVersion.name, '6.5.0']);
  });
  it('stops on a name that is not a docs version, listing the real ones', () => {
    assert.throws(
      () => versionsInBuild({ DOCS_ONLY_VERSIONS: '7.9.9' }),
      /DOCS_ONLY_VERSIONS names 7\.9\.9; the docs versions are current, /,
    );
  });
});
