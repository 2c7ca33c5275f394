/**
 * How well a function's GeoJSON fits the geometry a question names: "polygon inside polygon" prefers a
 * function whose parameters take polygons over one that also needs a point; "line to polygon" one
 * that takes a line and returns a polygon. The kinds come from the API model (geojsonKinds.ts),
 * through each page's `docsearch:takes` and `docsearch:returns`.
 */
import type { SearchRecord } from './records';
import { normalizeTerm, tokenize } from './terms';

/**
 * GIS tools' words for any multi-part or any single-part geometry (QGIS's "Multipart to singleparts"):
 * a function fits them if it takes or returns one of the kinds.
 */
const kindsOfPart: ReadonlyMap<string, readonly string[]> = new Map([
  ['multipart', ['MultiPoint', 'MultiLineString', 'MultiPolygon']],
  ['singlepart', ['Point', 'LineString', 'Polygon']],
]);
const holds = (kinds: ReadonlySet<string>, kind: string) => (kindsOfPart.get(kind) ?? [kind]).some((each) => kinds.has(each));

const kindOfWord = new Map<string, string>(
  (
    [
      // Not "coordinates": a polygon is given by its coordinates too ("area of a polygon from GPS coordinates").
      ['Point', ['point', 'position', 'location', 'marker', 'vertex', 'vertices']],
      ['MultiPoint', ['multipoint']],
      ['LineString', ['line', 'linestring', 'polyline', 'route', 'path', 'track', 'road']],
      ['MultiLineString', ['multilinestring', 'multiline']],
      ['Polygon', ['polygon', 'region', 'zone']],
      ['MultiPolygon', ['multipolygon']],
      ['BBox', ['bbox', 'extent', 'bound']],
      ['multipart', ['multipart']],
      ['singlepart', ['singlepart']],
    ] as const
  ).flatMap(([kind, words]) => words.map((word) => [normalizeTerm(word), kind] as const)),
);

/**
 * Places a map shows as a pin, read as points where a question's geometry is read (geometryQuestion): "the nearest
 * city" is no nearestPointOnLine, which needs a line (November's tuning half 134 -> 135 first, the collected questions,
 * leave one out, 2,018 -> 2,019 and 2,440 -> 2,439 in the first three). They stay everyday words (isGeometryWord is not true of them):
 * as subject words, the collected questions (leave one out) lost 4 first. Not "building" nor "site", often drawn as
 * areas, nor "tree" ("tree shaking").
 */
const placeWords = new Set(
  [
    'city',
    'town',
    'store',
    'shop',
    'station',
    'address',
    'poi',
    'place',
    'stop',
    'house',
    'hospital',
    'school',
    'restaurant',
    'landmark',
    'pin',
    'waypoint',
    'sensor',
  ].map(normalizeTerm),
);

/** The kind of geometry a word of a question names. */
const kindOf = (term: string): string | undefined => kindOfWord.get(term) ?? (placeWords.has(term) ? 'Point' : undefined);

/** "polygon", "route": words that name a kind of geometry, and Turf's functions that make one (`point`, `polygon`). */
export const isGeometryWord = (term: string): boolean =>
  kindOfWord.has(normalizeTerm(term)) || /^(?:multi)?(?:point|linestring|polygon|feature|geometry)(?:collection)?s?$/.test(term);

const directionWords = new Set(['to', 'into']);

export interface GeometryQuestion {
  /** Kinds named before "to"/"into", or all of them. */
  readonly given: ReadonlySet<string>;
  /** Kinds named after "to"/"into": what the reader wants back. */
  readonly wanted: ReadonlySet<string>;
  /** Given kinds the reader counts two of: "a polygon inside another polygon", "two lines", "a pair of points". */
  readonly pairs: ReadonlySet<string>;
}

/** Words before a geometry that make it two or more of that kind. */
const pairWords = new Set(['two', 'both', 'another', 'pair', 'other']);

/**
 * Words between "to" and the geometry it names: "into a single polygon", "to separate lines", "to GeoJSON polygon" (for
 * "conversion from extent to geojson polygon", bbox was as fit as bboxPolygon; November 2026's tuning half 139 -> 140
 * first, the collected questions (leave one out) unchanged).
 */
const beforeTheGeometry = new Set([
  'a',
  'an',
  'the',
  'one',
  'single',
  'multiple',
  'separate',
  'many',
  'several',
  'its',
  'their',
  'new',
  'geojson',
]);

