/**
 * How much a whole page answers a question. A question ("merge touching polygons into one") names a
 * task in several words, and the words that matter most are the rare ones, in the fields that say
 * what a page is for: its name, other libraries' names for it, its "Use it to" lines, its summary.
 * Counting matched words record by record lets a long guide win by holding many common words, so a
 * question is first ranked by this score: each of the reader's words counts once per page, by its
 * rarity among pages (BM25's idf) times the weight of the best field it matched, and the fit of
 * the page's GeoJSON and of a conversion's direction adds to it, as do the words that earlier readers
 * used in questions the page's function answered (readerWordsScore). When two functions come out close,
 * those readers' words decide between them (closeCallShare). Names and short queries keep the
 * hosted-style criteria (ranking.ts) alone.
 */
import { isFunctionPage, type SearchRecord } from './records';

/**
 * A field's weight; `summary` is an API page's first sentence, `topics` a guide's tasks (its front matter's
 * keywords). A name counts as a title word: what a whole name in the question adds is `namedInQuestion`.
 *
 * A guide's topics at 0 / 0.8 / 1.1 / 1.28 / 1.6 gave names 114 / 114 / 115 / 115 / 115 first (119 / 121 / 121 / 121 / 121
 * in the first three), the readers' tuning half 208 each time, the guide questions (leave one out, 160) 80 / 80 / 83 /
 * 83 / 83 first and 111 / 112 / 116 / 120 / 124 in three, and the collected function questions 1,480 / 1,478 / 1,478 /
 * 1,477 / 1,472 first: past 1.28, guides take function questions that share a word.
 */
export type EvidenceField = 'title' | 'aliases' | 'tasks' | 'topics' | 'summary' | 'headings' | 'content' | 'section';

/**
 * Tuned on the tuning halves only, one weight at a time (`npx tsx bench/search-quality/evaluate.ts
 * --tune-relevance`). Mutable for that search and the evaluation's ablation; nothing else writes them.
 */
