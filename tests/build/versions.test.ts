/**
 * What the built pages say about their version. "next" never calls a published release
 * unreleased: with no prerelease newer than the latest release on the registry (as recorded by
 * `npm run turf:pin`), its banner says which release its pages show.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { selectOne } from 'css-select';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';

import { buildDir, listBuiltFiles } from './link-check/builtSite';
import { nextIsPrerelease, nextVersion } from '../../src/data/versions';

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
