/**
 * "Use it to" lines (src/data/functionTasks.ts) on every function page of every docs version: in
 * the page, in its Markdown copy and in the search index as a field of its own. And table cells a
 * crawler can tell apart. Runs after `npm run build`.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'htmlparser2';
import { selectAll, selectOne } from 'css-select';
import { getAttributeValue, textContent } from 'domutils';
import type { Element } from 'domhandler';

import { docsFolderOf, docsVersions, type DocsVersion } from '../../src/data/versions';
import { loadedIndexOfVersion, tasksFieldFinds } from './builtIndex';
import { usesShown } from '../../plugins/content/api-docs/pages/tasksSection';
import { functionTasks } from '../../src/data/functionTasks';

const docsFolder = (version: DocsVersion) => docsFolderOf(version.name);

/** Function and internal helper pages, from the generated MDX's front matter. */
function functionNames(version: DocsVersion): string[] {
  const folder = join(docsFolder(version), 'api');
  assert.ok(existsSync(folder), `${folder} is missing: run \`npm run build\``);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.mdx'))
    .filter((file) => /^api_page: "(?:function|internal helper)"$/m.test(readFileSync(join(folder, file), 'utf8')))
    .map((file) => file.replace(/\.mdx$/, ''));
}

const builtPage = (version: DocsVersion, name: string, extension: 'html' | 'md') => join('build', `${version.path}/api/${name}.${extension}`);

describe('"Use it to" lines', () => {
  for (const version of docsVersions) {
    it(`${version.label}: every function page lists its tasks, in the page, its Markdown copy and the index`, () => {
      const names = functionNames(version);
      assert.ok(names.length > 150, `${names.length} function pages`);
      const index = loadedIndexOfVersion(version.name);
      for (const name of names) {
        const root = parseDocument(readFileSync(builtPage(version, name, 'html'), 'utf8')).children;
        const block = selectOne('article .api-use-it-to', root);
        assert.ok(block, `${version.label} ${name}: no "Use it to" block`);
        const tasks = selectAll('li', block).map((item) => textContent(item).trim());
        assert.ok(tasks.length >= 2 && tasks.every(Boolean), `${version.label} ${name}: ${tasks.length} tasks`);
        // Past five lines, the first four show and the others fold under "N more uses".
        const folded = selectAll('details li', block).length;
        assert.equal(folded, tasks.length > usesShown + 1 ? tasks.length - usesShown : 0, `${version.label} ${name}: ${folded} of ${tasks.length} folded`);
        // A field's lines come last; the index field holds the others (the field's rare words join it in the index: fieldWords.ts).
        const { inTheField = [] } = functionTasks[name] ?? {};
        const general = tasks.slice(0, tasks.length - inTheField.length);
        assert.deepEqual(tasks.slice(general.length), [...inTheField], `${version.label} ${name}: its field lines are not last`);
        const meta = selectOne('meta[name="docsearch:tasks"]', root) as Element | null;
        assert.deepEqual(getAttributeValue(meta!, 'content')?.split(' | '), general, `${name}: the index field holds the page's tasks`);

        // Markdown escapes (`\\[`) removed, as a reader of the copy sees it.
        const copy = readFileSync(builtPage(version, name, 'md'), 'utf8').replace(/\\(.)/g, '$1');
        // One list, folded lines too: two lists in a row would be written with different bullets.
        assert.ok(copy.includes(`**Use it to:**\n\n${tasks.map((task) => `- ${task}`).join('\n')}\n`), `${version.label} ${name}: the Markdown copy lacks its tasks`);

        const url = `${version.path}/api/${name}`;
        assert.ok(tasksFieldFinds(index, tasks[0]!, url), `${version.label} ${name}: its first task does not find it in the index's tasks field`);
      }
    });
  }
});

describe('table text a crawler can read', () => {
  it('ends every table cell but the last of a row with a space, so joined text nodes keep the cells apart', () => {
    for (const page of ['docs/api/buffer.html', 'docs/api/along.html', 'docs/getting-started.html', 'versions.html']) {
      const root = parseDocument(readFileSync(join('build', page), 'utf8')).children;
      const rows = selectAll('main tr', root);
      assert.ok(rows.length > 0, `${page} has no table`);
      for (const row of rows) {
        const cells = selectAll('td, th', row).filter((cell) => cell.parent === row);
        for (const cell of cells.slice(0, -1)) {
          assert.match(textContent(cell), /\s$/, `${page}: "${textContent(cell)}" runs into the next cell`);
        }
      }
    }
  });
});
