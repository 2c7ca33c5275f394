/**
 * The API sidebar's categories in Turf's own order, for every docs version; an unlisted function goes
 * to "Other", so it is never missing from the sidebar.
 */
// Rows of names, not one per line: the table reads as Turf's table of contents.
// prettier-ignore
export const apiCategories: ReadonlyArray<{ readonly label: string; readonly functions: readonly string[] }> = [
  {
    label: 'Measurement',
    functions: [
      'along', 'area', 'bbox', 'bboxPolygon', 'bearing', 'center', 'centerOfMass', 'centroid', 'destination',
      'distance', 'envelope', 'length', 'midpoint', 'pointOnFeature', 'polygonTangents', 'pointToLineDistance',
      'pointToPolygonDistance', 'rhumbBearing', 'rhumbDestination', 'rhumbDistance', 'square', 'greatCircle',
    ],
  },
  { label: 'Coordinate Mutation', functions: ['cleanCoords', 'flip', 'rewind', 'round', 'truncate'] },
  {
    label: 'Transformation',
    functions: [
      'bboxClip', 'bezierSpline', 'buffer', 'circle', 'clone', 'concave', 'convex', 'difference', 'dissolve',
      'intersect', 'lineOffset', 'polygonSmooth', 'simplify', 'tesselate', 'transformRotate', 'transformTranslate',
      'transformScale', 'union', 'voronoi',
    ],
  },
  {
    label: 'Feature Conversion',
    functions: ['combine', 'explode', 'flatten', 'lineToPolygon', 'polygonize', 'polygonToLine'],
  },
  {
    label: 'Misc',
    functions: [
      'kinks', 'lineArc', 'lineChunk', 'lineIntersect', 'lineOverlap', 'lineSegment', 'lineSlice', 'lineSliceAlong',
      'lineSplit', 'mask', 'nearestPointOnLine', 'sector', 'shortestPath', 'unkinkPolygon',
    ],
  },
  {
    label: 'Helper',
    functions: [
      'featureCollection', 'feature', 'geometryCollection', 'lineString', 'multiLineString', 'multiPoint',
      'multiPolygon', 'point', 'polygon',
    ],
  },
  { label: 'Random', functions: ['randomPosition', 'randomPoint', 'randomLineString', 'randomPolygon'] },
  { label: 'Data', functions: ['sample'] },
  { label: 'Interpolation', functions: ['interpolate', 'isobands', 'isolines', 'planepoint', 'tin'] },
  { label: 'Joins', functions: ['pointsWithinPolygon', 'tag'] },
  { label: 'Grids', functions: ['hexGrid', 'pointGrid', 'squareGrid', 'triangleGrid'] },
  { label: 'Classification', functions: ['nearestPoint'] },
  { label: 'Aggregation', functions: ['collect', 'clustersDbscan', 'clustersKmeans'] },
  {
    label: 'Meta',
    functions: [
      'coordAll', 'coordEach', 'coordReduce', 'featureEach', 'featureReduce', 'flattenEach', 'flattenReduce',
      'getCoord', 'getCoords', 'getGeom', 'getType', 'geomEach', 'geomReduce', 'propEach', 'propReduce',
      'segmentEach', 'segmentReduce', 'getCluster', 'clusterEach', 'clusterReduce',
    ],
  },
  { label: 'Assertions', functions: ['collectionOf', 'containsNumber', 'geojsonType', 'featureOf'] },
  {
    label: 'Booleans',
    functions: [
      'booleanClockwise', 'booleanConcave', 'booleanContains', 'booleanCrosses', 'booleanDisjoint', 'booleanEqual',
      'booleanIntersects', 'booleanOverlap', 'booleanParallel', 'booleanPointInPolygon', 'booleanPointOnLine',
      'booleanTouches', 'booleanWithin',
    ],
  },
  {
    label: 'Unit Conversion',
    functions: [
      'bearingToAzimuth', 'azimuthToBearing', 'convertArea', 'convertLength', 'degreesToRadians', 'lengthToRadians',
      'lengthToDegrees', 'radiansToLength', 'radiansToDegrees', 'toMercator', 'toWgs84',
    ],
  },
];

export const otherCategory = 'Other';
export const typesCategory = 'Types';
export const constantsCategory = 'Constants';

const categoryByFunction = new Map(apiCategories.flatMap(({ label, functions }) => functions.map((name) => [name, label] as const)));

export function categoryOf(functionName: string): string {
  return categoryByFunction.get(functionName) ?? otherCategory;
}

export const categoryOrder: readonly string[] = [
  ...apiCategories.map(({ label }) => label),
  otherCategory,
  typesCategory,
  constantsCategory,
];
