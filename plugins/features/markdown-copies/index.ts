/**
 * Every docs page as Markdown for AI assistants (`/docs/api/along.md`), plus `llms.txt` and
 * `llms-full.txt` per version (llmstxt.org).
 */
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';

import { apiByCategory, summaryPhrasing, versionPagesOf, type DocsPage, type VersionPages } from './docsPages';
import { linkResolver, type LinkTargets } from './links';
import { markdownPath } from './markdownPath';
import { llmsFolder, llmsFullTxt, llmsTxt } from './llmsTxt';
import { pageCopy } from './pageCopy';
import { parseMdx } from './parseMdx';
import { apiPageTrees } from '../../content/api-docs';

/** The API index's filterable table, as a list. */
function apiIndexList(pages: readonly DocsPage[], link: (url: string) => string): RootContent[] {
  return apiByCategory(pages).flatMap(([category, list]): RootContent[] => [
    { type: 'heading', depth: 2, children: [{ type: 'text', value: category }] },
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: list.map((page) => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'link', url: link(page.permalink), children: [{ type: 'inlineCode', value: page.title }] },
              ...(page.description ? [{ type: 'text' as const, value: ': ' }, ...summaryPhrasing(page.description)] : []),
            ],
          },
        ],
      })),
    },
  ]);
}

async function write(outDir: string, address: string, text: string): Promise<void> {
  const file = path.join(outDir, ...address.split('/'));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

export async function writeMarkdownCopies(
  versions: readonly VersionPages[],
  apiPageTrees: ReadonlyMap<string, Root>,
  siteUrl: string,
  outDir: string,
): Promise<{ copies: number; parsed: number; bytes: number; workMs: number }> {
  const allPages = versions.flatMap(({ pages }) => pages);
  const targets: LinkTargets = {
    siteUrl,
    permalinks: new Set(allPages.map((page) => page.permalink)),
    permalinkOfFile: new Map(allPages.map((page) => [page.sourceFile, page.permalink])),
  };
  let copies = 0;
  let parsed = 0;
  let bytes = 0;
  // Apart from waiting on files and on other plugins' postBuild, which runs alongside.
  let workMs = 0;
  for (const versionPages of versions) {
    const { version, pages } = versionPages;
    const byPermalink = new Map<string, string>();
    await Promise.all(
      pages.map(async (page) => {
        const link = linkResolver(targets, page);
        const generated = apiPageTrees.get(page.sourceFile);
        const source = generated ? null : await readFile(page.sourceFile, 'utf8');
        const started = performance.now();
        const tree = generated ?? parseMdx(source!, page.sourceFile);
        if (!generated) parsed += 1;
        const copy = pageCopy(page, tree, version, siteUrl, { link, components: { ApiIndex: () => apiIndexList(pages, link) } });
        workMs += performance.now() - started;
        byPermalink.set(page.permalink, copy);
        await write(outDir, markdownPath(page.permalink), copy);
        copies += 1;
        bytes += Buffer.byteLength(copy);
      }),
    );
    const folder = llmsFolder(version);
    await write(outDir, `${folder}/llms.txt`, llmsTxt(versionPages, versions, siteUrl));
    await write(outDir, `${folder}/llms-full.txt`, llmsFullTxt(versionPages, byPermalink));
  }
  return { copies, parsed, bytes, workMs };
}

export default function markdownCopiesPlugin(context: LoadContext): Plugin {
  return {
    name: 'markdown-copies',
    getThemePath: () => path.join(__dirname, 'theme'),
    async postBuild({ plugins, outDir }) {
      const docs = plugins.filter((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
      const versions = docs.flatMap((plugin) => versionPagesOf(plugin.content as DocsContent, context.siteDir));
      const trees = await apiPageTrees(context.siteDir);
      const { copies, parsed, bytes, workMs } = await writeMarkdownCopies(versions, trees, context.siteConfig.url, outDir);
      const seconds = (workMs / 1000).toFixed(1);
      console.log(
        `[INFO] [markdown-copies] ${copies} Markdown copies (${(bytes / 1024 / 1024).toFixed(1)} MB; ${parsed} parsed from MDX, the rest from the API generator's trees) and llms.txt for ${versions.length} docs versions: ${seconds} s of work.`,
      );
    },
  };
}