export const relevanceWeights = {
  fields: { title: 2.7, aliases: 0, tasks: 1.6, topics: 1.28, summary: 0.09, headings: 1, content: 0.26, section: 0.2 } as Record<
    EvidenceField,
    number
  >,
  /** A word the vocabulary added counts for this share of the reader's own word. */
  vocabulary: 0.7,
  /** An everyday word of the question ("have", "check": indexing/everydayWords.ts) counts for this share. */
  everyday: 0.6,
  /** A word matched within the typos allowed. */
  typo: 0.56,
  /** The best single record's score, added in this share. */
  together: 2,
  /** Per step of geometryFit.ts, per wrong-way conversion name (below), per whole name in the question. */
  geometry: 1.5,
  /**
   * A conversion named the wrong way round (toWgs84 for "WGS 84 to web mercator") is not the answer,
   * though its name holds the question's words: at 3 the name's words outweighed it.
   */
  direction: 20,
  namedInQuestion: 4,
  /**
   * Per step of quantityFit.ts: a distance or direction the question gives, which the function takes (+)
   * or works out (-). "A point 5 km north of another point" wants destination, not distance. At 3, 6 and
   * 10 the tuning half gained alike (+3); the collected questions (leave one out) +1, +4, +5.
   */
  quantity: 6,
  /**
   * Per unit of readerWordsScore: the question's words are those of earlier readers this page answered.
   * With 1,943 collected questions, 1.5 to 2.5 gave the same on the tuning half; 3 and more lost names. With
   * 2,201 (November 2026), 2 / 2.25 / 2.5 / 2.75 / 3 gave the readers' tuning half 208 / 208 / 208 / 205 / 204 at
   * top 1 and 244 / 245 / 247 / 245 / 245 in the first three, names 114 until 2.75 (113), and the collected
   * questions (leave one out) 1,471 / 1,476 / 1,480 / 1,474 / 1,476 first. Names in reports (namesInUse.ts) 667 -> 664
   * of 780 at 2.5. With 2,985 (six rounds), 2.25 / 2.5 / 2.75 / 3 gave readers 209 / 209 / 207 / 206 (a reader's
   * word counting count / (count + 0.5), see readerWordsScore), and 211 / 211 / 210 / 209 with count / (count + 1).
   */
  readers: 2.5,
  /**
   * The same for a guide's readers' words. A guide answers questions of many kinds (installing, types,
   * errors after an upgrade), so fewer of its readers' words come back in any one question. On the guide
   * questions (leave one out, 105) 2 / 3 / 4 / 6 gave 45 / 48 / 49 / 53 first; the collected function
   * questions lost nothing at 3, and 8 and 26 of 1,943 at 4 and 6, as guides took their questions. When a
   * word one reader used came to count less (count / (count + 1), readerWordsScore), the 230 guide questions
   * went 112 / 172 -> 111 / 170 at 3; 3.5 and 4 gave 112 / 172 and 112 / 178, the readers' tuning half 212 and 211
   * of 272, the collected function questions (leave one out) 1,939 and 1,936 of 2,985.
   */
  guideReaders: 3.5,
  /**
   * A page after the first is this close (its relevance this share of the first's or more): a close
   * call, which readers' words settle (closeCallLead). On the tuning half and on the collected
   * questions (leave one out), 0.75 to 0.9 gained alike (with naive Bayes odds); with closeCallShare, 0.75 / 0.8 / 0.85
   * gave readers 212 / 212 / 214 and the collected 1,955 / 1,959 / 1,960.
   */
  closeCall: 0.85,
  /**
   * A page close to the first takes first place when its readers' words (readerWordsScore with closeCallShare)
   * lead the first's by this much. Naive Bayes odds over the two pages' counts did this until November 2026, at log-odds
   * of 2: against them, a lead of 0.33 / 0.42 / 0.5 / 0.58 / 0.67 gave the readers' tuning half 211 / 212 / 214 / 214 / 212
   * first (212 with the odds), the collected questions (leave one out) 1,962 / 1,963 / 1,960 / 1,964 / 1,959 (1,940),
   * the guide questions 114 / 113 / 113 / 113 / 110 (112), names 116 / 121 each time.
   */
  closeCallLead: 0.5,
  /**
   * How many pages after the first a close call weighs: each within closeCall of the first. 1 / 2 / 3 gave the
   * collected questions (leave one out) 1,960 / 1,979 / 1,976 first and 2,427 / 2,427 / 2,432 in three; the
   * readers' tuning half 214 / 247 each time, names 116 / 121, guide questions 113 / 173.
   */
  closeCallRivals: 2,
  /**
   * Per unit of guideTopicOdds above 0, added to a guide's relevance: the question's words are those readers
   * used when a guide answered them. On the guide questions (leave one out, 105) 1 / 2 / 3 / 4 gave 52 first
   * each time, and 73 / 76 / 78 / 78 in the first three, from 50 / 73; the collected function questions
   * lost 0 / 0 / 2 / 3 of 1,943 first, as guides took their questions; the tuning halves did not move.
   */
  guideTopic: 2,
  /**
   * A question whose guideTopicOdds pass this is about using Turf, and pages outside the API reference come
   * before function pages that match as well (the 'guide topic' criterion of ranking.ts). At 0, 0.5, 1 and 2
   * (with guideTopic 2) the guide questions gave 55 / 55 / 55 / 54 first; the collected function questions
   * lost 1 / 1 / 0 / 0. Before 'words' rather than after 'named in question', it lost "New module
   * @turf/line-split" (lineSplit) to the guides.
   */
  guideTopicOdds: 1,
  /** A yes-or-no question and a function that answers with a boolean. */
  yesNo: 5,
  /** The best-answer card for a question needs a lead of this ratio over the next page (bestAnswer.ts). */
  clearLead: 1.5,
  /**
   * A question is this many words or more, as the reader wrote them apart (with "how", "to"...): an
   * identifier split at its humps (`ST_DumpPoints`) or a two-word concept is a name to look up.
   */
  minimumWords: 4,
};

/** One page's evidence: the best weight each reader word found on it. */
export type PageEvidence = Map<string, number>;

export function addEvidence(evidence: PageEvidence, word: string, weight: number): void {
  if (weight > (evidence.get(word) ?? 0)) evidence.set(word, weight);
}

const pageCounts = new WeakMap<readonly SearchRecord[], number>();

/** Distinct pages of an index, counted once per loaded index. */
export function pageCountOf(records: readonly SearchRecord[]): number {
  let count = pageCounts.get(records);
  if (count === undefined) {
    count = new Set(records.map((record) => record.url_without_anchor)).size;
    pageCounts.set(records, count);
  }
  return count;
}

