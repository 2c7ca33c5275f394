/** Links in Markdown copies are absolute: a copy is read away from the site. */
import path from 'node:path';

import { markdownPath } from './markdownPath';

export interface LinkTargets {
  readonly siteUrl: string;
  readonly permalinks: ReadonlySet<string>;
  /** For links written to a file. */
  readonly permalinkOfFile: ReadonlyMap<string, string>;
}

export function linkResolver(targets: LinkTargets, page: { permalink: string; sourceFile: string }): (url: string) => string {
  const absolute = (pathname: string, rest: string) =>
    `${targets.siteUrl}${targets.permalinks.has(pathname) || targets.permalinks.has(`${pathname}/`) ? markdownPath(pathname) : pathname}${rest}`;
  return (url) => {
    if (/^[a-z][a-z+.-]*:/i.test(url) || url.startsWith('#') || url.startsWith('//')) return url;
    const split = /^([^?#]*)(.*)$/.exec(url)!;
    const [pathname, rest] = [split[1]!, split[2]!];
    if (pathname.startsWith('/')) return absolute(pathname.replace(/\/$/, '') || '/', rest);
    // As Docusaurus resolves it: relative to the source file.
    if (/\.mdx?$/.test(pathname)) {
      const file = path.resolve(path.dirname(page.sourceFile), pathname);
      const permalink = targets.permalinkOfFile.get(file);
      if (permalink) return absolute(permalink, rest);
    }
    const resolved = new URL(pathname, `https://x${page.permalink}`).pathname;
    return absolute(resolved.replace(/\/$/, '') || '/', rest);
  };
}
