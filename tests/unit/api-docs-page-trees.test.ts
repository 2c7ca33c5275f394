import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Heading } from 'mdast';

import { readApiPageTrees, writeApiPageTrees } from '../../plugins/content/api-docs/pageTrees';

describe("api-docs: the generated pages' trees, for the Markdown copies", () => {
  it('reads back what the generator wrote, by the absolute path of each page', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'page-trees-'));
    try {
      const heading: Heading = { type: 'heading', depth: 1, children: [{ type: 'text', value: 'along' }] };
      await writeApiPageTrees(folder, '7.4.0', [{ path: 'api/along.mdx', content: [heading] }]);
      const trees = await readApiPageTrees(folder, [{ versionName: '7.4.0', docsFolder: '/site/versioned_docs/version-7.4.0' }]);
      assert.deepEqual([...trees.keys()], ['/site/versioned_docs/version-7.4.0/api/along.mdx']);
      assert.deepEqual(trees.get('/site/versioned_docs/version-7.4.0/api/along.mdx'), { type: 'root', children: [heading] });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('stops with the file and the command that writes it when a version has none', async () => {
    await assert.rejects(
      readApiPageTrees('/nowhere', [{ versionName: '7.3.5', docsFolder: '/site/docs' }]),
      /\/nowhere\/7\.3\.5\.pages\.json could not be read .*npm run api:generate -- --force/,
    );
  });
});
