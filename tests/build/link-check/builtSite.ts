/**
 * The production build as a static host sees it: the files Docusaurus wrote, the address each
 * HTML file is served at, and the file that answers an address. The site uses
 * `trailingSlash: false`, so the page `/docs/api/along` is `docs/api/along.html` and a folder
 * address such as `/docs` is `docs/index.html` (or `docs.html`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { readPage, type PageContent } from './readPage';

/** The build under test: `build/` unless SITE_BUILD_DIR names a copy (a snapshot kept while build/ is rebuilt). */
export const buildDir = process.env.SITE_BUILD_DIR ?? 'build';

export interface BuiltPage extends PageContent {
  /** Path of the HTML file inside the build folder, with `/` separators. */
  readonly file: string;
  /** The address the page is served at, e.g. `/docs/api/along`. */
  readonly url: string;
}

export interface BuiltSite {
  /** Every file of the build, as paths inside the build folder with `/` separators. */
  readonly files: ReadonlySet<string>;
  /** Every HTML file of the build, read once, by file path. */
  readonly pages: ReadonlyMap<string, BuiltPage>;
}

export function listBuiltFiles(dir: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      files.add(path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    }
  }
  return files;
}

/** `index.html` -> `/`, `docs/index.html` -> `/docs`, `docs/api/along.html` -> `/docs/api/along`. */
export function pageUrlOf(file: string): string {
  const withoutSuffix = file.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${withoutSuffix}`;
}

/**
 * The build file that answers a site path (already split from query and fragment), or null.
 * A path names a file as written (`/img/logo.svg`), a page without its `.html`, or a folder's page.
 */
export function fileForPath(pathname: string, files: ReadonlySet<string>): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const inside = decoded.replace(/^\/+/, '');
  if (inside === '') return files.has('index.html') ? 'index.html' : null;
  const candidates = inside.endsWith('/')
    ? [`${inside}index.html`, `${inside.slice(0, -1)}.html`]
    : [inside, `${inside}.html`, `${inside}/index.html`];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/** Lists the build and reads every HTML page in it once. */
export function readBuiltSite(dir: string = buildDir): BuiltSite {
  const files = listBuiltFiles(dir);
  const pages = new Map<string, BuiltPage>();
  for (const file of files) {
    if (!file.endsWith('.html')) continue;
    const content = readPage(readFileSync(path.join(dir, file), 'utf8'));
    pages.set(file, { ...content, file, url: pageUrlOf(file) });
  }
  return { files, pages };
}
