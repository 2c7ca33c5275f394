/**
 * The generator owns `api/`: anything it did not just produce is deleted. Unchanged files are left
 * alone, or `docusaurus start` would reload in a loop.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { serializePage, type Page } from './pages/serialize';

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

export interface WriteResult {
  readonly written: number;
  readonly unchanged: number;
  readonly deleted: number;
}

export function writePages(docsFolder: string, pages: readonly Page[]): WriteResult {
  const apiFolder = join(docsFolder, 'api');
  const wanted = new Map(pages.map((page) => [join(docsFolder, page.path), serializePage(page)]));
  let deleted = 0;
  for (const file of listFiles(apiFolder)) {
    if (!wanted.has(file)) {
      rmSync(file);
      deleted += 1;
    }
  }
  let written = 0;
  let unchanged = 0;
  for (const [file, content] of wanted) {
    if (existsSync(file) && readFileSync(file, 'utf8') === content) {
      unchanged += 1;
      continue;
    }
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    written += 1;
  }
  for (const folder of ['types', 'constants'].map((name) => join(apiFolder, name))) {
    if (existsSync(folder) && readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
  }
  return { written, unchanged, deleted };
}
