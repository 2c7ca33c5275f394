import type { SearchResult } from 'minisearch';

import { fieldRank, type LoadedIndex, type SearchField } from './indexFile';
import { isFunctionPage, type SearchRecord } from './records';
import { searchFillerWords } from '../../../../src/data/searchFillerWords';
import { geometryFit, geometryQuestion, isGeometryWord, namesMapData, type GeometryQuestion } from './geometryFit';
import { givenQuantities, quantityFit, type Quantity } from './quantityFit';
import { coordinateSystemNames, searchVocabulary } from '../../../../src/data/searchVocabulary';
import { lastWordTerms, normalizeTerm, tokenize, wholeWords, wordSpans } from './terms';
import { packagedName, writtenNames } from './writtenNames';
import { translatedQuery } from './translatedQuery';
import { withoutContractions } from './contractions';
import {
  addEvidence,
  closeCallShare,
  evidenceScore,
  guideTopicOdds,
  pageCountOf,
  readerWordsScore,
  readerWordsTableOf,
  relevanceWeights,
  type EvidenceField,
  type PageEvidence,
} from './pageRelevance';

/**
 * Modelled on the hosted DocSearch ranking criteria (see compareRanked), after one of our own: a page
 * that only says where something is (page rank below 0) comes after every real page.
 */

/** The hosted DocSearch defaults. */
function typosAllowed(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/** A reader's word to the other words of its entry and Turf's own words for it. */
const vocabularyOf = new Map<string, string[]>(
  searchVocabulary.flatMap((entry) => {
    const all = [...entry.words, ...(entry.turf ?? [])].map(normalizeTerm);
    return entry.words.map(normalizeTerm).map((word) => [word, all.filter((other) => other !== word)] as const);
  }),
);

/** Meaningful words from which a query is a question whatever its words: "find the constant compass course from start to end". */
const questionTerms = 5;

/**
 * Two words or more, one of them a word the vocabulary knows ("merge touching polygons",
 * not "tree shaking"), or five words or more. `plainForms` are the inflectionVariants of the terms.
 */
export function isTaskQuestion(terms: readonly string[], plainForms: Iterable<string> = []): boolean {
  if (terms.length >= questionTerms) return true;
  return terms.length >= 2 && [...terms, ...plainForms].some((term) => vocabularyOf.has(term));
}

/** The words the vocabulary adds to a query, each mapped to the reader's word it stands for. */
export function vocabularyTerms(terms: readonly string[]): Map<string, string> {
  const added = new Map<string, string>();
  for (const term of terms) {
    for (const other of vocabularyOf.get(term) ?? []) {
      // The engine also searches the parts of an added word (`wgs` and `84` of `wgs84`): they stand for the reader's word too.
      for (const part of tokenize(other)) if (!terms.includes(part) && !added.has(part)) added.set(part, term);
    }
  }
  return added;
}

const levelRank: Record<SearchRecord['type'], number> = { lvl1: 0, lvl2: 1, lvl3: 2, lvl4: 3, lvl5: 4, lvl6: 5, content: 6 };

export interface RankedRecord {
  record: SearchRecord;
  matchedTerms: string[];
  matchedQueryTerms: string[];
  words: number;
  /** How many of those words are everyday ones (indexing/everydayWords.ts). */
  everydayWords: number;
  typos: number;
  titleWords: number;
  titleOrder: number;
  typeOrConstant: number;
  /** geometryFit.ts */
  geometry: number;
  /** For "X to Y": -1 when the page's name converts the other way, "to X" (toWgs84 for "wgs84 to mercator"). */
  direction: number;
  /** 1 when a word of a question is the page's whole name ("buffer a polyline"), other than a geometry's name. */
  namedInQuestion: number;
  /**
   * 1 for a function page whose name the reader wrote as only a name is written (writtenNames.ts), or as one
   * word of two or more of its parts (`lineslice`), unless the query is about using Turf (QueryContext's `aboutUsingTurf`).
   */
  nameWritten: number;
  /** 1 for a page outside the API reference (a guide, a post) when the question is about using Turf (QueryContext's `aboutUsingTurf`). */
  guideTopic: number;
  /** How many of the reader's words the record holds side by side, in their order (phraseOf); all of them when its title does. */
  phrase: number;
  /** The whole query is the page's name (3), another library's name for it (2), or its name misspelt (1): exactNameOf. */
  exactName: number;
  attribute: number;
  score: number;
  /** The best weight each of the reader's words found in this record (pageRelevance.ts). */
  evidence: PageEvidence;
  /** For a question, how much the whole page answers it (pageRelevance.ts); 0 otherwise. */
  relevance: number;
  /** For a query of two words or more not scored as a question, how much earlier readers used its words for the page (weighReadersWords); 0 otherwise. */
  readers: number;
}

export function queryTerms(query: string): string[] {
  return [...new Set(tokenize(meaningfulQuery(query)))];
}

/** "how do I measure the length of a route" is searched as "measure length route". */
export function meaningfulQuery(query: string): string {
  const words = query.match(/[^\s]+/g) ?? [];
  const isFiller = (word: string) => searchFillerWords.has(word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''));
  const kept = words.filter((word) => !isFiller(word));
  return kept.length > 0 ? kept.join(' ') : query;
}

/** "line to polygon" reads in `lineToPolygon`, not in `polygonToLine`. */
function inTitleOrder(record: SearchRecord, terms: readonly string[]): boolean {
  const titleTerms = tokenize(record.hierarchy.lvl1).slice(1);
  let from = 0;
  for (const term of terms) {
    const at = titleTerms.indexOf(term, from);
    if (at === -1) return false;
    from = at + 1;
  }
  return terms.length > 1;
}

interface Direction {
  readonly from: ReadonlySet<string>;
  readonly to: ReadonlySet<string>;
}

/** A reader's name for a coordinate system to Turf's: `3857` and `webmercator` to `mercator`. */
const coordinateSystemOf = new Map<string, string>(
  Object.entries(coordinateSystemNames).flatMap(([system, names]) => names.map((name) => [normalizeTerm(name), system] as const)),
);

/** A side of "X to Y", with the coordinate systems its words name. */
function sideOf(words: readonly string[]): Set<string> {
  const side = new Set(words);
  for (const word of words) {
    const system = coordinateSystemOf.get(word);
    if (system) side.add(system);
  }
  return side;
}

const isTo = (word: string) => word === 'to' || word === 'into';

/**
 * "convert wgs84 coordinates to web mercator": from wgs84, wgs, 84, coordinate, convert; to web, mercator.
 * The "to" read is the last whose words (up to the next "to") name a coordinate system, else the first: in
 * "how to convert 3857 to 4326", the first "to" is the question's, not the conversion's (the collected questions, leave
 * one out, 2,014 -> 2,016 first; with convertsTheWrongWay, 2,017).
 */
