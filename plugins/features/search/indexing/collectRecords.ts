import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import type { SearchRecord } from '../client/records';
import { extractRecords } from './extractRecords';

/** The site-relative URL a built HTML file is served at (`trailingSlash: false`). */
export function urlOfHtmlFile(relativeFile: string): string {
  const withoutExtension = relativeFile
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '');
  const url = `/${withoutExtension.replace(/(^|\/)index$/, '')}`;
  return url.length > 1 ? url.replace(/\/$/, '') : '/';
}

async function listHtmlFiles(directory: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(directory, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const relative = path.join(prefix, entry.name);
      if (entry.isDirectory()) return listHtmlFiles(directory, relative);
      return entry.name.endsWith('.html') ? [relative] : [];
    }),
  );
  return nested.flat().sort();
}

/** Every record of every indexable page of a built site, in a stable order. */
export async function collectRecords(outDir: string, fallbackSection: string): Promise<SearchRecord[]> {
  const files = await listHtmlFiles(outDir);
  const perPage = await Promise.all(
    files.map(async (file) =>
      extractRecords(await readFile(path.join(outDir, file), 'utf8'), { url: urlOfHtmlFile(file), fallbackSection }),
    ),
  );
  return perPage.flat();
}
