/**
 * The generated pages' trees, kept beside the model: `{ path, content }` per page, `path` relative
 * to the version's docs folder, `content` the mdast its MDX was written from. The generator writes
 * them; plugins/features/markdown-copies reads them through `readApiPageTrees` and so makes the
 * API pages' Markdown copies without parsing MDX again or knowing this file layout.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Root } from 'mdast';

/** The file, in the model folder, that holds a version's page trees. */
const pageTreesFile = (modelFolder: string, versionName: string): string => join(modelFolder, `${versionName}.pages.json`);

interface StoredPage {
  readonly path: string;
  readonly content: readonly Root['children'][number][];
}

export async function writeApiPageTrees(modelFolder: string, versionName: string, pages: readonly StoredPage[]): Promise<void> {
  await writeFile(pageTreesFile(modelFolder, versionName), JSON.stringify(pages.map(({ path, content }) => ({ path, content }))));
}

/**
 * The trees of every version's generated pages, by the page's absolute file path. A missing or
 * unreadable file stops the build with the command that writes it.
 */
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
