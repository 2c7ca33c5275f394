/** One heading or block of text, in the shape the DocSearch crawler writes, so it can also be uploaded to the hosted service. */

export const hierarchyLevels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof hierarchyLevels)[number];

export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

export type Hierarchy = { lvl0: string; lvl1: string } & Record<Exclude<HierarchyLevel, 'lvl0' | 'lvl1'>, string | null>;

export interface SearchRecord {
  objectID: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  language: string;
  docusaurus_tag: string;
  version: string | null;
  position: number;
  /**
   * Below 0 for a page that only says where something is: an API name the version does not document (-1),
   * the home page (-0.5).
   */
  pageRank: number;
  aliases: string | null;
  /** An API function's parameter list, `along(line, distance, options?)`. */
  signature: string | null;
  /** An API page's "Use it to" lines, joined by " | ". */
  tasks: string | null;
  /** The GeoJSON kinds a function takes, space-separated, per parameter separated by `;`, and returns (geojsonKinds.ts). */
  takes: string | null;
  returns: string | null;
  /**
   * The words readers used when a question of theirs was answered by this function or guide, with how many
   * questions used each: `vertice:3 reduce:2 smooth` (indexing/readerWords.ts).
   */
  readerWords: string | null;
}

/** An API function's page: only those carry a signature. */
export const isFunctionPage = (record: SearchRecord): boolean => record.signature !== null;

/** Of blog posts and standalone pages. */
export const siteWideTag = 'default';
