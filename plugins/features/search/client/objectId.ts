/** Stable record ids, computed by the browser too, so the index file need not carry them. */

/** Murmur3's 32-bit finaliser. */
function finalise(lane: number): number {
  let mixed = Math.imul(lane ^ (lane >>> 16), 0x85ebca6b);
  mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
  return (mixed ^ (mixed >>> 16)) >>> 0;
}

function fnv1a53(text: string): string {
  // Odd multipliers: an even one drops a bit of the lane at each character, and pages collided.
  let high = 0x811c9dc5;
  let low = 0x9e3779b9;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    high = Math.imul(high ^ code, 0x01000193);
    low = Math.imul(low ^ code, 0x5bd1e995);
  }
  return (
    (finalise(high) & 0x1fffff).toString(16).padStart(6, '0') +
    finalise(low ^ high)
      .toString(16)
      .padStart(8, '0')
  );
}

export interface IdentifiableRecord {
  url: string;
  type: string;
  hierarchy: Record<string, string | null>;
  content: string | null;
}

/** A repeated record gets `-1`, `-2`, ... */
export function objectIdsOf(records: readonly IdentifiableRecord[]): string[] {
  const seen = new Map<string, number>();
  return records.map((record) => {
    const base = fnv1a53([record.url, record.type, ...Object.values(record.hierarchy), record.content ?? ''].join('\u0000'));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  });
}