/** BM25's idf: a word on most pages says little about which one the reader wants. */
export function rarity(pagesWithWord: number, pages: number): number {
  return Math.log(1 + (pages - pagesWithWord + 0.5) / (pagesWithWord + 0.5));
}

/** Σ rarity × best field weight over the reader's words a page matched, everyday words for less. */
export function evidenceScore(
  evidence: PageEvidence,
  pagesWith: ReadonlyMap<string, number>,
  pages: number,
  everyday: ReadonlySet<string>,
): number {
  let score = 0;
  for (const [word, weight] of evidence) {
    score += rarity(pagesWith.get(word) ?? pages, pages) * weight * (everyday.has(word) ? relevanceWeights.everyday : 1);
  }
  return score;
}

/** `vertice:3 reduce:2 smooth` (indexing/readerWords.ts) as word -> count, in any order. */
export function parseReaderWords(text: string | null): Map<string, number> {
  const words = new Map<string, number>();
  // The words are index terms, which hold no colon.
  for (const entry of text ? text.split(' ') : []) {
    const [word, count] = entry.split(':');
    words.set(word!, count ? Number(count) : 1);
  }
  return words;
}

/** Every function page's reader words, and on how many pages each word is: read once per loaded index. */
export interface ReaderWordsTable {
  byPage: ReadonlyMap<string, ReadonlyMap<string, number>>;
  pagesWith: ReadonlyMap<string, number>;
  /** Per page, its words' counts added up. */
  wordsOn: ReadonlyMap<string, number>;
  /** The pages with reader words that are guides, not functions. */
  guides: ReadonlySet<string>;
  /** Every guide's reader words pooled into one class and every function's into another (guideTopicOdds). */
  pooled: Record<'guides' | 'functions', PooledReaderWords>;
  /** The index's everyday words (indexing/everydayWords.ts): guideTopicOdds leaves them out. */
  everyday: ReadonlySet<string>;
  /** How many different words readers used, everyday ones left out: guideTopicOdds' vocabulary. */
  subjectWords: number;
}

/** A class of pages' reader words: each word's count over its pages, and all its counts added up. */
export interface PooledReaderWords {
  readonly counts: ReadonlyMap<string, number>;
  readonly total: number;
  /** The total without the everyday words' counts. */
  readonly subjectTotal: number;
}

const readerWordTables = new WeakMap<readonly SearchRecord[], ReaderWordsTable>();

/** Read once per loaded index: an index has one everyday list, so another list (tests) builds another table. */
export function readerWordsTableOf(records: readonly SearchRecord[], everyday: ReadonlySet<string>): ReaderWordsTable {
  let table = readerWordTables.get(records);
  if (table?.everyday !== everyday) {
    const byPage = new Map<string, Map<string, number>>();
    const pagesWith = new Map<string, number>();
    const wordsOn = new Map<string, number>();
    const guides = new Set<string>();
    const pooledCounts = { guides: new Map<string, number>(), functions: new Map<string, number>() };
    for (const record of records) {
      if (record.readerWords === null || byPage.has(record.url_without_anchor)) continue;
      const words = parseReaderWords(record.readerWords);
      byPage.set(record.url_without_anchor, words);
      const kind = isFunctionPage(record) ? 'functions' : 'guides';
      if (kind === 'guides') guides.add(record.url_without_anchor);
      let total = 0;
      for (const [word, count] of words) {
        pagesWith.set(word, (pagesWith.get(word) ?? 0) + 1);
        pooledCounts[kind].set(word, (pooledCounts[kind].get(word) ?? 0) + count);
        total += count;
      }
      wordsOn.set(record.url_without_anchor, total);
    }
    const sum = (counts: Iterable<[string, number]>, counted: (word: string) => boolean) => {
      let total = 0;
      for (const [word, count] of counts) if (counted(word)) total += count;
      return total;
    };
    const pooledOf = (counts: Map<string, number>): PooledReaderWords => ({
      counts,
      total: sum(counts, () => true),
      subjectTotal: sum(counts, (word) => !everyday.has(word)),
    });
    const pooled = { guides: pooledOf(pooledCounts.guides), functions: pooledOf(pooledCounts.functions) };
    const subjectWords = [...pagesWith.keys()].filter((word) => !everyday.has(word)).length;
    readerWordTables.set(records, (table = { byPage, pagesWith, wordsOn, guides, pooled, everyday, subjectWords }));
  }
  return table;
}