/** "line to polygon", "into separate lines": a "to" that leads to a geometry, not "try to check" or "how to". */
function leadsToGeometry(terms: readonly string[], at: number): boolean {
  let next = at + 1;
  while (next < terms.length && beforeTheGeometry.has(terms[next]!)) next += 1;
  return next < terms.length && kindOf(terms[next]!) !== undefined;
}

/** `countPairs` false: no kind is read as two (the evaluation's 'two of a kind' switched off). */
export function geometryQuestion(query: string, countPairs = true): GeometryQuestion | null {
  const given = new Set<string>();
  const wanted = new Set<string>();
  const pairs = new Set<string>();
  let afterDirection = false;
  const terms = tokenize(query);
  for (const [at, term] of terms.entries()) {
    if (directionWords.has(term) && given.size > 0 && leadsToGeometry(terms, at)) afterDirection = true;
    const kind = kindOf(term);
    if (!kind) continue;
    const before = terms[at - 1] === 'of' ? terms[at - 2] : terms[at - 1];
    if (countPairs && !afterDirection && pairWords.has(before ?? '')) pairs.add(kind);
    (afterDirection ? wanted : given).add(kind);
  }
  return given.size + wanted.size > 0 ? { given, wanted, pairs } : null;
}

const allGeometries = 7;

/** What readers call latitude and longitude, written as the index writes terms. */
export const latitudeLongitudeWords: readonly string[] = [
  'lat',
  'lng',
  'lon',
  'latitude',
  'longitude',
  'latlng',
  'latlon',
  'lnglat',
  'lonlat',
];

/**
 * Words for places on the map as numbers: a question that gives them has GeoJSON or coordinates to pass, not a bare
 * number ("a location with latitude and longitude ... a new location at a distance of x meters" wants destination, not
 * lengthToDegrees). Not "long" ("how long is the route").
 * In the geometry fit ('map data' in ranking.ts), a function that takes no geometry loses one step of the geometry fit for such
 * a question: on the tuning halves, names 116 / 121 and readers 214 / 247 did not move, the readers' questions of
 * November 2026 went 122 -> 123 of 239 first; the collected questions (leave one out) 1,993 / 2,439 -> 1,996 / 2,438,
 * the guide questions 113 / 173 unchanged.
 */
const mapDataWords = new Set([...latitudeLongitudeWords, 'coordinate', 'coord', 'gps', 'geojson'].map(normalizeTerm));

export const namesMapData = (query: string): boolean => tokenize(query).some((term) => mapDataWords.has(term));

/**
 * Positive when the page's function takes (and returns) what the question names, negative when it needs something else.
 * `mapData`: the question gives coordinates (namesMapData), which a unit conversion, every parameter a number, does not take.
 */
export function geometryFit(record: SearchRecord, question: GeometryQuestion | null, mapData = false): number {
  if ((!question && !mapData) || record.takes === null) return 0;
  const parameters = record.takes
    .split(';')
    .map((group) => new Set(group.split(' ').filter((kind) => kind !== 'number' && kind !== 'boolean' && kind !== '')))
    .filter((kinds) => kinds.size > 0);
  let fit = mapData && parameters.length === 0 ? -1 : 0;
  if (!question) return fit;
  const returns = new Set((record.returns ?? '').split(' '));
  // Without "to", a named kind may be what the reader has or what they want: "grid of points".
  const described = question.wanted.size === 0 ? (kind: string) => holds(returns, kind) : () => false;
  for (const kind of question.given) fit += parameters.some((kinds) => holds(kinds, kind)) || described(kind) ? 1 : -1;
  // A geometry parameter the question does not name, such as the point of booleanPointInPolygon.
  for (const kinds of parameters) {
    if (kinds.has('BBox') || kinds.size >= allGeometries) continue;
    if (![...question.given].some((kind) => holds(kinds, kind))) fit -= 1;
  }
  // Two of a kind against two geometry parameters of which one takes that kind: booleanPointInPolygon for "a polygon
  // inside another polygon". A function with one geometry parameter may take a collection of them, and is not judged.
  // With the close call's guard (ranking.ts), the readers' tuning half 215 -> 217 of 272 first; names and November 2026
  // did not move, the collected questions (leave one out) 2,015 -> 2,014 ("a line between two points" is no two
  // parameters), the guide questions 118. Two steps did no better; a word repeated read as two ("my polygon ... outside
  // the polygon" is one) lost more tuning questions than it gained.
  if (parameters.length >= 2) for (const kind of question.pairs) if (parameters.filter((kinds) => holds(kinds, kind)).length < 2) fit -= 1;
  for (const kind of question.wanted) fit += holds(returns, kind) ? 1 : -1;
  return fit;
}
