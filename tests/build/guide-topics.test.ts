/**
 * A guide's topics: its front matter's `keywords`, the tasks a reader comes to it for, reach its page as
 * the keywords meta tag and the search index as its tasks field, as a function's "Use it to" lines do.
 * Runs after `npm run build`.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'htmlparser2';
import { selectOne } from 'css-select';
import { getAttributeValue } from 'domutils';
import type { Element } from 'domhandler';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';

import { docsFolderOf, docsVersions } from '../../src/data/versions';
import type { LoadedIndex } from '../../plugins/features/search/client/indexFile';
import { loadedIndexOfVersion, tasksFieldFinds } from './builtIndex';

/** A page's front matter, read by the parser Docusaurus itself uses. */
async function frontMatterOf(filePath: string): Promise<Record<string, unknown>> {
  return (await DEFAULT_PARSE_FRONT_MATTER({ filePath, fileContent: readFileSync(filePath, 'utf8') })).frontMatter;
}

const topicsOf = ({ keywords }: Record<string, unknown>): string[] => (Array.isArray(keywords) ? keywords.map(String) : []);

function metaKeywords(page: string): string {
  const root = parseDocument(readFileSync(page, 'utf8')).children;
  const meta = selectOne('meta[name="keywords"]', root) as Element | null;
  return meta ? (getAttributeValue(meta, 'content') ?? '') : '';
}

function assertIndexedByTopics(index: LoadedIndex, url: string, topics: readonly string[], label: string): void {
  for (const topic of topics) {
    assert.ok(tasksFieldFinds(index, topic, url), `${label}: "${topic}" does not find ${url} in the index's tasks field`);
  }
}

describe('guide topics', () => {
  for (const version of docsVersions) {
    it(`${version.label}: every guide lists its topics, in its keywords meta tag and the index's tasks field`, async () => {
      const folder = docsFolderOf(version.name);
      const guides = readdirSync(folder).filter((file) => /\.mdx?$/.test(file));
      assert.ok(guides.length >= 4, `${folder}: ${guides.length} guides`);
      const index = loadedIndexOfVersion(version.name);
      for (const file of guides) {
        const topics = topicsOf(await frontMatterOf(join(folder, file)));
        assert.ok(topics.length >= 3, `${folder}/${file}: ${topics.length} topics in its front matter's keywords; write the tasks a reader comes to it for`);
        const slug = file.replace(/\.mdx?$/, '');
        const page = join('build', `${version.path}/${slug}.html`);
        assert.ok(existsSync(page), `${page} is missing: run \`npm run build\``);
        assert.equal(metaKeywords(page), topics.join(','), `${page}: its keywords meta tag`);
        assertIndexedByTopics(index, `${version.path}/${slug}`, topics, `${version.label} ${slug}`);
      }
    });
  }

  it("a blog post lists its topics too, and every version's index holds them", async () => {
    const folder = 'blog';
    const posts = readdirSync(folder).filter((file) => /\.mdx?$/.test(file));
    assert.ok(posts.length > 0);
    const indexes = docsVersions.map((version) => [version.label, loadedIndexOfVersion(version.name)] as const);
    for (const file of posts) {
      const frontMatter = await frontMatterOf(join(folder, file));
      const topics = topicsOf(frontMatter);
      assert.ok(topics.length >= 3, `${folder}/${file}: ${topics.length} topics`);
      const slug = frontMatter.slug;
      assert.ok(typeof slug === 'string', `${file}: no slug`);
      assert.equal(metaKeywords(join('build', 'blog', `${slug}.html`)), topics.join(','));
      for (const [label, index] of indexes) assertIndexedByTopics(index, `/blog/${slug}`, topics, `${label} ${slug}`);
    }
  });
});
