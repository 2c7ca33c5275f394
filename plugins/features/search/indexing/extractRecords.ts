import { parseDocument } from 'htmlparser2';
import { selectAll, selectOne } from 'css-select';
import { getAttributeValue, textContent } from 'domutils';
import type { AnyNode, Element } from 'domhandler';

import { objectIdsOf } from '../client/objectId';
import { siteWideTag, type Hierarchy, type RecordType, type SearchRecord } from '../client/records';

/** Reads one built page the way the DocSearch crawler reads a Docusaurus site. */

/** The index needs the words, the snippet a sentence. */
const maxContentLength = 600;

const skippedSubtrees = new Set(['nav', 'pre', 'button', 'script', 'style', 'noscript', 'svg', 'footer', 'template']);
/** `api-use-it-to`: its tasks are indexed as their own field, from the page's meta tags. */
const skippedClasses = [
  'api-use-it-to',
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-version-badge',
  'theme-doc-version-banner',
  'sr-only',
];

/**
 * Sections of an API page left out of the index, by heading id. "Version history" is a table of "No signature change"
 * and "Added" on every function page (1,659 of the 7.4.0 index's 5,709 records): a question's words matched it on all of
 * them alike, and it was 20 KB of that file's 190 KB brotli. Without it, the tuning halves moved by one question at
 * most (two up, one down), the collected questions (leave one out) up by one and the guide questions by two first
 * (search README, December 2026).
 */
const unindexedApiSections = new Set(['version-history']);

export interface PageMetadata {
  language: string;
  docusaurusTag: string;
  version: string | null;
  pageRank: number;
  aliases: string | null;
  signature: string | null;
  tasks: string | null;
  takes: string | null;
  returns: string | null;
}

/** Blog lists, tag and archive pages repeat posts; 404 and redirects are not content. */
const indexablePageClasses = ['docs-doc-page', 'blog-post-page', 'plugin-pages'];

function isIndexablePage(root: AnyNode[]): boolean {
  const html = selectOne('html', root);
  const classes = (html ? (getAttributeValue(html as Element, 'class') ?? '') : '').split(/\s+/);
  return indexablePageClasses.some((name) => classes.includes(name));
}

/** A page without `docsearch:language` is not meant to be searched. */
export function readPageMetadata(root: AnyNode[]): PageMetadata | null {
  const content = (name: string): string | null => {
    const element = selectOne(`meta[name="${name}"]`, root);
    return element ? (getAttributeValue(element as Element, 'content') ?? null) : null;
  };
  const meta = (name: string) => content(`docsearch:${name}`);
  const language = meta('language');
  if (!language) return null;
  const pageRank = Number(meta('page_rank') ?? 0);
  return {
    language,
    docusaurusTag: meta('docusaurus_tag') ?? siteWideTag,
    version: meta('version'),
    aliases: meta('aliases'),
    signature: meta('signature'),
    // A guide's topics, in a reader's words, are its front matter's `keywords`, which Docusaurus writes
    // into a keywords meta tag: they are to a guide what its "Use it to" lines are to a function.
    tasks: meta('tasks') ?? content('keywords'),
    takes: meta('takes'),
    returns: meta('returns'),
    pageRank: Number.isFinite(pageRank) ? pageRank : 0,
  };
}

