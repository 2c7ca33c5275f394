/**
 * One-line summaries, wherever a reader meets them: every page's meta description (search engines,
 * link previews), the API index, and the docs versions' llms.txt. None may be cut at an
 * abbreviation ("... between them, i.e."), which the first splitter did for bearing, rhumbBearing,
 * transformScale and types/Lines.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { selectAll } from 'css-select';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';

import { buildDir, listBuiltFiles } from './link-check/builtSite';
import { cutAtAbbreviation } from '../../plugins/shared/firstSentence';

const files = [...listBuiltFiles(buildDir)];

describe('summaries', () => {
  it('no meta description of a docs page ends at an abbreviation', () => {
    const pages = files.filter((file) => file.startsWith('docs/') && file.endsWith('.html'));
    assert.ok(pages.length > 1000, `${pages.length} docs pages`);
    const cut = pages.flatMap((file) => {
      const document = parseDocument(readFileSync(path.join(buildDir, file), 'utf8'));
      const [meta] = selectAll('meta[name="description"]', document);
      const description = (meta as unknown as { attribs?: Record<string, string> } | undefined)?.attribs?.content ?? '';
      return cutAtAbbreviation(description) ? [`${file}: ${description}`] : [];
    });
    assert.deepEqual(cut, []);
  });

  it("no summary in the API index or in llms.txt ends at an abbreviation", () => {
    const indexes = files.filter((file) => /^docs\/(?:[^/]+\/)?api\.html$|^docs\/(?:[^/]+\/)?api\/index\.html$/.test(file));
    assert.ok(indexes.length >= 5, indexes.join(', '));
    const cut: string[] = [];
    let summaries = 0;
    for (const file of indexes) {
      const document = parseDocument(readFileSync(path.join(buildDir, file), 'utf8'));
      for (const entry of selectAll('dd[class^="summary"]', document)) {
        const text = textContent(entry).trim();
        summaries += 1;
        if (cutAtAbbreviation(text)) cut.push(`${file}: ${text}`);
      }
    }
    assert.ok(summaries > 800, `${summaries} summaries in the API indexes`);
    const llms = files.filter((file) => /(^|\/)llms(-full)?\.txt$/.test(file));
    assert.ok(llms.length >= 10, llms.join(', '));
    for (const file of llms) {
      for (const line of readFileSync(path.join(buildDir, file), 'utf8').split('\n')) {
        const summary = /^- \[[^\]]+\]\([^)]+\)(?: \([^)]*\))?: (.*)$/.exec(line)?.[1];
        if (summary !== undefined && cutAtAbbreviation(summary)) cut.push(`${file}: ${line}`);
      }
    }
    assert.deepEqual(cut, []);
  });
});
