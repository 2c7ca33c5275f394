/**
 * The link check over a read build: every address a page holds that points into the site must be
 * answered by a built file, and every `#fragment` must name an anchor on the page it points to.
 * Addresses on other hosts and non-web schemes (`mailto:`, `data:`, ...) are counted, not followed.
 */
import { fileForPath, type BuiltPage, type BuiltSite } from './builtSite';

export interface BrokenReference {
  /** The address of the page holding the reference. */
  readonly page: string;
  /** The address as written in the page. */
  readonly address: string;
  /** The element and attribute it came from, e.g. `a[href]`. */
  readonly source: string;
  readonly problem: string;
}

export interface LinkCheckResult {
  readonly pages: number;
  /** `a[href]` and `area[href]` into the site, same-page fragments included. */
  readonly internalLinks: number;
  /** Other addresses into the site: stylesheets, scripts, images, `link[rel]`, SVG `use`. */
  readonly internalResources: number;
  /** References with a `#fragment` whose anchor was looked up on the target page. */
  readonly anchorsChecked: number;
  /** http(s) addresses on another host. */
  readonly externalSkipped: number;
  /** `mailto:`, `tel:`, `data:`, `javascript:` and the like. */
  readonly otherSchemesSkipped: number;
  readonly broken: readonly BrokenReference[];
}

/** Redirect pages are followed this many times at most when looking for an anchor. */
const maxRedirects = 5;

const isLinkSource = (source: string) => source === 'a[href]' || source === 'area[href]';

function hasAnchor(page: BuiltPage, fragment: string): boolean {
  if (page.anchors.has(fragment)) return true;
  // Browsers look the fragment up as written, then percent-decoded.
  try {
    return page.anchors.has(decodeURIComponent(fragment));
  } catch {
    return false;
  }
}

export function checkReferences(site: BuiltSite, siteOrigin: string): LinkCheckResult {
  const siteHost = new URL(siteOrigin).host;
  const fileByPath = new Map<string, string | null>();
  const resolvePath = (pathname: string): string | null => {
    if (!fileByPath.has(pathname)) fileByPath.set(pathname, fileForPath(pathname, site.files));
    return fileByPath.get(pathname) ?? null;
  };

  /** The page whose anchors a fragment into `file` must match: redirect pages are followed, as the browser does. */
  const anchorPageOf = (file: string): BuiltPage | string => {
    let page = site.pages.get(file);
    for (let hops = 0; page?.isRedirect; hops++) {
      if (page.redirectsTo === null) return `redirect page ${page.url} has no canonical link to follow`;
      if (hops === maxRedirects) return `more than ${maxRedirects} redirects from ${file}`;
      const target = resolvePath(new URL(page.redirectsTo, new URL(page.url, siteOrigin)).pathname);
      if (target === null) return `redirect page ${page.url} leads to a missing page`;
      page = site.pages.get(target);
    }
    return page ?? `${file} is not an HTML page`;
  };

  let internalLinks = 0;
  let internalResources = 0;
  let anchorsChecked = 0;
  let externalSkipped = 0;
  let otherSchemesSkipped = 0;
  const broken: BrokenReference[] = [];

  for (const page of site.pages.values()) {
    const pageAddress = new URL(page.url, siteOrigin);
    for (const { address, source } of page.references) {
      const report = (problem: string) => broken.push({ page: page.url, address, source, problem });
      let url: URL;
      try {
        url = new URL(address, pageAddress);
      } catch {
        report('not a valid URL');
        continue;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        otherSchemesSkipped++;
        continue;
      }
      if (url.host !== siteHost) {
        externalSkipped++;
        continue;
      }
      if (isLinkSource(source)) internalLinks++;
      else internalResources++;

      const targetFile = resolvePath(url.pathname);
      if (targetFile === null) {
        report(`no built file for ${url.pathname}`);
        continue;
      }
      const fragment = url.hash.slice(1);
      // No fragment, or a bare `#`: the top of the target page, which always exists.
      if (fragment === '') continue;
      anchorsChecked++;
      const anchorPage = anchorPageOf(targetFile);
      if (typeof anchorPage === 'string') report(`cannot hold #${fragment}: ${anchorPage}`);
      else if (!hasAnchor(anchorPage, fragment)) report(`no id "${fragment}" on ${anchorPage.url}`);
    }
  }

  return {
    pages: site.pages.size,
    internalLinks,
    internalResources,
    anchorsChecked,
    externalSkipped,
    otherSchemesSkipped,
    broken,
  };
}

/**
 * The broken references grouped by page, for a failure message a person can read: pages in address
 * order, a reference repeated on a page (sidebar and body) listed once with its count, at most
 * `maxPages` pages with `maxPerPage` references each, the totals and the most repeated addresses.
 */
export function describeBroken(broken: readonly BrokenReference[], maxPages = 15, maxPerPage = 5): string {
  const byPage = new Map<string, Map<string, number>>();
  for (const { page, address, source, problem } of broken) {
    const lines = byPage.get(page) ?? new Map<string, number>();
    const line = `${address} (${source}): ${problem}`;
    lines.set(line, (lines.get(line) ?? 0) + 1);
    byPage.set(page, lines);
  }
  const pages = [...byPage.keys()].sort();
  const output = [`${broken.length} broken reference(s) on ${pages.length} page(s)`];
  // One missing target linked from many pages would fill the list: name the most repeated first.
  const countByAddress = new Map<string, number>();
  for (const { address } of broken) countByAddress.set(address, (countByAddress.get(address) ?? 0) + 1);
  const repeated = [...countByAddress].filter(([, count]) => count > 1).sort((a, b) => b[1] - a[1]).slice(0, 5);
  if (repeated.length) output.push(`  most repeated: ${repeated.map(([address, count]) => `${address} (x${count})`).join(', ')}`);
  output.push('  by page:');
  for (const page of pages.slice(0, maxPages)) {
    const lines = [...byPage.get(page)!];
    output.push(`    ${page}`);
    for (const [line, count] of lines.slice(0, maxPerPage)) output.push(`      -> ${line}${count > 1 ? ` (x${count})` : ''}`);
    if (lines.length > maxPerPage) output.push(`      ... and ${lines.length - maxPerPage} more on this page`);
  }
  if (pages.length > maxPages) output.push(`    ... and ${pages.length - maxPages} more page(s)`);
  return output.join('\n');
}
