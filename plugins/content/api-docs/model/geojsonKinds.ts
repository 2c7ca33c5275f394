/**
 * What a function takes and returns, in the words a reader filters the API index by: the seven
 * GeoJSON geometry types, a bounding box, a number or a boolean. Derived from the typed model's
 * parameter and return types, read as Turf's JSDoc means them rather than literally:
 *
 * - A geometry name is that geometry; `Coord` (point feature, point geometry or position) is a Point.
 * - A name that admits any GeoJSON (`GeoJSON`, `AllGeoJSON`, `Geometry`, `GeometryObject`, a bare
 *   `Feature` or `FeatureCollection`, `Feature<any>`) is all seven geometries, so "takes Polygon"
 *   lists `centroid(geojson: GeoJSON)`; `Feature<X>`, `FeatureCollection<X>`, `Geometry<X>`,
 *   `Array<X>` are X, and a union is the union of its members.
 * - In a union that also names a parameterised container, a bare `Feature`, `FeatureCollection` or
 *   `Geometry` is shorthand for "the same geometries in another wrapper": lineToPolygon's
 *   `FeatureCollection|Feature<LineString|MultiLineString>` takes lines, not every geometry.
 * - Raw coordinates are not geometries: `Position`, `coordinates` parameters and arrays of number
 *   arrays contribute nothing, so the `lineString(coordinates)` helper does not "take Point". A
 *   flat `Array<number>` is a BBox as a `bbox` parameter (how 6.5.0 to 7.1.0 write it), a position
 *   next to a Point or when returned, and numbers otherwise (mean's values).
 * - Names of the version's typedefs (`Lines`, `AllGeoJSON`) are expanded; anything else
 *   (strings, callbacks, options bags, result objects, `void`) contributes nothing.
 */
import type { ApiFunction, ApiParam, ApiTypedef, TypeExpr } from './types';

export const geojsonKinds = [
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
  'GeometryCollection',
  'BBox',
  'number',
  'boolean',
] as const;

export type GeoJsonKind = (typeof geojsonKinds)[number];

type Kinds = Set<GeoJsonKind>;

export const geometries: readonly GeoJsonKind[] = geojsonKinds.slice(0, 7);

// Case-insensitive because the JSDoc has typos a reader would not notice, e.g. explode's
// `FeatureCollection<point>` and polygonToLine's `MultiLinestring`.
const geometryByLowerName = new Map(geometries.map((kind) => [kind.toLowerCase(), kind]));

/** Names (lower case) that admit any geometry; with a type argument they are a wrapper of it. */
const anyGeometryNames = new Set([
  'geojson',
  'allgeojson',
  'geojsonobject',
  'geometry',
  'geometryobject',
  'geometries',
  'feature',
  'featurecollection',
]);

/** Wrappers whose bare form a union can narrow, and the wrappers that can carry the geometry for them (see `unionKinds`). */
const narrowableWrappers = new Set(['feature', 'featurecollection', 'geometry']);
const geometryWrappers = new Set([...narrowableWrappers, 'geometrycollection']);

interface Scope {
  readonly typedefs: ReadonlyMap<string, ApiTypedef>;
  /** Typedefs being expanded, so that one defined through itself ends instead of recursing forever. */
  readonly expanding: ReadonlySet<string>;
  /**
   * What a flat `Array<number>` stands for here. The JSDoc cannot tell a list of values (mean's
   * `y`), a bbox (6.5.0 to 7.1.0 write pointGrid's `bbox` so) and a position apart, so the caller
   * decides from the parameter; null where it is a position, which is not a kind.
   */
  readonly numberArray: GeoJsonKind | null;
}

/** The kinds a function's top-level parameters accept. */
export function inputKinds(fn: ApiFunction, typedefs: readonly ApiTypedef[]): GeoJsonKind[] {
  const kinds: Kinds = new Set();
  for (const param of fn.params) {
    for (const kind of paramKinds(param, typedefs)) kinds.add(kind);
  }
  return ordered(kinds);
}

/** The kinds a function returns. */
export function outputKinds(fn: ApiFunction, typedefs: readonly ApiTypedef[]): GeoJsonKind[] {
  // Every flat number array Turf returns is a position (getCoord, randomPosition before 7.2.0).
  const scope = newScope(typedefs, null);
  const kinds: Kinds = new Set();
  for (const returned of fn.returns) {
    for (const kind of kindsOf(returned.type, scope)) kinds.add(kind);
  }
  return ordered(kinds);
}

function paramKinds(param: ApiParam, typedefs: readonly ApiTypedef[]): Kinds {
  // Options bags hold settings (units, steps, a mask), not the data the function works on; the
  // model nests their fields under the bag, but guard against a flattened `options.x` too.
  if (param.name.includes('.') || isObjectName(param.type)) return new Set();
  const name = param.name.toLowerCase();
  const numberArray = name === 'bbox' ? 'BBox' : name === 'coordinates' ? null : 'number';
  return kindsOf(param.type, newScope(typedefs, numberArray));
}

function newScope(typedefs: readonly ApiTypedef[], numberArray: GeoJsonKind | null): Scope {
  return { typedefs: new Map(typedefs.map((typedef) => [typedef.name, typedef])), expanding: new Set(), numberArray };
}