/** Zero-width characters are the heading anchors' link text. */
function cleanText(text: string): string {
  return text
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function isSkipped(element: Element): boolean {
  if (skippedSubtrees.has(element.name)) return true;
  const classes = (getAttributeValue(element, 'class') ?? '').split(/\s+/);
  return skippedClasses.some((name) => classes.includes(name)) || element.attribs['aria-hidden'] === 'true';
}

/** Nested blocks make their own records. */
function ownText(node: AnyNode, nestedBlocks: ReadonlySet<string>): string {
  if (node.type === 'text') return (node as unknown as { data: string }).data;
  if (node.type !== 'tag') return '';
  const element = node as Element;
  if (isSkipped(element)) return '';
  return element.children
    .map((child) => (child.type === 'tag' && nestedBlocks.has((child as Element).name) ? ' ' : ownText(child, nestedBlocks)))
    .join('');
}

const headingLevel: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
const blockNames = new Set(['p', 'li', 'td', 'dd', 'dt', 'blockquote']);
const nestedInListItem = new Set(['ul', 'ol', 'p', 'div', 'table', 'pre', 'blockquote']);

function findSection(root: AnyNode[], fallback: string): string {
  const categories = selectAll(
    '.theme-doc-sidebar-menu .menu__link--sublist.menu__link--active, .menu__list-item-collapsible--active > .menu__link',
    root,
  );
  const category = categories.at(-1);
  if (category) return cleanText(textContent(category));
  const navbarLink = selectOne('.navbar__item.navbar__link--active, .navbar__link.navbar__link--active', root);
  if (navbarLink) return cleanText(textContent(navbarLink));
  return fallback;
}

export interface ExtractOptions {
  url: string;
  fallbackSection: string;
}

export function extractRecords(html: string, { url, fallbackSection }: ExtractOptions): SearchRecord[] {
  const document = parseDocument(html);
  const root = document.children;
  const metadata = readPageMetadata(root);
  if (!metadata || !isIndexablePage(root)) return [];
  // Noindex pages are skipped, except the API stand-ins (ranked below 0): a reader searching an
  // old name should find where it went.
  if (metadata.pageRank === 0 && selectOne('meta[name="robots"][content*="noindex"], meta[property="robots"][content*="noindex"]', root)) {
    return [];
  }

  const scope = selectOne('article', root) ?? selectOne('main', root);
  if (!scope) return [];

  const pageTitle = selectOne('h1', scope);
  const titleText = pageTitle
    ? cleanText(textContent(pageTitle))
    : cleanText(textContent(selectOne('title', root) ?? scope)).split(' | ')[0];
  const hierarchy: Hierarchy = {
    lvl0: findSection(root, fallbackSection),
    lvl1: titleText,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };

  const records: SearchRecord[] = [];
  let anchor: string | null = null;
  /** The level of the unindexed section being read (unindexedApiSections), or null. */
  let unindexedLevel: number | null = null;

  const push = (type: RecordType, content: string | null): void => {
    if (unindexedLevel !== null) return;
    const recordUrl = anchor ? `${url}#${anchor}` : url;
    const snapshot = { ...hierarchy };
    records.push({
      objectID: '',
      type,
      hierarchy: snapshot,
      content,
      url: recordUrl,
      url_without_anchor: url,
      anchor,
      language: metadata.language,
      docusaurus_tag: metadata.docusaurusTag,
      version: metadata.version,
      position: records.length,
      pageRank: metadata.pageRank,
      aliases: metadata.aliases,
      signature: metadata.signature,
      tasks: metadata.tasks,
      takes: metadata.takes,
      returns: metadata.returns,
      // Not in the page: the index adds them (readerWords.ts).
      readerWords: null,
    });
  };

  push('lvl1', null);

  const visit = (node: AnyNode): void => {
    if (node.type !== 'tag') return;
    const element = node as Element;
    const command = metadata.signature === null ? shellCommand(element) : null;
    if (command !== null) {
      push('content', command);
      return;
    }
    if (isSkipped(element)) return;
    const level = headingLevel[element.name];
    if (level !== undefined) {
      if (level === 1) return;
      const text = cleanText(textContent(element.children.filter((child) => !(child.type === 'tag' && isSkipped(child as Element)))));
      if (!text) return;
      const id = getAttributeValue(element, 'id');
      if (unindexedLevel !== null && level <= unindexedLevel) unindexedLevel = null;
      if (metadata.signature !== null && id !== undefined && unindexedApiSections.has(id)) unindexedLevel = level;
      const key = `lvl${level}` as keyof Hierarchy;
      (hierarchy as Record<string, string | null>)[key] = text;
      for (let deeper = level + 1; deeper <= 6; deeper += 1) (hierarchy as Record<string, string | null>)[`lvl${deeper}`] = null;
      anchor = id ?? anchor;
      push(key as RecordType, null);
      return;
    }
    if (blockNames.has(element.name) && isContentBlock(element)) {
      const text = cleanText(ownText(element, element.name === 'li' ? nestedInListItem : blockNames));
      if (text) push('content', text.length > maxContentLength ? `${text.slice(0, maxContentLength).replace(/\s\S*$/, '')}…` : text);
      if (element.name !== 'li' && element.name !== 'blockquote') return;
    }
    for (const child of element.children) visit(child);
  };
  for (const child of (scope as Element).children) visit(child);
  const ids = objectIdsOf(records);
  return records.map((record, index) => ({ ...record, objectID: ids[index] }));
}

/**
 * A guide's short shell block ("pnpm add @turf/turf@7.4.0") is what a reader types into search to
 * find it, so it is a record, though the crawler skips code. Not on API pages: each has its own
 * package's install line, and "npm install" would find them all.
 */
const shellLanguages = ['language-bash', 'language-sh', 'language-shell', 'language-console'];
const maxCommandLines = 3;

/** The command of a short shell block, its lines joined; null for any other element. */
function shellCommand(element: Element): string | null {
  if (element.name !== 'pre') return null;
  const classes = (getAttributeValue(element, 'class') ?? '').split(/\s+/);
  if (!shellLanguages.some((name) => classes.includes(name))) return null;
  const tokenLines = selectAll('.token-line', element);
  const lines = (tokenLines.length > 0 ? tokenLines.map((line) => textContent(line)) : textContent(element).split('\n'))
    .map(cleanText)
    .filter(Boolean);
  return lines.length > 0 && lines.length <= maxCommandLines ? lines.join(' ') : null;
}

/** Only the last column (the description), as the crawler reads tables. */
function isContentBlock(element: Element): boolean {
  if (element.name !== 'td') return true;
  const row = element.parent as Element | null;
  const cells = row ? row.children.filter((child) => child.type === 'tag' && (child as Element).name === 'td') : [];
  return cells.at(-1) === element;
}
