/** Type links: our own type page in the same docs version, else RFC 7946 or MDN. */
const rfc7946 = 'https://datatracker.ietf.org/doc/html/rfc7946';

const geojsonSections: Readonly<Record<string, string>> = {
  GeoJSON: '3',
  GeoJSONObject: '3',
  Geometry: '3.1',
  GeometryObject: '3.1',
  Position: '3.1.1',
  Point: '3.1.2',
  MultiPoint: '3.1.3',
  LineString: '3.1.4',
  MultiLineString: '3.1.5',
  Polygon: '3.1.6',
  MultiPolygon: '3.1.7',
  GeometryCollection: '3.1.8',
  Feature: '3.2',
  GeoJsonProperties: '3.2',
  Properties: '3.2',
  FeatureCollection: '3.3',
  BBox: '5',
};

const mdn = 'https://developer.mozilla.org/en-US/docs/Web/JavaScript';

const javascriptTypes: Readonly<Record<string, string>> = {
  number: `${mdn}/Reference/Global_Objects/Number`,
  Number: `${mdn}/Reference/Global_Objects/Number`,
  string: `${mdn}/Reference/Global_Objects/String`,
  String: `${mdn}/Reference/Global_Objects/String`,
  boolean: `${mdn}/Reference/Global_Objects/Boolean`,
  Boolean: `${mdn}/Reference/Global_Objects/Boolean`,
  object: `${mdn}/Reference/Global_Objects/Object`,
  Object: `${mdn}/Reference/Global_Objects/Object`,
  Array: `${mdn}/Reference/Global_Objects/Array`,
  Function: `${mdn}/Reference/Global_Objects/Function`,
  Error: `${mdn}/Reference/Global_Objects/Error`,
  Date: `${mdn}/Reference/Global_Objects/Date`,
  RegExp: `${mdn}/Reference/Global_Objects/RegExp`,
  Promise: `${mdn}/Reference/Global_Objects/Promise`,
  undefined: `${mdn}/Reference/Global_Objects/undefined`,
  null: `${mdn}/Reference/Operators/null`,
};

export interface LinkContext {
  readonly docsPath: string;
  readonly typePages: ReadonlySet<string>;
  readonly functionPages: ReadonlySet<string>;
  readonly constantPages: ReadonlySet<string>;
}

export const apiPath = (context: LinkContext, name: string): string => `${context.docsPath}/api/${name}`;
export const typePath = (context: LinkContext, name: string): string => `${context.docsPath}/api/types/${name}`;
export const constantPath = (context: LinkContext, name: string): string => `${context.docsPath}/api/constants/${name}`;

export function typeHref(name: string, context: LinkContext): string | null {
  if (context.typePages.has(name)) return typePath(context, name);
  const section = geojsonSections[name];
  if (section) return `${rfc7946}#section-${section}`;
  return javascriptTypes[name] ?? null;
}

export function referenceHref(target: string, context: LinkContext): string | null {
  if (/^https?:\/\//.test(target)) return target;
  if (context.functionPages.has(target)) return apiPath(context, target);
  if (context.constantPages.has(target)) return constantPath(context, target);
  return typeHref(target, context);
}
