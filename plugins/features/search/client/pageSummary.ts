/**
 * A question's best matches are often siblings (pointToLineDistance and pointToPolygonDistance; center,
 * centroid and pointOnFeature), and a hit that shows a name alone does not say which one does what the
 * reader asked. So a page's own hit (its title record, which has no text) shows the page's summary under
 * its name, in the modal and on /search: DocSearch shows a title hit's `content` there, its supported
 * hit shape, so no theme component changes. The summary is the page's first paragraph, before any
 * heading: a function's one-line description, a guide's opening.
 */
import { isSummary } from './ranking';
import type { SearchRecord } from './records';

const summaryTables = new WeakMap<readonly SearchRecord[], ReadonlyMap<string, string>>();

/** Each page's summary, by page address: worked out once per loaded index. */
export function summariesOf(records: readonly SearchRecord[]): ReadonlyMap<string, string> {
  let table = summaryTables.get(records);
  if (!table) {
    const summaries = new Map<string, string>();
    for (const record of records)
      if (isSummary(record) && record.content !== null) summaries.set(record.url_without_anchor, record.content);
    summaryTables.set(records, (table = summaries));
  }
  return table;
}

/** The page's summary, for a page's title record; null for other records, which show their own text. */
export function titleHitText(record: SearchRecord, summaries: ReadonlyArray<ReadonlyMap<string, string>>): string | null {
  if (record.type !== 'lvl1' || record.content !== null) return null;
  return summaries.map((table) => table.get(record.url_without_anchor)).find((summary) => summary !== undefined) ?? null;
}
