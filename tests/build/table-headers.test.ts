/**
 * Every column of a table on a hand-written page has a header a screen reader can announce (axe's
 * `empty-table-header`). The accessibility suite runs axe on one page of each kind; the guides are
 * written by hand, version by version, and the 7.0.0 to 7.2.0 upgrade guides had a table whose first
 * header was empty, which that sample never visited. This checks every such page of the build.
 * API pages are left to their generator's tests.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { selectAll } from 'css-select';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';

import { buildDir, listBuiltFiles } from './link-check/builtSite';

const handWritten = [...listBuiltFiles(buildDir)].filter((file) => file.endsWith('.html') && !/(?:^|\/)api(?:\/|\.html$)/.test(file));

describe('table headers', () => {
  it('no table on a hand-written page has a header cell without text', () => {
    assert.ok(handWritten.some((file) => file.endsWith('upgrade-guide.html')) && handWritten.length > 30, `${handWritten.length} pages`);
    let headers = 0;
    const empty = handWritten.flatMap((file) => {
      const cells = selectAll('th', parseDocument(readFileSync(path.join(buildDir, file), 'utf8')));
      headers += cells.length;
      return cells.filter((cell) => textContent(cell).trim() === '').map(() => file);
    });
    assert.ok(headers > 50, `${headers} header cells`);
    assert.deepEqual(empty, []);
  });
});
