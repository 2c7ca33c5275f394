import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

import { listedReleases, versionsJson, withRelease } from '../../scripts/add-docs-version/releaseList';
import semver from 'semver';

import { releasedVersionNames } from '../../src/data/versions';

const versionsSource = readFileSync('src/data/versions.ts', 'utf8');
/** A release newer than every documented one, whatever the list holds today. */
const newer = semver.inc(releasedVersionNames[0]!, 'major')!;

describe('npm run version:add: the release list', () => {
  it('reads the releases src/data/versions.ts documents, in its order', () => {
    assert.deepEqual(listedReleases(versionsSource), releasedVersionNames);
  });

  it('puts a newer release first, where it becomes the current version', () => {
    const updated = withRelease(versionsSource, newer, "Adds removeBbox; it's the newest.");
    assert.deepEqual(listedReleases(updated), [newer, ...releasedVersionNames]);
    assert.ok(updated.includes(`{ release: '${newer}', summary: 'Adds removeBbox; it\\'s the newest.' }`), updated);
  });

  it('puts an older line between its neighbours, and another release at the end', () => {
    // 6.6 is a line Turf never published: between 7.0.0 and 6.5.0.
    const withLine = withRelease(withRelease(versionsSource, newer, 'Newest.'), '6.6.0', 'A line between.');
    const listed = listedReleases(withLine);
    assert.equal(listed[0], newer);
    assert.deepEqual(listed.slice(listed.indexOf('6.6.0') - 1, listed.indexOf('6.6.0') + 2), ['7.0.0', '6.6.0', '6.5.0']);
    assert.deepEqual(listedReleases(withRelease(versionsSource, '5.1.6', 'Old.')).at(-1), '5.1.6');
  });

  it('refuses a release that is documented already, and a file without the list', () => {
    assert.throws(() => withRelease(versionsSource, releasedVersionNames[0]!, 'Again.'), /documented already/);
    assert.throws(() => listedReleases('export const x = 1;'), /no `const documentedReleases = \[` list/);
  });

  it('writes versions.json newest first, whatever order it is given', () => {
    assert.equal(versionsJson(['7.2.0', '7.4.0', '7.3.5']), '[\n  "7.4.0",\n  "7.3.5",\n  "7.2.0"\n]\n');
  });
});
