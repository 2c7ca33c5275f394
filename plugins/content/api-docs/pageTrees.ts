/** The generated pages' mdast, so markdown-copies need not parse MDX again or know this file layout. */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Root } from 'mdast';

const pageTreesFile = (modelFolder: string, versionName: string): string => join(modelFolder, `${versionName}.pages.json`);

interface StoredPage {
  readonly path: string;
  readonly content: readonly Root['children'][number][];
}

export async function writeApiPageTrees(modelFolder: string, versionName: string, pages: readonly StoredPage[]): Promise<void> {
  await writeFile(pageTreesFile(modelFolder, versionName), JSON.stringify(pages.map(({ path, content }) => ({ path, content }))));
}

/** By the page's absolute file path. */
export async function readApiPageTrees(
  modelFolder: string,
  versions: readonly { readonly versionName: string; readonly docsFolder: string }[],
): Promise<Map<string, Root>> {
  const trees = new Map<string, Root>();
  for (const { versionName, docsFolder } of versions) {
    const file = pageTreesFile(modelFolder, versionName);
    let pages: StoredPage[];
    try {
      pages = JSON.parse(await readFile(file, 'utf8')) as StoredPage[];
    } catch (error) {
      throw new Error(
        `${file} could not be read (${(error as Error).message}). The API generator writes it: run \`npm run api:generate -- --force\`, or \`npm run build\`.`,
      );
    }
    for (const page of pages) trees.set(join(docsFolder, page.path), { type: 'root', children: [...page.content] });
  }
  return trees;
}
