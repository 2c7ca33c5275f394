/**
 * The search record: one heading or one block of text of a built page, in the shape the
 * DocSearch crawler writes for a Docusaurus site. The build makes these from the HTML
 * (plugins/features/search), the browser client answers with them, and `npm run search:export`
 * writes them for upload to the hosted service.
 */

export const hierarchyLevels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof hierarchyLevels)[number];

/** `lvl1`..`lvl6` for a heading's own record, `content` for a block of text under it. */
export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

export type Hierarchy = { lvl0: string; lvl1: string } & Record<Exclude<HierarchyLevel, 'lvl0' | 'lvl1'>, string | null>;

export interface SearchRecord {
  objectID: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** Site-relative URL with the heading anchor, e.g. `/docs/api/along#parameters`. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  /** Facets, as written in the page's `docsearch:*` meta tags. */
  language: string;
  docusaurus_tag: string;
  version: string | null;
  /** Order of the record in its page, for ties (earlier first), as DocSearch's `position`. */
  position: number;
  /**
   * The page's rank against other pages, as DocSearch's `weight.pageRank`: 0 for a page, below 0
   * for a page that only says where something is (an API name the version does not document).
   */
  pageRank: number;
  /**
   * Other libraries' names for the page's function (`docsearch:aliases`, from
   * src/data/searchAliases.ts), searched as names of the page; null for other pages.
   */
  aliases: string | null;
}

/** The Docusaurus tag of blog posts and standalone pages. */
export const siteWideTag = 'default';
