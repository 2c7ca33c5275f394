/**
 * Record ids that are the same on every build of the same text, computed the same way by the
 * build (for export) and by the browser (the index file does not carry them, which keeps it
 * small): a 53-bit FNV-1a hash of the record's URL, type, headings and text.
 */

function fnv1a53(text: string): string {
  // Two 32-bit FNV-1a lanes with different offsets, combined: plenty for a few thousand records per page.
  let high = 0x811c9dc5;
  let low = 0x01000193 ^ 0x9e3779b9;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    high = Math.imul(high ^ code, 0x01000193);
    low = Math.imul(low ^ code, 0x01000193 ^ 0x2f);
  }
  return ((high >>> 0) & 0x1fffff).toString(16).padStart(6, '0') + (low >>> 0).toString(16).padStart(8, '0');
}

export interface IdentifiableRecord {
  url: string;
  type: string;
  hierarchy: Record<string, string | null>;
  content: string | null;
}

/** Ids for the records of one page, in page order; a repeated record gets `-1`, `-2`, ... */
export function objectIdsOf(records: readonly IdentifiableRecord[]): string[] {
  const seen = new Map<string, number>();
  return records.map((record) => {
    const base = fnv1a53([record.url, record.type, ...Object.values(record.hierarchy), record.content ?? ''].join('\u0000'));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  });
}