/**
 * How a reader word's share of its rarity grows with how many readers used it (`count`), as in BM25's term
 * weight: count / (count + saturation × length), where length is the page's reader words against the mean of
 * its kind's (function or guide) and `length` weighs that (0: not at all).
 */
export interface ReaderWordShare {
  saturation: number;
  length: number;
}

/**
 * For the relevance: half for a word one reader used, two thirds for two, nine tenths for nine, whatever the page's
 * length. A word one reader used is often that reader's alone ("graffiti"), one that several used is the page's.
 * Against count / (count + 0.5) (two thirds for one reader), with 2,985 questions: names' tuning half
 * 116 / 120 -> 116 / 121, readers' 209 / 246 -> 211 / 247, the collected (leave one out) 1,930 / 2,429 ->
 * 1,945 / 2,428; + 1.5 (210, 1,944) and + 0.75 (210, 1,935) did less.
 */
export const relevanceShare: ReaderWordShare = { saturation: 1, length: 0 };

/**
 * For a close call (ranking.ts), where two pages' readers are weighed against each other: a count grows
 * nearly in proportion (saturation 5), and a page whose readers asked much counts each of their words
 * for less (length 0.6). Alone, as a classifier of the 2,985 collected questions (five folds), this
 * put the right function first for 1,758 against 1,469 with relevanceShare, and for 174 of the readers' tuning half
 * against 144 (1,851 and 187 once readers' everyday words were kept, December 2026); in the relevance, where page
 * words weigh too, it lost names (116 / 121 -> 115 / 119).
 */
export const closeCallShare: ReaderWordShare = { saturation: 5, length: 0.6 };

/**
 * How much the question's words are those of earlier readers whose questions this page answered: per word,
 * its rarity among those pages times its share (ReaderWordShare).
 */
export function readerWordsScore(
  questionWords: Iterable<string>,
  url: string,
  table: ReaderWordsTable,
  share: ReaderWordShare = relevanceShare,
): number {
  const words = table.byPage.get(url);
  if (!words) return 0;
  const kind = table.guides.has(url) ? 'guides' : 'functions';
  const pagesOfKind = kind === 'guides' ? table.guides.size : table.byPage.size - table.guides.size;
  // The pooled total changes with the table, so a question left out (leave one out) leaves its words out of the mean too.
  const length = 1 - share.length + (share.length * table.wordsOn.get(url)! * pagesOfKind) / table.pooled[kind].total;
  let score = 0;
  for (const word of questionWords) {
    const count = words.get(word);
    if (count) score += Math.log(1 + table.byPage.size / table.pagesWith.get(word)!) * (count / (count + share.saturation * length));
  }
  return score;
}

/** Add-one smoothing, halved: a word one class's readers never used is rare for it, not impossible. */
const unseenWord = 0.5;

/**
 * How much likelier the question's words are from the readers whom a guide answered than from those whom a
 * function answered, as natural-log odds: every guide's reader words pooled into one class and every
 * function's into the other (naive Bayes, add-half smoothed). "Missing types for TypeScript when
 * using turf/circle directly" names a function, but its other words are the guides' readers' words
 * (types, typescript); "circle of 5 km around a point" has none of them. Everyday words (the table's list) are
 * left out of the question and of the pools: guides' readers wrote "error" and "data" as often as any, and with
 * them "featureReduce throws an error on my data" opened getting-started. The pools' totals without them are
 * counted with the table, once per loaded index.
 */
export function guideTopicOdds(questionWords: Iterable<string>, table: ReaderWordsTable): number {
  const { guides, functions } = table.pooled;
  const share = (pool: PooledReaderWords, word: string) =>
    ((pool.counts.get(word) ?? 0) + unseenWord) / (pool.subjectTotal + unseenWord * table.subjectWords);
  let odds = 0;
  for (const word of new Set(questionWords)) {
    if (table.pagesWith.has(word) && !table.everyday.has(word)) odds += Math.log(share(guides, word) / share(functions, word));
  }
  return odds;
}
