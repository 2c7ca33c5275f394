/**
 * What a question already knows. "A point 5 km north of another point" gives a distance and a
 * direction and wants a point: destination, whose parameters take both, and not distance, which
 * works out what the reader has. The parameters come from each function's signature
 * (`destination(origin, distance, bearing, options?)`).
 */
import type { SearchRecord } from './records';

export type Quantity = 'length' | 'angle';

/** Parameter names that take a quantity, as Turf's signatures spell them. */
const parameterQuantity = new Map<string, Quantity>([
  ...['distance', 'radius', 'maxDistance', 'cellSide', 'cellWidth', 'cellHeight', 'segmentLength', 'startDist', 'stopDist', 'length'].map(
    (name) => [name, 'length'] as const,
  ),
  ...['bearing', 'angle', 'direction', 'bearing1', 'bearing2'].map((name) => [name, 'angle'] as const),
]);

/** A function named for the quantity it works out: `rhumbDistance`, `length`, `bearing`. */
const nameQuantity: ReadonlyArray<readonly [RegExp, Quantity]> = [
  [/(?:^d|D)istance$|^length$/, 'length'],
  [/(?:^b|B)earing$|^angle$/, 'angle'],
];

const lengthUnit = String.raw`(?:m|meters?|metres?|km|kms|kilometers?|kilometres?|miles?|mi|feet|foot|ft|yards?|yd|nmi|nautical miles?)`;
const givenWord = String.raw`(?:given|known|knowing|certain|specific|specified|fixed|set|predefined|provided|defined|desired|custom)`;
const byWord = String.raw`(?:by|using|based on)`;
const lengthWord = String.raw`(?:distance|length|radius|offset)`;
const angleWord = String.raw`(?:bearing|angle|direction|heading|azimuth)`;

const article = String.raw`(?:an?\s+|the\s+|some\s+)?`;
/** "given a distance", "using distance and direction": a quantity, or two, after a word that says the reader has it. */
const givenPhrase = (word: string, other: string) =>
  new RegExp(String.raw`\b(?:${givenWord}|${byWord})\s+${article}(?:${givenWord}\s+)?(?:${other}\s+and\s+${article})?${word}\b`, 'i');

const givenLength = [
  // "5 km", "n meters", "x miles"
  new RegExp(String.raw`(?:^|[^\p{L}\p{N}.])(?:\d+(?:[.,]\d+)?|n|x)\s*${lengthUnit}(?![\p{L}\p{N}])`, 'iu'),
  givenPhrase(lengthWord, angleWord),
];
const givenAngle = [
  /(?:^|[^\p{L}\p{N}.])\d+(?:[.,]\d+)?\s*(?:°|degrees?|deg)(?![\p{L}\p{N}])/iu,
  /\b(?:north|south|east|west|northeast|northwest|southeast|southwest)\b/i,
  givenPhrase(angleWord, lengthWord),
];

/** The quantities a question gives rather than asks for. */
export function givenQuantities(query: string): ReadonlySet<Quantity> {
  const given = new Set<Quantity>();
  if (givenLength.some((pattern) => pattern.test(query))) given.add('length');
  if (givenAngle.some((pattern) => pattern.test(query))) given.add('angle');
  return given;
}

/** `destination(origin, distance, bearing, options?)`: length, angle. */
function quantitiesTaken(signature: string): Set<Quantity> {
  const parameters = /\(([^)]*)\)/.exec(signature)?.[1] ?? '';
  return new Set(
    parameters
      .split(',')
      .map((parameter) => parameterQuantity.get(parameter.trim().replace(/\?$/, '')))
      .filter((quantity): quantity is Quantity => quantity !== undefined),
  );
}

/**
 * Per given quantity: +1 when the function takes it, -1 when it is named for working it out instead.
 * Worked out once per page of a question's results, not per record.
 */
export function quantityFit(record: SearchRecord, given: ReadonlySet<Quantity>): number {
  if (given.size === 0 || record.signature === null) return 0;
  const taken = quantitiesTaken(record.signature);
  let fit = 0;
  for (const quantity of given) {
    if (taken.has(quantity)) fit += 1;
    else if (nameQuantity.some(([name, named]) => named === quantity && name.test(record.hierarchy.lvl1))) fit -= 1;
  }
  return fit;
}