function kindsOf(type: TypeExpr | null, scope: Scope): Kinds {
  if (!type) return new Set();
  switch (type.kind) {
    case 'name':
      return nameKinds(type.name, scope);
    case 'apply':
      return applyKinds(type.base, type.args, scope);
    case 'union':
      return unionKinds(type.members, scope);
    case 'tuple':
      return merged(type.elements.map((element) => kindsOf(element, scope)));
    case 'rest':
      return kindsOf(type.element, scope);
    case 'literal':
      return typeof type.value === 'number' ? new Set(['number']) : typeof type.value === 'boolean' ? new Set(['boolean']) : new Set();
    // `any` says nothing about geometry outside a wrapper (isNumber's `num`, a reducer's initial
    // value); records and callbacks are not data a reader filters by.
    default:
      return new Set();
  }
}

function nameKinds(name: string, scope: Scope): Kinds {
  const lower = name.toLowerCase();
  const geometry = geometryByLowerName.get(lower);
  if (geometry) return new Set([geometry]);
  // The GeoJSON vocabulary means the same in every version, so it wins over a typedef of the same
  // name; where a version restates one (AllGeoJSON in 7.2.0) the definition agrees anyway.
  if (anyGeometryNames.has(lower)) return new Set(geometries);
  switch (name) {
    case 'Coord':
      return new Set(['Point']);
    case 'BBox':
      return new Set(['BBox']);
    case 'number':
    case 'Number':
      return new Set(['number']);
    case 'boolean':
    case 'Boolean':
      return new Set(['boolean']);
  }
  const typedef = scope.typedefs.get(name);
  if (!typedef || scope.expanding.has(name)) return new Set();
  return kindsOf(typedef.type, { ...scope, expanding: new Set([...scope.expanding, name]) });
}

function applyKinds(base: TypeExpr, args: readonly TypeExpr[], scope: Scope): Kinds {
  if (base.kind !== 'name') return new Set();
  const lower = base.name.toLowerCase();
  // Only the first argument is the geometry: `Feature<Point, GeoJsonProperties>`.
  if (anyGeometryNames.has(lower)) return payloadKinds(args[0], scope);
  // A collection of points is both a GeometryCollection and points.
  if (lower === 'geometrycollection')
    return merged([new Set(['GeometryCollection']), args.length > 0 ? payloadKinds(args[0], scope) : new Set()]);
  if (lower === 'array') return arrayKinds(args[0], scope);
  // Other generics (`Exclude<Units, ...>`) are about strings and objects.
  return new Set();
}

function payloadKinds(arg: TypeExpr | undefined, scope: Scope): Kinds {
  // The JSDoc writes "any" both as `*` and as the name `any` (`FeatureCollection<any>`).
  if (!arg || arg.kind === 'any' || (arg.kind === 'name' && arg.name === 'any')) return new Set(geometries);
  const kinds = kindsOf(arg, { ...scope, numberArray: null });
  return new Set([...kinds].filter((kind) => geometries.includes(kind)));
}

function arrayKinds(element: TypeExpr | undefined, scope: Scope): Kinds {
  if (!element) return new Set();
  if (element.kind === 'name' && element.name === 'number') return new Set(scope.numberArray ? [scope.numberArray] : []);
  // A number array inside an array is a position in a coordinate list, or a row of a matrix
  // (distanceWeight), neither of which a reader means by "number".
  return kindsOf(element, { ...scope, numberArray: null });
}

function unionKinds(members: readonly TypeExpr[], scope: Scope): Kinds {
  const bare = members.filter(isBareWrapper);
  const flatNumbers = members.filter(isFlatNumberArray);
  const rest = members.filter((member) => !isBareWrapper(member) && !isFlatNumberArray(member));
  const kinds = merged(rest.map((member) => kindsOf(member, scope)));

  // Next to a point, a number array is that point's position (circle's `center`, getCoord's `coord`).
  const numbersScope = kinds.has('Point') ? { ...scope, numberArray: null } : scope;
  for (const member of flatNumbers) for (const kind of kindsOf(member, numbersScope)) kinds.add(kind);

  const parameterised = new Set(
    rest.flatMap((member) => (member.kind === 'apply' && member.base.kind === 'name' ? [member.base.name.toLowerCase()] : [])),
  );
  const specificGeometry = [...kinds].some((kind) => geometries.includes(kind));
  for (const member of bare) {
    const name = member.name.toLowerCase();
    // The shorthand reading needs another wrapper to carry the geometry; when the same wrapper is
    // also parameterised (featureEach's `Feature|Feature<GeometryCollection>`) the bare one is
    // meant as "any feature".
    const shorthand = specificGeometry && !parameterised.has(name) && [...parameterised].some((base) => geometryWrappers.has(base));
    if (!shorthand) for (const kind of geometries) kinds.add(kind);
  }
  return kinds;
}

function isBareWrapper(type: TypeExpr): type is Extract<TypeExpr, { kind: 'name' }> {
  return type.kind === 'name' && narrowableWrappers.has(type.name.toLowerCase());
}

function isFlatNumberArray(type: TypeExpr): boolean {
  if (type.kind !== 'apply' || type.base.kind !== 'name' || type.base.name.toLowerCase() !== 'array') return false;
  const element = type.args[0];
  return element?.kind === 'name' && element.name === 'number';
}

function isObjectName(type: TypeExpr | null): boolean {
  return type?.kind === 'name' && type.name.toLowerCase() === 'object';
}

function merged(sets: readonly Kinds[]): Kinds {
  return new Set(sets.flatMap((set) => [...set]));
}

function ordered(kinds: Kinds): GeoJsonKind[] {
  return geojsonKinds.filter((kind) => kinds.has(kind));
}
