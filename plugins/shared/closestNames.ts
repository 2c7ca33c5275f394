/**
 * The API names closest to a missing one: "bufer" -> buffer. Shared by the docs not-found page
 * (computed in the browser, which is what works on a static host that serves only the version's
 * 404.html) and the search modal's suggestions when a query finds nothing.
 */

/** Edits (insert, delete, substitute, swap two neighbours) between two words, case-insensitive. */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  // Rows of the classic dynamic programme; `older` is two rows back, for swaps.
  let older: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) best = Math.min(best, older[j - 2]! + 1);
      current.push(best);
    }
    older = previous;
    previous = current;
  }
  return previous[t.length]!;
}

/**
 * Up to `limit` names close to `missing`: within a third of its length in edits (at least 2), or
 * containing it whole when it is 4 characters or more ("boolean" -> booleanClockwise, ...).
 * Nearest first, then alphabetical.
 */
export function closestNames(missing: string, names: readonly string[], limit = 5): string[] {
  const query = missing.trim();
  if (!query) return [];
  const allowed = Math.max(2, Math.floor(query.length / 3));
  return names
    .map((name) => ({ name, distance: editDistance(query, name) }))
    .filter(({ name, distance }) => distance <= allowed || (query.length >= 4 && name.toLowerCase().includes(query.toLowerCase())))
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name, 'en'))
    .slice(0, limit)
    .map(({ name }) => name);
}
