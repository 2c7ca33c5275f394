/**
 * What the built pages say about their version. "next" never calls a published release
 * unreleased: with no prerelease newer than the latest release on the registry (as recorded by
 * `npm run turf:pin`), its banner says which release its pages show.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { selectAll, selectOne } from 'css-select';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';

import { buildDir, listBuiltFiles } from './link-check/builtSite';
import { coveredReleases, currentVersion, docsVersions, nextIsPrerelease, nextVersion } from '../../src/data/versions';
import { turfRegistry } from '../../src/data/turfRegistry';

/** The text of a built page's install command for `along` (its API page's Installation section). */
function alongInstallLine(docsPath: string): string | undefined {
  const html = readFileSync(path.join(buildDir, docsPath.slice(1), 'api', 'along.html'), 'utf8');
  return /npm install @turf\/along@[\w.-]+/.exec(textContent(parseDocument(html)))?.[0];
}

describe('the current docs', () => {
  it('document the newest stable release on npm, as recorded by the pin step', () => {
    assert.equal(
      currentVersion.turfVersion,
      turfRegistry.latest,
      `npm install @turf/turf gives ${turfRegistry.latest} (src/data/turfRegistry.ts): document it with npm run version:add -- ${turfRegistry.latest} "<summary>"`,
    );
    assert.equal(alongInstallLine(currentVersion.path), `npm install @turf/along@${turfRegistry.latest}`);
  });

  it('leave every other release its own path, whose pages install that release', () => {
    for (const version of docsVersions.filter((each) => each.status === 'past')) {
      assert.equal(version.path, `/docs/${version.turfVersion}`);
      assert.equal(alongInstallLine(version.path), `npm install @turf/along@${version.turfVersion}`, version.path);
    }
  });
});

describe('the versions page', () => {
  it('says which releases each docs version covers', () => {
    const rows = selectAll('tbody tr', parseDocument(readFileSync(path.join(buildDir, 'versions.html'), 'utf8'))).map((row) =>
      textContent(row).replace(/\s+/g, ' '),
    );
    assert.equal(rows.length, docsVersions.length);
    for (const version of docsVersions) {
      const covered = coveredReleases(version);
      assert.ok(
        rows.some((row) => row.startsWith(`${version.label} `) && row.includes(covered)),
        `${version.label} covers ${covered}`,
      );
    }
    assert.ok(rows.some((row) => row.startsWith('7.3.5 ') && row.includes('7.3.0 to 7.3.5')));
  });
});

describe("next's banner", () => {
  const nextPages = [...listBuiltFiles(buildDir)].filter((file) => file.startsWith(`${nextVersion.path.slice(1)}/`) && file.endsWith('.html'));

  it('says on every next page which release it shows, and never "unreleased", while no prerelease is published', { skip: nextIsPrerelease }, () => {
    assert.ok(nextPages.length > 150, `${nextPages.length} pages of next`);
    const wrong = nextPages.filter((file) => {
      const html = readFileSync(path.join(buildDir, file), 'utf8');
      // Docs pages only: not the not-found page, nor the redirect at the version's root.
      if (!/<html[^>]*class="[^"]*\bdocs-doc-page\b/.test(html.slice(0, 2000))) return false;
      const banner = selectOne('.theme-doc-version-banner', parseDocument(html));
      const text = banner ? textContent(banner).replace(/\s+/g, ' ').trim() : '';
      return (
        text !== `No Turf release newer than ${nextVersion.turfVersion} is published yet: these pages document ${nextVersion.turfVersion}, the newest release on npm.` ||
        /unreleased/i.test(text)
      );
    });
    assert.deepEqual(wrong.slice(0, 5), [], `${wrong.length} pages`);
  });
});
