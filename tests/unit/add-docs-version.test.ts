import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

import { listedReleases, versionsJson, withRelease } from '../../scripts/add-docs-version/releaseList';
import { releasedVersionNames } from '../../src/data/versions';

const versionsSource = readFileSync('src/data/versions.ts', 'utf8');

describe('npm run version:add: the release list', () => {
  it('reads the releases src/data/versions.ts documents, in its order', () => {
    assert.deepEqual(listedReleases(versionsSource), releasedVersionNames);
  });

  it('puts a newer release first, where it becomes the current version', () => {
    const updated = withRelease(versionsSource, '7.4.0', "Adds directionalMean and removeBbox; it's the newest.");
    assert.deepEqual(listedReleases(updated), ['7.4.0', ...releasedVersionNames]);
    assert.match(updated, /\{ release: '7\.4\.0', summary: 'Adds directionalMean and removeBbox; it\\'s the newest\.' \}/);
  });

  it('puts an older line between its neighbours, and another release at the end', () => {
    const withLine = withRelease(withRelease(versionsSource, '7.4.0', 'Newest.'), '7.3.5', 'The 7.3 line.');
    assert.deepEqual(listedReleases(withLine).slice(0, 3), ['7.4.0', '7.3.5', '7.2.0']);
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
