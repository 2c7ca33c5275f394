/**
 * The rare words of each function's lines in a field's own words (`inTheField`, src/data/functionTasks.ts),
 * added to its "Use it to" field in the index: the words that no other function's field lines use, that no
 * record of the index already holds, and that are not common English. "QSO", "MCP" or "STAC" then lead a
 * question to the one function they belong to, while the lines' shared words ("vessel", "drone", "PostGIS",
 * "QTH", of bearing and greatCircle) add nothing. Indexed whole, the lines gave the November 2026 tuning half
 * 3 more first answers but cost the first readers' half 4 and names 1: their shared words pulled other
 * questions away.
 */
import { functionTasks, type FunctionTasks } from '../../../../src/data/functionTasks';
import { isFunctionPage, type SearchRecord } from '../client/records';
import { wholeWords } from '../client/terms';
import { mostFrequentWords, termsHeld } from './everydayWords';

/**
 * Words of everyday speech are no field's jargon, though no page may hold them: with them, "status" (a field line
 * of getCluster) and "active" (of booleanPointInPolygon) took app feature requests ("beam heading in the status
 * bar"). The 10,000 most frequent words of SUBTLEX-US; 3,000 kept those two, 20,000 and 40,000 gave the tuning halves
 * the same or one less.
 */
const commonWords = mostFrequentWords(10_000);

/** Per function, the words of its field lines that are its own: used by no other function's field lines. */
export function ownFieldWords(entries: Readonly<Record<string, FunctionTasks>>): Map<string, string[]> {
  const wordsOf = new Map(Object.entries(entries).map(([name, entry]) => [name, new Set((entry.inTheField ?? []).flatMap(wholeWords))]));
  const functionsUsing = new Map<string, number>();
  for (const words of wordsOf.values()) for (const word of words) functionsUsing.set(word, (functionsUsing.get(word) ?? 0) + 1);
  return new Map(
    [...wordsOf].map(([name, words]) => [name, [...words].filter((word) => word.length > 1 && functionsUsing.get(word) === 1)]),
  );
}

/** The records, each function page's "Use it to" field gaining its own field words that no record holds. */
export function withFieldWords(
  records: readonly SearchRecord[],
  entries: Readonly<Record<string, FunctionTasks>> = functionTasks,
): SearchRecord[] {
  const held = termsHeld(records);
  const own = ownFieldWords(entries);
  return records.map((record) => {
    if (!isFunctionPage(record) || record.tasks === null) return record;
    const added = (own.get(record.hierarchy.lvl1) ?? []).filter((word) => !held.has(word) && !commonWords.has(word));
    return added.length > 0 ? { ...record, tasks: `${record.tasks} | ${added.join(' ')}` } : record;
  });
}