export function directionOf(query: string): Direction | null {
  const words = tokenize(query);
  const tos = words.flatMap((word, at) => (isTo(word) && at > 0 && at < words.length - 1 ? [at] : []));
  if (tos.length === 0) return null;
  const namesSystem = (at: number) => {
    const next = words.findIndex((word, after) => after > at && isTo(word));
    return words.slice(at + 1, next === -1 ? undefined : next).some((word) => coordinateSystemOf.has(word));
  };
  const at = tos.filter(namesSystem).pop() ?? tos[0]!;
  return { from: sideOf(words.slice(0, at)), to: sideOf(words.slice(at + 1)) };
}

/**
 * Turf names a conversion `toY` or `xToY`, its last word what it returns. Only the wrong way round
 * counts: a name that reads the right way may be no conversion at all (nearestPointToLine), and a
 * bonus for the right way raised nothing on the tuning halves.
 */
function nameDirection(record: SearchRecord, direction: Direction): number {
  const target = /(?:^|[a-z\d])[tT]o([A-Z][a-zA-Z\d]*)$/.exec(record.hierarchy.lvl1)?.[1];
  if (target === undefined || !/^[A-Z][a-z\d]*$/.test(target)) return 0;
  const word = normalizeTerm(target.toLowerCase());
  return direction.from.has(word) && !direction.to.has(word) ? -1 : 0;
}

/** The words of a question as written, without articles: "a point in a polygon" is `point in polygon`. */
export function writtenWords(query: string): string[] {
  return wholeWords(query).filter((word) => !articles.has(word));
}
const articles = new Set(['a', 'an', 'the']);

/** Each two words in a row, written together, to the two words: "mid point" as `midpoint`. */
const joinedPairs = (words: readonly string[]): Map<string, readonly [string, string]> =>
  new Map(words.slice(1).map((word, at) => [normalizeTerm(words[at] + word), [words[at]!, word]] as const));

/** Whether `words` holds `parts` one after the other. */
function holdsInOrder(words: readonly string[], parts: readonly string[]): boolean {
  for (let start = 0; start + parts.length <= words.length; start += 1) {
    if (parts.every((part, offset) => words[start + offset] === part)) return true;
  }
  return false;
}

/**
 * A question names a function when one of its words is the name ("buffer a polyline"), or when
 * words in a row spell a camelCase name, with or without its `boolean` ("random points", "point in
 * a polygon", "center of mass"), or a one-word name written apart ("mid point"). A one-word name is
 * often a common word ("distance", "area"), so it counts only where the function `fits` the
 * geometry the question names: "distance between a point and a line" does not name `distance`.
 */
function namesPage(record: SearchRecord, query: QueryContext, fits: boolean): boolean {
  const name = record.hierarchy.lvl1;
  if (isGeometryWord(name.toLowerCase()) || !isFunctionPage(record)) return false;
  const whole = normalizeTerm(name.toLowerCase());
  if (query.readerTerms.includes(whole)) return fits;
  const parts = nameParts(record);
  if (parts.length < 2) return fits && query.writtenPairs.has(whole);
  const { written } = query;
  return holdsInOrder(written, parts) || (parts[0] === 'boolean' && parts.length > 2 && holdsInOrder(written, parts.slice(1)));
}

/**
 * "mid point" names midpoint, and its two words are the name's words, as "buffer" is buffer's: a
 * one-word name holds neither apart, so without this the name counted without its words.
 */
function creditNameWrittenApart(record: SearchRecord, query: QueryContext, evidence: PageEvidence): void {
  if (nameParts(record).length >= 2) return;
  const apart = query.writtenPairs.get(normalizeTerm(record.hierarchy.lvl1.toLowerCase()));
  for (const word of apart ?? []) addEvidence(evidence, normalizeTerm(word), relevanceWeights.fields.title);
}

/**
 * The query's words are those of readers whom a guide answered (its guide odds). Not for one word, a name
 * looked up or being typed: a word that one function's reader used once ("bool") passed.
 */
const isAboutUsingTurf = (written: readonly string[], guideOdds: number): boolean =>
  written.length >= 2 && guideOdds > relevanceWeights.guideTopicOdds;

/**
 * "turf.distance is not a function" is about loading Turf, which a guide answers (its guide odds pass
 * `guideTopicOdds`): there the name is one word among others. Helpers named as geometries (`lineString`,
 * `featureCollection`) are what readers call their data.
 */
function writesName(record: SearchRecord, query: QueryContext): boolean {
  if (!isFunctionPage(record) || query.aboutUsingTurf) return false;
  const name = record.hierarchy.lvl1.toLowerCase();
  if (isGeometryWord(name)) return false;
  return (
    query.titlesWritten.has(record.hierarchy.lvl1) || (nameParts(record).length >= 2 && query.readerTerms.includes(normalizeTerm(name)))
  );
}

/**
 * The titles of the names written, each as it is, or within the typos a word of its length may have
 * ("turf.simpify", "toMerator") when it is no title as it is: `centerMean` does not also name centerMedian.
 */
function titlesWritten(records: readonly SearchRecord[], names: ReadonlySet<string>): Set<string> {
  const titled = new Set<string>();
  if (names.size === 0) return titled;
  const { titles } = nameTableOf(records);
  for (const written of names) {
    const exact = [...titles].filter(([, name]) => name === written);
    const named =
      exact.length > 0 || isBegunName(titles, written)
        ? exact
        : [...titles].filter(([, name]) => withinEdits(written, name, typosAllowed(written)));
    for (const [title] of named) titled.add(title);
  }
  return titled;
}

const namePartsOf = new WeakMap<SearchRecord, string[]>();

/** `randomPoint`: random, point. Worked out once per record, as a question ranks thousands. */
function nameParts(record: SearchRecord): string[] {
  let parts = namePartsOf.get(record);
  if (!parts) namePartsOf.set(record, (parts = tokenize(record.hierarchy.lvl1).slice(1)));
  return parts;
}

/** In a question, "features" says what the reader has, not that they want `feature` or `featureCollection`. */
const containerWords = new Set(['feature', 'featurecollection', 'collection', 'geometry', 'geojson']);

/** A concept query wants the function before the type of its result. */
const isTypeOrConstantPage = (record: SearchRecord) => /\/api\/(?:types|constants)\//.test(record.url_without_anchor);

/** On an API page, the summary sentence names what the function is for, so it ranks with the headings. */
export const isSummary = (record: SearchRecord) => record.type === 'content' && record.hierarchy.lvl2 === null && record.position === 1;

function withinEdits(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > limit) return false;
    previous = current;
  }
  return previous[b.length] <= limit;
}

const inIndex = (index: LoadedIndex, term: string) => index.search.search(term, { prefix: false, fuzzy: false }).length > 0;

