/**
 * The kinds the API index filters by (geometries, BBox, number, boolean), read from the JSDoc types
 * as Turf means them: a bare `GeoJSON` or `Feature` admits every geometry, so "takes Polygon" lists
 * centroid; raw coordinates are not geometries, so `lineString(coordinates)` does not "take Point".
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

/** With a type argument these are a wrapper of it. */
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

const narrowableWrappers = new Set(['feature', 'featurecollection', 'geometry']);
const geometryWrappers = new Set([...narrowableWrappers, 'geometrycollection']);

interface Scope {
  readonly typedefs: ReadonlyMap<string, ApiTypedef>;
  /** Guards a typedef defined through itself. */
  readonly expanding: ReadonlySet<string>;
  /** The JSDoc cannot tell values, a bbox and a position apart, so the parameter decides; null is a position. */
  readonly numberArray: GeoJsonKind | null;
}

export function inputKinds(fn: ApiFunction, typedefs: readonly ApiTypedef[]): GeoJsonKind[] {
  const kinds: Kinds = new Set();
  for (const param of fn.params) {
    for (const kind of paramKinds(param, typedefs)) kinds.add(kind);
  }
  return ordered(kinds);
}

export function outputKinds(fn: ApiFunction, typedefs: readonly ApiTypedef[]): GeoJsonKind[] {
  // Every flat number array Turf returns is a position (getCoord, randomPosition before 7.2.0).
  const scope = newScope(typedefs, null);
  const kinds: Kinds = new Set();
  for (const returned of fn.returns) {
    for (const kind of kindsOf(returned.type, scope)) kinds.add(kind);
  }
  return ordered(kinds);
}

/** Each parameter's kinds, in order, leaving out parameters with none (options, callbacks, strings). */
export function parameterKinds(fn: ApiFunction, typedefs: readonly ApiTypedef[]): GeoJsonKind[][] {
  return fn.params.map((param) => ordered(paramKinds(param, typedefs))).filter((kinds) => kinds.length > 0);
}

function paramKinds(param: ApiParam, typedefs: readonly ApiTypedef[]): Kinds {
  // Options bags hold settings, not data; a flattened `options.x` is guarded too.
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
  // Wins over a same-named typedef; where a version restates one (AllGeoJSON in 7.2.0) it agrees anyway.
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
  // A position in a coordinate list, or a matrix row (distanceWeight): not what a reader means by "number".
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
    // lineToPolygon's `FeatureCollection|Feature<LineString>` takes lines only, but featureEach's
    // `Feature|Feature<GeometryCollection>` means "any feature".
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