/**
 * "iso-lines" is searched as `isolines`, and "co-ordinates" as `coordinates`, where the index holds
 * the joined word; "self-intersecting" keeps its parts.
 */
export function joinKnownCompounds(query: string, known: (term: string) => boolean): string {
  return query.replace(/[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)+/gu, (compound) => {
    const joined = compound.replaceAll('-', '');
    return known(normalizeTerm(joined.toLowerCase())) ? joined : compound;
  });
}

/** Parts of a word written together are at least this long, so "geopoint" splits and "outside" does not (out, side). */
const minimumPart = 3;

interface CompoundWords {
  /** The index holds the term. */
  readonly known: (term: string) => boolean;
  /** The index holds a term within the word's typos. */
  readonly nearlyKnown: (word: string) => boolean;
  /** The index holds a term that begins with the word: typed so far, it may be that term. */
  readonly begun: (word: string) => boolean;
  /** indexing/everydayWords.ts */
  readonly everyday: ReadonlySet<string>;
}

/**
 * "geopoint" is searched as `geo point`, and "datapoints" as `data points`, where the index does not
 * hold the word but holds both parts: what the reader joined, the pages write apart. Not a word of
 * everyday speech: "somehow" and "workaround" are no "some how" or "work around", and "mapbox" is filler.
 */
export function splitUnknownCompounds(query: string, { known, nearlyKnown, begun, everyday }: CompoundWords): string {
  // No lookbehind in the pattern: Safari before 16.4 cannot parse one, and would lose the whole search client.
  return query.replace(/[\p{L}\p{N}]+/gu, (word: string, offset: number) => {
    if (!/^\p{Ll}{6,}$/u.test(word)) return word;
    // The last word may still be being typed ("intersec"): while a term begins with it, it is searched as a
    // prefix, whole. One that no term begins with ("webworkers") is written out, and split like the others.
    if (!/[\p{L}\p{N}]/u.test(query.slice(offset + word.length)) && begun(word)) return word;
    // A misspelt word ("polygone") is found within its typos, not as two words (poly, gone).
    if (searchFillerWords.has(word) || known(normalizeTerm(word)) || nearlyKnown(word)) return word;
    for (let at = minimumPart; at <= word.length - minimumPart; at += 1) {
      const parts = [word.slice(0, at), word.slice(at)].map(normalizeTerm);
      if (parts.every(known) && !parts.every((part) => everyday.has(part))) return `${word.slice(0, at)} ${word.slice(at)}`;
    }
    return word;
  });
}

/** The last query each index searched, as searched: the client asks again to count and highlight hits. */
const lastSearched = new WeakMap<LoadedIndex, { readonly query: string; readonly searched: string }>();

/**
 * `turf.centroid` is searched as `centroid`: every page is about Turf, and with "turf" the API index, whose
 * title holds it, came first while a reader typed `turf.cen`. Kept where no name follows (`turf.min.js`).
 */
function withoutPackagePrefixes(query: string, records: readonly SearchRecord[]): string {
  const { titles } = nameTableOf(records);
  return query.replace(packagedName, (whole, name: string) => {
    const written = name.replace(/-/g, '').toLowerCase();
    for (const title of titles.values()) if (title.startsWith(written) || withinEdits(written, title, typosAllowed(written))) return name;
    return whole;
  });
}

/** The query as an index searches it: its terms are the ones hits are highlighted and counted by. */
export function searchedQuery(index: LoadedIndex, query: string): string {
  const last = lastSearched.get(index);
  if (last?.query === query) return last.searched;
  const known = (term: string) => inIndex(index, term);
  const nearlyKnown = (word: string) => index.search.search(word, { prefix: false, fuzzy: typosAllowed(word), maxFuzzy: 2 }).length > 0;
  const begun = (word: string) => index.search.search(word, { prefix: true, fuzzy: false }).length > 0;
  const translated = translatedQuery(withoutContractions(withoutPackagePrefixes(query, index.records)));
  const joined = translated.includes('-') ? joinKnownCompounds(translated, known) : translated;
  const searched = splitUnknownCompounds(joined, { known, nearlyKnown, begun, everyday: index.everyday });
  lastSearched.set(index, { query, searched });
  return searched;
}

/**
 * Swapped neighbours ("rbsuh") are two edits apart for the engine, which allows one under 8 letters,
 * so they are searched too and count as one typo. Maps each variant to its term.
 */
function swappedVariants(index: LoadedIndex, terms: readonly string[]): Map<string, string> {
  const variants = new Map<string, string>();
  for (const term of terms) {
    if (term.length < 4 || inIndex(index, term)) continue;
    for (let at = 0; at < term.length - 1; at += 1) {
      if (term[at] === term[at + 1]) continue;
      const variant = term.slice(0, at) + term[at + 1] + term[at] + term.slice(at + 2);
      if (!variants.has(variant) && inIndex(index, variant)) variants.set(variant, term);
    }
  }
  return variants;
}

const inflections: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  // simplified: simplify
  [/ied$/, ['y']],
  // intersecting, clipping, merging; intersected, clipped, rotated
  [/(?:ing|ed)$/, ['', 'e', 'double']],
];

/**
 * "intersecting" also searches `intersect`, "clipped" `clip`, "merging" `merge`, where the index
 * holds that word: a reader's verb form, as its plain form. The index keeps whole words (a stemmer
 * folded names together and lost names queries), so this is done for the question only. A word the
 * index does not hold at all may find its derived form instead (derivedForm). Maps each form
 * searched to the reader's word.
 */
export function inflectionVariants(
  terms: readonly string[],
  known: (term: string) => boolean,
  typing: ReadonlySet<string> = new Set(),
): Map<string, string> {
  const variants = new Map<string, string>();
  for (const term of terms) {
    let form: string | undefined;
    for (const [suffix, endings] of inflections) {
      if (!suffix.test(term) || term.length < 6) continue;
      const stem = term.replace(suffix, '');
      const candidates = endings.map((ending) =>
        ending === 'double' ? (/([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : '') : stem + ending,
      );
      form = candidates.find((candidate) => candidate.length >= 3 && candidate !== term && known(candidate));
      // A plain form the query already holds adds nothing: the word may still have a derived form.
      if (form !== undefined && terms.includes(form)) form = undefined;
      break;
    }
    // A word still being typed is searched as a prefix, which finds the forms that begin with it ("sampl": sampled);
    // searched again as a word of its own, such a form ranked its page as an exact match and the one named "sample" as a typo.
    form ??= derivedForm(term, known, typing.has(term));
    if (form !== undefined && !terms.includes(form)) variants.set(form, term);
  }
  return variants;
}

/** contribute: contributing, contribution, contributed, contributor. */
const derivedEndings = ['ing', 'ion', 'ed', 'or', 'er'];

/**
 * "how to contribute" found nothing: the guide says "contributing", three edits away, and the index
 * holds no "contribute". A word the index does not hold is also searched as a form of it that the
 * index holds, so a plain verb finds its -ing or -ion. Only unknown words: a known one is what the reader meant.
 */
function derivedForm(term: string, known: (term: string) => boolean, typing: boolean): string | undefined {
  if (term.length < 5 || known(term)) return undefined;
  const stem = term.endsWith('e') ? term.slice(0, -1) : term;
  return derivedEndings
    .map((ending) => stem + ending)
    .find((candidate) => candidate !== term && !(typing && candidate.startsWith(term)) && known(candidate));
}

/** What ranking needs to know about the query, worked out once per search. */
interface QueryContext {
  /**
   * The reader's words side by side (phraseRuns): all of them first (` bundle size`), then every shorter run of
   * two or more, longest first; empty but for a query of two words or more that is not a long question.
   */
  readonly phraseRuns: readonly PhraseRun[];
  /** indexing/everydayWords.ts */
  readonly everyday: ReadonlySet<string>;
  /** The last word, which may still be being typed. */
  readonly prefixTerms: ReadonlySet<string>;
  /** Swapped-letter variants, to the reader's word. */
  readonly swapped: ReadonlyMap<string, string>;
  /** Plain forms of the reader's verb forms, to the reader's word (inflectionVariants). */
  readonly inflected: ReadonlyMap<string, string>;
  /** Words the vocabulary added, to the reader's word. */
  readonly vocabulary: ReadonlyMap<string, string>;
  readonly isQuestion: boolean;
  readonly geometry: GeometryQuestion | null;
  /** The question names coordinates or GeoJSON (namesMapData). */
  readonly mapData: boolean;
  /** The distance or direction a question gives ("5 km north of"): givenQuantities. */
  readonly given: ReadonlySet<Quantity>;
  readonly readerTerms: readonly string[];
  /** writtenWords */
  readonly written: readonly string[];
  /** joinedPairs of the written words */
  readonly writtenPairs: ReadonlyMap<string, readonly [string, string]>;
  readonly direction: Direction | null;
  /** "is one polygon inside another", "check if a point is on a line": a yes-or-no question. */
  readonly yesNo: boolean;
  /** A camelCase word's parts to the word ("lineString": line, string), which counts once as evidence. */
  readonly wholeWords: ReadonlyMap<string, string>;
  /** The pages the whole query names (exactNameOf). */
  readonly names: NameMatches;
  /** guideTopicOdds of the reader's words: how much they are words of readers whom a guide answered. */
  readonly guideOdds: number;
  /** The query is about using Turf (isAboutUsingTurf), worked out once rather than per record. */
  readonly aboutUsingTurf: boolean;
  /** The page titles that writtenNames of the query as the reader wrote it name, or misspell (titlesWritten). */
  readonly titlesWritten: ReadonlySet<string>;
}

/** Letters and digits only, lower case: how a name compares whole (`bbox clip`, `bboxClip`; `ST_Dump`, `st_dump`). */
export const asName = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The longest name a query can be, with letters to spare: other libraries' names run to 39 letters
 * (`GeometryFactory.createGeometryCollection`). A question is longer, and compares no names.
 */
const longestName = 40;
const asNameOfQuery = (query: string): string => {
  const name = asName(query);
  return name.length <= longestName ? name : '';
};

/** Each page title once, and the records that list other libraries' names, as names compare. */
interface NameTable {
  readonly titles: ReadonlyMap<string, string>;
  readonly aliases: ReadonlyArray<readonly [SearchRecord, readonly string[]]>;
}

const nameTables = new WeakMap<readonly SearchRecord[], NameTable>();

/** Worked out once per loaded index, so a keystroke compares a few hundred names, not every record. */
function nameTableOf(records: readonly SearchRecord[]): NameTable {
  let table = nameTables.get(records);
  if (!table) {
    const titles = new Map<string, string>();
    const aliases: Array<readonly [SearchRecord, readonly string[]]> = [];
    for (const record of records) {
      if (!titles.has(record.hierarchy.lvl1)) titles.set(record.hierarchy.lvl1, asName(record.hierarchy.lvl1));
      if (record.aliases)
        aliases.push([
          record,
          record.aliases.split(' | ').flatMap((alias) => [asName(alias), asName(alias.slice(alias.lastIndexOf('.') + 1))]),
        ]);
    }
    table = { titles, aliases };
    nameTables.set(records, table);
  }
  return table;
}

/** The page titles a query is whole or misspelt, and the records that list it as another library's name. */
export interface NameMatches {
  readonly exact: ReadonlySet<string>;
  readonly listed: ReadonlySet<SearchRecord>;
  readonly misspelt: ReadonlySet<string>;
}

/**
 * A name query's typos: each written word's own, as the hosted criteria allow them ("pie slice" none,
 * "nearest pont" two), and none when every word is one the index holds: "clip" is no misspelt flip,
 * nor "line" a misspelt Lines.
 */
function nameTyposOf(index: LoadedIndex, written: readonly string[], queryAsName: string): number {
  if (queryAsName === '' || written.length > 4 || written.every((word) => inIndex(index, normalizeTerm(asName(word))))) return 0;
  return written.reduce((sum, word) => sum + typosAllowed(asName(word)), 0);
}

/**
 * The start of a longer name, which the reader is still typing: `lineSliceA` is no misspelt lineSlice, and
 * `featureC` no featureOf.
 */
function isBegunName(titles: ReadonlyMap<string, string>, written: string): boolean {
  for (const name of titles.values()) if (name !== written && name.startsWith(written)) return true;
  return false;
}

export function nameMatchesOf(records: readonly SearchRecord[], queryAsName: string, typos: number): NameMatches {
  const exact = new Set<string>();
  const listed = new Set<SearchRecord>();
  const misspelt = new Set<string>();
  if (queryAsName.length > 0) {
    const { titles, aliases } = nameTableOf(records);
    const begun = typos > 0 && isBegunName(titles, queryAsName);
    for (const [title, name] of titles) {
      if (name === queryAsName) exact.add(title);
      else if (typos > 0 && !begun && withinEdits(queryAsName, name, typos)) misspelt.add(title);
    }
    for (const [record, names] of aliases) if (names.includes(queryAsName)) listed.add(record);
  }
  return { exact, listed, misspelt };
}

/**
 * 3 when the query is the page's name as a whole ("polygon" names polygon, which polygons would
 * otherwise share on the score); 2 when it is one of the other libraries' names the page lists, or
 * that name without its namespace (`Geometry.intersects`, `intersects`); 1 when it is the page's name
 * within the typos a word of its length may have ("nearest pont", "interploate"). Without this,
 * `ST_Project` went to toWgs84 and `ST_Dump` to explode, whose pages hold the same words more often,
 * and a misspelt name to a page that matched its other words.
 */
export function exactNameOf(record: SearchRecord, matches: NameMatches): number {
  if (matches.exact.size === 0 && matches.listed.size === 0 && matches.misspelt.size === 0) return 0;
  const title = record.hierarchy.lvl1;
  const level = matches.exact.has(title) ? 3 : matches.listed.has(record) ? 2 : matches.misspelt.has(title) ? 1 : 0;
  // A type is not what a name query wants first: "grid" wants the grid functions before the Grid type.
  return level > 0 && isTypeOrConstantPage(record) ? 0 : level;
}

/**
 * "check if", "whether", or a question that opens with "is"/"are"/"does" about its subject, not "is there a way";
 * or one that asks to catch a case ("detect", "prevent", "ensure", "validate", "warn" ...): "Prevent areas from
 * overlapping" wants booleanOverlap, not intersect (November's tuning half 132 -> 134 first, the collected questions
 * 2,017 -> 2,018; "disallow", "forbid" and "reject" then gave the readers' tuning half 217 -> 218). "check", "test" and
 * "tell" as cues gained 1 first and lost 2 of the first three there.
 */
export function asksYesOrNo(query: string): boolean {
  return (
    /\b(?:if|whether|detect|prevent|ensure|validate|validator|verify|warn|warning|avoid|disallow|forbid|reject)\b/i.test(query) ||
    /^\s*(?:is|are|does|do)\s+(?!there\b|it\b|any\b|this\b|turf\b|you\b|i\b)/i.test(query)
  );
}

/** A record's words for phraseOf: all of them, and those of its own heading, each as lower-case words between spaces. */
const phraseTexts = new WeakMap<SearchRecord, { whole: string; heading: string }>();
/** The API reference: its index, the function pages, types and constants. */
const isApiReference = (record: SearchRecord) => /^\/docs\/(?:[^/]+\/)?api(?:\/|$)/.test(record.url_without_anchor);
/** The API index repeats every function's summary, so it holds every phrase they hold ("great circle"). */
const isApiIndex = (record: SearchRecord) => /^\/docs\/(?:[^/]+\/)?api$/.test(record.url_without_anchor);
/** Letters or digits joined by `-`, `/`, `@`, `_` or `.`. */
const identifierLike = /[\p{L}\p{N}][-/@_.][\p{L}\p{N}]/u;
/** The heading of the record's own part of the page; a paragraph has none. */
const ownHeading = (record: SearchRecord): string | null => (record.type === 'content' ? null : (record.hierarchy[record.type] ?? null));
const asSpacedWords = (text: string): string => ` ${text.replace(/[^\p{L}\p{N}]+/gu, ' ')} `;

/**
 * Whether the record is a section of a guide whose own heading holds the term: the heading names the
 * section as a title names a page. Not an everyday word: "show" in "What an example shows" names no topic.
 * Nor in a task question, unless it is about using Turf (QueryContext's `aboutUsingTurf`): "self intersection"
 * opened the upgrade guide's "Self-intersections are ignored by default", before booleanValid and kinks. The tuning
 * halves, the collected and the guide questions (leave one out) and the names in use did not move.
 */
function headsGuideSection(record: SearchRecord, term: string, query: QueryContext): boolean {
  if (isFunctionPage(record) || record.type === 'content' || record.type === 'lvl1' || query.everyday.has(term)) return false;
  if (query.isQuestion && !query.aboutUsingTurf) return false;
  let terms = headingTerms.get(record);
  if (!terms) headingTerms.set(record, (terms = tokenize(ownHeading(record) ?? '')));
  return terms.some((heading) => heading === term || (query.prefixTerms.has(term) && heading.startsWith(term)));
}
const headingTerms = new WeakMap<SearchRecord, string[]>();

/** The phrase of a record whose title holds the reader's words in their order: more than any query's words. */
const wholePhrase = 1000;

/** Some of the reader's words side by side, as searched for in a record's text, and how many they are. */
interface PhraseRun {
  readonly text: string;
  readonly length: number;
}

/**
 * The runs phraseOf looks for, longest first. A run that ends at the query's last word matches the start
 * of a word, as that word may be a plural or still being typed ("bounding box" in "bounding boxes").
 */
function phraseRuns(words: readonly string[]): PhraseRun[] {
  const runs: PhraseRun[] = [];
  for (let length = words.length; length >= 2; length--)
    for (let start = 0; start + length <= words.length; start++) {
      const last = start + length === words.length;
      runs.push({ text: ` ${words.slice(start, start + length).join(' ')}${last ? '' : ' '}`, length });
    }
  return runs;
}

/**
 * How many of the reader's words a record holds side by side, in their order, as the hosted engine's
 * proximity criterion ranks: "bundle size" is a phrase of the getting-started guide, while area holds
 * "bundle" in its installation part and "size" stands for its name. All of them count anywhere in the
 * record; two or more in a row count in its heading only ("reduce bundle size" and the heading "Bundle
 * size", over featureReduce, whose name holds "reduce"): in a paragraph, a pair of common words in a row
 * ("geometry object") says little. A record's text is read once.
 */
function phraseOf(record: SearchRecord, query: QueryContext): number {
  const all = query.phraseRuns[0];
  if (all === undefined || isApiIndex(record)) return 0;
  let texts = phraseTexts.get(record);
  if (texts === undefined) {
    const heading = ownHeading(record);
    const whole = [heading, record.content, record.tasks]
      .filter(Boolean)
      .join(' | ')
      .toLowerCase()
      .split(/\s+/)
      // `@turf/boolean-point-in-polygon`, `packages/turf-along`: a package's or a file's name is no phrase of the page.
      .filter((word) => !identifierLike.test(word))
      .join(' ');
    texts = { whole: asSpacedWords(whole), heading: heading ? asSpacedWords(heading.toLowerCase()) : '' };
    phraseTexts.set(record, texts);
  }
  if (texts.whole.includes(all.text)) return all.length;
  return query.phraseRuns.find((run) => run !== all && texts.heading.includes(run.text))?.length ?? 0;
}

/** Each term of the query to the word the reader typed: `line` and `string` to `linestring`. */
export function wholeWordsOf(query: string): Map<string, string> {
  const whole = new Map<string, string>();
  let word = '';
  let end = -1;
  for (const span of wordSpans(query)) {
    const term = normalizeTerm(span.term);
    if (span.end > end) {
      word = term;
      end = span.end;
      whole.set(term, term);
    } else if (!whole.has(term)) whole.set(term, word);
  }
  return whole;
}

/** What a match in an index field counts as: a name as a title word, an API page's first sentence as its summary, a guide's tasks as its topics. */
function evidenceFieldOf(field: string, record: SearchRecord): EvidenceField {
  if (field === 'name') return 'title';
  if (field === 'content' && isSummary(record)) return 'summary';
  if (field === 'tasks' && !isFunctionPage(record)) return 'topics';
  return field as EvidenceField;
}

function rank(result: SearchResult, record: SearchRecord, query: QueryContext): RankedRecord {
  const { prefixTerms, swapped, vocabulary, isQuestion, geometry } = query;
  const documentTerms = Object.keys(result.match);
  const exactly = (queryTerm: string, documentTerm: string): boolean =>
    documentTerm === queryTerm || (prefixTerms.has(queryTerm) && documentTerm.startsWith(queryTerm));
  const loosely = (queryTerm: string, documentTerm: string): boolean =>
    exactly(queryTerm, documentTerm) || withinEdits(queryTerm, documentTerm, typosAllowed(queryTerm));

  let attribute = Number.POSITIVE_INFINITY;
  let vocabularyAttribute = Number.POSITIVE_INFINITY;
  const titleTerms: string[] = [];
  const asWord = (term: string) => {
    const word = vocabulary.get(term) ?? swapped.get(term) ?? term;
    return query.inflected.get(word) ?? word;
  };
  const evidence: PageEvidence = new Map();
  const weights = relevanceWeights;
  for (const [term, fields] of Object.entries(result.match)) {
    const queryTerm =
      result.queryTerms.find((candidate) => exactly(candidate, term)) ?? result.queryTerms.find((candidate) => loosely(candidate, term));
    for (const field of fields) {
      if (queryTerm !== undefined) {
        const weight =
          weights.fields[evidenceFieldOf(field, record)] *
          (vocabulary.has(queryTerm) ? weights.vocabulary : 1) *
          (exactly(queryTerm, term) && !swapped.has(queryTerm) ? 1 : weights.typo);
        const readerWord = asWord(queryTerm);
        addEvidence(evidence, query.wholeWords.get(readerWord) ?? readerWord, weight);
      }
      // A name the reader has only begun (`polygon` of `polygonToLine`) ranks as a title word, after the whole name.
      const rank =
        field === 'content' && isSummary(record)
          ? fieldRank.headings
          : field === 'name' && !result.queryTerms.includes(term)
            ? fieldRank.title
            : fieldRank[field as SearchField];
      // Where the reader's own words matched: "polygon" is the name of `polygon`, not of `multiPolygon`, which the vocabulary adds.
      if (vocabulary.has(term)) vocabularyAttribute = Math.min(vocabularyAttribute, rank);
      else attribute = Math.min(attribute, rank);
      // Other libraries' names for the function are names of the page too.
      if (rank <= fieldRank.aliases && !titleTerms.includes(term)) titleTerms.push(term);
      // A guide's section is found by its heading as a function page by its name ("TS types": "Use Turf with TypeScript").
      else if (field === 'headings' && headsGuideSection(record, term, query) && !titleTerms.includes(term)) titleTerms.push(term);
    }
  }
  if (attribute === Number.POSITIVE_INFINITY) attribute = vocabularyAttribute;
  const ownTerms = result.queryTerms.filter((term) => !vocabulary.has(term));
  const fit = geometryFit(record, geometry, query.mapData);
  const words = new Set(result.queryTerms.map(asWord));
  const titleOrder = inTitleOrder(record, ownTerms) ? 1 : 0;
  const titleWords = new Set(
    result.queryTerms
      // In a question, a verb the vocabulary reads in a name counts ("crop" in bboxClip), a geometry word does not ("line" in lineString).
      .filter((term) => {
        const readerWord = vocabulary.get(term);
        if (!isQuestion) return readerWord === undefined;
        return !containerWords.has(term) && (readerWord === undefined || !isGeometryWord(readerWord));
      })
      .filter((term) => titleTerms.some((candidate) => loosely(term, candidate)))
      .map(asWord),
  );
  // Only the reader's own words: a vocabulary word that matched loosely ("generalize", "generalise") is no typo of theirs.
  const typos = result.queryTerms.filter(
    (term) => swapped.has(term) || (!vocabulary.has(term) && !documentTerms.some((candidate) => exactly(term, candidate))),
  ).length;
  // From two words: at three, "polygon area" went to pointOnFeature (ST_PointOnSurface) and "point isolines" to along.
  const named = query.readerTerms.length >= 2 && namesPage(record, query, geometry === null || fit > 0);
  if (named && record.type === 'lvl1') creditNameWrittenApart(record, query, evidence);
  return {
    record,
    matchedTerms: documentTerms,
    matchedQueryTerms: result.queryTerms,
    words: words.size,
    everydayWords: [...words].filter((word) => query.everyday.has(word)).length,
    typos,
    titleWords: titleWords.size,
    titleOrder,
    typeOrConstant: isTypeOrConstantPage(record) ? 1 : 0,
    geometry: fit,
    direction: query.direction ? nameDirection(record, query.direction) : 0,
    namedInQuestion: named ? 1 : 0,
    nameWritten: writesName(record, query) ? 1 : 0,
    guideTopic: query.aboutUsingTurf && !isApiReference(record) ? 1 : 0,
    exactName: exactNameOf(record, query.names),
    // A name spelt out ("point in polygon") is the page's phrase, in every record of the page.
    phrase: words.size < 2 ? 0 : titleOrder ? wholePhrase : phraseOf(record, query),
    attribute,
    score: result.score,
    evidence,
    relevance: 0,
    readers: 0,
  };
}

type Criterion = (a: RankedRecord, b: RankedRecord) => number;

/** In order; each breaks the ties of those before it. Named so the evaluation can measure each one. */
export const rankingCriteria: ReadonlyArray<readonly [string, Criterion]> = [
  ['page rank', (a, b) => b.record.pageRank - a.record.pageRank],
  ['exact name', (a, b) => b.exactName - a.exactName],
  ['name written', (a, b) => b.nameWritten - a.nameWritten],
  ['relevance', (a, b) => b.relevance - a.relevance],
  ['words', (a, b) => b.words - a.words],
  ['direction', (a, b) => b.direction - a.direction],
  ['named in question', (a, b) => b.namedInQuestion - a.namedInQuestion],
  ['guide topic', (a, b) => b.guideTopic - a.guideTopic],
  ['typos', (a, b) => a.typos - b.typos],
  ['phrase', (a, b) => b.phrase - a.phrase],
  ['title words', (a, b) => b.titleWords - a.titleWords],
  ['title order', (a, b) => b.titleOrder - a.titleOrder],
  ['geometry', (a, b) => b.geometry - a.geometry],
  ['function before type', (a, b) => a.typeOrConstant - b.typeOrConstant],
  ['attribute', (a, b) => a.attribute - b.attribute],
  ['level', (a, b) => levelRank[a.record.type] - levelRank[b.record.type]],
  // Of two records that match as many words, the one whose words are Turf's subject: "MCP home range of an animal" opened
  // isobands ("range") before convex ("mcp") on MiniSearch's score, which a record's length swings either way.
  ['everyday words', (a, b) => a.everydayWords - b.everydayWords],
  ['readers words', (a, b) => b.readers - a.readers],
  ['score', (a, b) => b.score - a.score],
  ['position', (a, b) => a.record.position - b.record.position],
];

/** For the search evaluation only: criteria left out, to measure what each one adds. */
export const disabledCriteria = new Set<string>();

/** The name of the first criterion that orders a before or after b. */
export function decidingCriterion(a: RankedRecord, b: RankedRecord, passing: ReadonlySet<string> = new Set()): string | null {
  for (const [name, criterion] of rankingCriteria) {
    if (disabledCriteria.has(name) || passing.has(name)) continue;
    if (criterion(a, b) !== 0) return name;
  }
  return null;
}

/** Whether a criterion puts a before b. */
export function puts(a: RankedRecord, b: RankedRecord, name: string): boolean {
  return (rankingCriteria.find(([criterion]) => criterion === name)?.[1](a, b) ?? 0) < 0;
}

export function compareRanked(a: RankedRecord, b: RankedRecord): number {
  for (const [name, criterion] of rankingCriteria) {
    if (disabledCriteria.size > 0 && disabledCriteria.has(name)) continue;
    const order = criterion(a, b);
    if (order !== 0) return order;
  }
  return 0;
}

export function searchIndex(index: LoadedIndex, asWritten: string, accept: (record: SearchRecord) => boolean): RankedRecord[] {
  const query = searchedQuery(index, asWritten);
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const meaningful = meaningfulQuery(query);
  const prefixTerms = lastWordTerms(meaningful);
  const inflected = inflectionVariants(terms, (term) => inIndex(index, term), prefixTerms);
  const vocabulary = vocabularyTerms([...terms, ...inflected.keys()]);
  const swapped = swappedVariants(index, terms);
  const results = index.search.search(
    { combineWith: 'OR', queries: [meaningful, ...inflected.keys(), ...vocabulary.keys(), ...swapped.keys()] },
    {
      combineWith: 'OR',
      prefix: (term) => prefixTerms.has(term),
      // The vocabulary's words are spelled right; matching them loosely only adds noise.
      fuzzy: (term) => (vocabulary.has(term) ? 0 : typosAllowed(term)),
      maxFuzzy: 2,
      filter: (result) => accept(index.records[result.id as number]),
    },
  );
  const isQuestion = isTaskQuestion(terms, inflected.keys());
  const written = writtenWords(query);
  const queryAsName = asNameOfQuery(query);
  const scored = isQuestion && wordsWritten(query) >= relevanceWeights.minimumWords;
  const phrase = written.filter((word) => !searchFillerWords.has(word));
  const guideOdds = disabledCriteria.has('guide topic') ? 0 : guideTopicOdds(terms, readerWordsTableOf(index.records, index.everyday));
  const context: QueryContext = {
    // A question scored by its relevance to whole pages (scorePages) is not ranked by where its words stand.
    phraseRuns: phrase.length >= 2 && !scored ? phraseRuns(phrase) : [],
    everyday: index.everyday,
    prefixTerms,
    inflected,
    swapped,
    vocabulary,
    isQuestion,
    geometry: isQuestion ? geometryQuestion(query, !disabledCriteria.has('two of a kind')) : null,
    mapData: isQuestion && !disabledCriteria.has('map data') && namesMapData(query),
    given: isQuestion ? givenQuantities(query) : new Set(),
    readerTerms: terms,
    written,
    writtenPairs: joinedPairs(written),
    direction: directionOf(query),
    wholeWords: wholeWordsOf(meaningful),
    yesNo: asksYesOrNo(query),
    names: nameMatchesOf(index.records, queryAsName, nameTyposOf(index, written, queryAsName)),
    guideOdds,
    aboutUsingTurf: isAboutUsingTurf(written, guideOdds),
    titlesWritten: titlesWritten(index.records, writtenNames(asWritten)),
  };
  const ranked = results.map((result) => rank(result, index.records[result.id as number], context));
  if (scored) scorePages(ranked, index, context);
  else if (wordsWritten(query) >= 2) weighReadersWords(ranked, index, context);
  ranked.sort(compareRanked);
  // Sorted again only when a close call changed the first two.
  if (scored && !disabledCriteria.has('close call') && settleCloseCall(ranked, index, context)) ranked.sort(compareRanked);
  return distinctByUrl(ranked);
}

/** Words as the reader wrote them apart: `ST_DumpPoints` is one, though it searches as three. */
const wordsWritten = (query: string): number => query.split(/\s+/).filter(Boolean).length;

/** Each record of a page gets the page's relevance to the question (pageRelevance.ts). */
function scorePages(ranked: readonly RankedRecord[], index: LoadedIndex, context: QueryContext): void {
  const pages = pageCountOf(index.records);
  const byPage = new Map<string, { evidence: PageEvidence; records: RankedRecord[] }>();
  for (const entry of ranked) {
    const url = entry.record.url_without_anchor;
    let page = byPage.get(url);
    if (!page) byPage.set(url, (page = { evidence: new Map(), records: [] }));
    page.records.push(entry);
    for (const [word, weight] of entry.evidence) addEvidence(page.evidence, word, weight);
  }
  const pagesWith = new Map<string, number>();
  for (const { evidence } of byPage.values()) for (const word of evidence.keys()) pagesWith.set(word, (pagesWith.get(word) ?? 0) + 1);
  const weights = relevanceWeights;
  // A rule switched off for the evaluation is off here too.
  const on = (criterion: string) => (disabledCriteria.has(criterion) ? 0 : 1);
  const readers = readerWordsTableOf(index.records, index.everyday);
  // Everyday words (index.everyday) only settle a close call: in the relevance, they lost names' tuning half.
  const questionWords = readersQuestionWords(context, index.everyday);
  for (const { evidence, records } of byPage.values()) {
    const [first] = records;
    // Words found together in one heading, paragraph or list of uses say more than the same words spread over a page.
    const together = Math.max(...records.map((entry) => evidenceScore(entry.evidence, pagesWith, pages, index.everyday)));
    const relevance =
      evidenceScore(evidence, pagesWith, pages, index.everyday) +
      weights.together * together +
      on('geometry') * weights.geometry * first!.geometry +
      on('direction') * weights.direction * first!.direction +
      on('quantity') * weights.quantity * quantityFit(first!.record, context.given) +
      on('named in question') * weights.namedInQuestion * first!.namedInQuestion +
      (context.yesNo && first!.record.returns === 'boolean' ? on('yes or no') * weights.yesNo : 0) +
      (readers.guides.has(first!.record.url_without_anchor) ? weights.guideTopic * Math.max(0, context.guideOdds) : 0) +
      on('reader words') *
        (isFunctionPage(first!.record) ? weights.readers : weights.guideReaders) *
        readerWordsScore(questionWords, first!.record.url_without_anchor, readers);
    for (const entry of records) entry.relevance = relevance;
  }
}

/**
 * A query not scored as a question ("spatial autocorrelation", "closest point line") is ranked by where its words stand,
 * and two pages that hold them alike fell to MiniSearch's score, which a record's length swings either way:
 * distanceWeight, whose list of uses names spatial autocorrelation once, opened before moranIndex. Just before that score,
 * the page whose earlier readers used the query's words (readerWordsScore) goes first. On the short task queries 123 ->
 * 125 of 148 first, the collected questions (leave one out) 2,594 / 3,147 -> 2,598 / 3,149, the guide questions 114 -> 115;
 * the tuning halves and the names in use did not move. Higher up, before the title words or typos, short queries lost.
 * From two words: one word is a name typed letter by letter, and the readers' favourite page put first cost 7 of those.
 */
function weighReadersWords(ranked: readonly RankedRecord[], index: LoadedIndex, context: QueryContext): void {
  const readers = readerWordsTableOf(index.records, index.everyday);
  const words = readersQuestionWords(context, index.everyday);
  const byPage = new Map<string, number>();
  for (const entry of ranked) {
    const url = entry.record.url_without_anchor;
    let score = byPage.get(url);
    if (score === undefined) byPage.set(url, (score = readerWordsScore(words, url, readers)));
    entry.readers = score;
  }
}

/** The reader's words and their inflections, as readers' words are counted: everyday words are left out. */
const readersQuestionWords = (context: QueryContext, everyday: ReadonlySet<string>): Set<string> =>
  new Set([...context.readerTerms, ...context.inflected.keys()].filter((word) => !everyday.has(word)));

/**
 * Two functions close in relevance are often siblings (lineOffset and booleanParallel, pointsWithinPolygon
 * and pointToPolygonDistance), put close by the page words they share. Earlier readers' words for each
 * tell them apart: when those favour one of the next pages enough (closeCallRivals of them, each close
 * to the first), the one they favour most takes first place and the others keep their order. The lead
 * stays narrow, so no best-answer card follows from it. Mutates the relevance of the sorted records;
 * true when the order changed.
 */
function settleCloseCall(sorted: readonly RankedRecord[], index: LoadedIndex, context: QueryContext): boolean {
  const [first] = sorted;
  if (!first) return false;
  const leader = first.record.url_without_anchor;
  const rivals: string[] = [];
  for (const entry of sorted) {
    const url = entry.record.url_without_anchor;
    if (rivals.length === relevanceWeights.closeCallRivals || entry.relevance < relevanceWeights.closeCall * first.relevance) break;
    if (url !== leader && !rivals.includes(url) && !ruledOutBefore(entry, first, context)) rivals.push(url);
  }
  // The reader's own words only: with their inflections too, "bounding" would count again as "bound".
  const table = readerWordsTableOf(index.records, index.everyday);
  const readersOf = (url: string) => readerWordsScore(context.readerTerms, url, table, closeCallShare);
  let [challenger, best] = [null as string | null, readersOf(leader) + relevanceWeights.closeCallLead];
  for (const url of rivals) {
    const readers = readersOf(url);
    if (readers >= best) [challenger, best] = [url, readers];
  }
  if (challenger === null) return false;
  // Just above the leader, which stays before the pages it was before: even relevance (a tie that other criteria broke) would not do.
  const above = first.relevance + Math.max(Math.abs(first.relevance) * 1e-9, Number.EPSILON);
  for (const entry of sorted) if (entry.record.url_without_anchor === challenger) entry.relevance = above;
  return true;
}

/**
 * Readers' words do not put first a page that fits the question's geometry worse, where the reader counts two of a
 * kind (geometryFit.ts): booleanPointInPolygon's many readers asked whether a point was "inside" a polygon, and took
 * "check if a polygon is inside another polygon" from booleanWithin. For every other question, the same guard lost
 * (readers' tuning half 215 -> 212, the collected questions 2,015 -> 2,003): a question's geometry words are often
 * what it has, not what the function takes.
 */
function takesFewerOfAPair(rival: RankedRecord, leader: RankedRecord, context: QueryContext): boolean {
  return (context.geometry?.pairs.size ?? 0) > 0 && rival.geometry < leader.geometry;
}

/**
 * Nor a conversion named the wrong way round, where the question converts to a coordinate system: toMercator's
 * readers asked about "wgs84" as often as toWgs84's. For every "to", the same guard lost a question whose "to" was
 * no conversion ("degree threshold to snap to stops").
 */
function convertsTheWrongWay(rival: RankedRecord, leader: RankedRecord, context: QueryContext): boolean {
  const to = context.direction?.to;
  if (to === undefined || disabledCriteria.has('conversion guard')) return false;
  return coordinateSystems.some((system) => to.has(system)) && rival.direction < leader.direction;
}
const coordinateSystems = Object.keys(coordinateSystemNames);

/**
 * Nor, where the question gives coordinates (geometryFit.ts's `mapData`), a page whose geometry fit is below nothing
 * before a leader that fits at least as well as nothing: what the `mapData` step marks down is a function that takes
 * only numbers. The readers of bearingToAzimuth asked about "azimuth" and "bearing" as often as bearing's did, and took
 * "calculate azimuth between 2 lat and long" from it. November 2026's tuning half 135 -> 136 first, the collected
 * questions (leave one out) 2,019 -> 2,020; the same guard without coordinates in the question lost (collected 2,017).
 */
function takesNoMapData(rival: RankedRecord, leader: RankedRecord, context: QueryContext): boolean {
  if (!context.mapData || disabledCriteria.has('map data guard')) return false;
  return rival.geometry < 0 && leader.geometry >= 0;
}

/** Pages that readers' words do not put before the leader, however many of them asked for it. */
const ruledOutBefore = (rival: RankedRecord, leader: RankedRecord, context: QueryContext): boolean =>
  takesFewerOfAPair(rival, leader, context) || convertsTheWrongWay(rival, leader, context) || takesNoMapData(rival, leader, context);

/** As DocSearch's `distinct` on `url`. */
export function distinctByUrl(ranked: readonly RankedRecord[]): RankedRecord[] {
  const seen = new Set<string>();
  return ranked.filter(({ record }) => {
    if (seen.has(record.url)) return false;
    seen.add(record.url);
    return true;
  });
}
