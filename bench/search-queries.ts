/**
 * Relevance benchmark for the site search: queries a reader would plausibly type, each paired with
 * the one page that reader expects as the first result. The set was written from the built pages
 * alone, without looking at the search implementation. Each `expected` value is a page URL without
 * an anchor: a page of the 7.2.0 docs (served at /docs) or the blog post.
 */
export type QueryKind = 'function name' | 'misspelling' | 'task' | 'guide topic' | 'blog';
export interface RelevanceQuery {
  query: string;
  expected: string;
  kind: QueryKind;
}
export const relevanceQueries: readonly RelevanceQuery[] = [
  // Exact, near-exact, lowercase-typed and partial names of API entries.
  { query: 'along', expected: '/docs/api/along', kind: 'function name' },
  { query: 'booleanPointInPolygon', expected: '/docs/api/booleanPointInPolygon', kind: 'function name' },
  { query: 'booleanpointinpolygon', expected: '/docs/api/booleanPointInPolygon', kind: 'function name' },
  { query: 'buffer', expected: '/docs/api/buffer', kind: 'function name' },
  { query: 'nearestPointOnLine', expected: '/docs/api/nearestPointOnLine', kind: 'function name' },
  { query: 'bboxpolygon', expected: '/docs/api/bboxPolygon', kind: 'function name' },
  { query: 'lineSliceAlong', expected: '/docs/api/lineSliceAlong', kind: 'function name' },
  { query: 'clustersKmeans', expected: '/docs/api/clustersKmeans', kind: 'function name' },
  { query: 'kmeans', expected: '/docs/api/clustersKmeans', kind: 'function name' },
  { query: 'pointToPolygonDistance', expected: '/docs/api/pointToPolygonDistance', kind: 'function name' },
  { query: 'transformrotate', expected: '/docs/api/transformRotate', kind: 'function name' },
  { query: 'greatCircle', expected: '/docs/api/greatCircle', kind: 'function name' },
  { query: 'hexgrid', expected: '/docs/api/hexGrid', kind: 'function name' },
  { query: 'voronoi', expected: '/docs/api/voronoi', kind: 'function name' },
  { query: 'centerOfMass', expected: '/docs/api/centerOfMass', kind: 'function name' },
  { query: 'turf.distance', expected: '/docs/api/distance', kind: 'function name' },
  { query: 'unkink', expected: '/docs/api/unkinkPolygon', kind: 'function name' },
  { query: 'toWgs84', expected: '/docs/api/toWgs84', kind: 'function name' },
  { query: 'bezier', expected: '/docs/api/bezierSpline', kind: 'function name' },
  { query: 'isobands', expected: '/docs/api/isobands', kind: 'function name' },
  { query: '@turf/line-chunk', expected: '/docs/api/lineChunk', kind: 'function name' },
  { query: 'standard deviational ellipse', expected: '/docs/api/standardDeviationalEllipse', kind: 'function name' },
  { query: 'earthRadius', expected: '/docs/api/constants/earthRadius', kind: 'function name' },

  // Misspelled names.
  { query: 'buffr', expected: '/docs/api/buffer', kind: 'misspelling' },
  { query: 'voronio', expected: '/docs/api/voronoi', kind: 'misspelling' },
  { query: 'centriod', expected: '/docs/api/centroid', kind: 'misspelling' },
  { query: 'simplfy', expected: '/docs/api/simplify', kind: 'misspelling' },
  { query: 'tessellate', expected: '/docs/api/tesselate', kind: 'misspelling' },
  { query: 'booleanPointInPolgon', expected: '/docs/api/booleanPointInPolygon', kind: 'misspelling' },
  { query: 'midpiont', expected: '/docs/api/midpoint', kind: 'misspelling' },
  { query: 'distnace', expected: '/docs/api/distance', kind: 'misspelling' },
  { query: 'polygonise', expected: '/docs/api/polygonize', kind: 'misspelling' },
  { query: 'destinaton', expected: '/docs/api/destination', kind: 'misspelling' },
  { query: 'isolnes', expected: '/docs/api/isolines', kind: 'misspelling' },
  { query: 'trangle grid', expected: '/docs/api/triangleGrid', kind: 'misspelling' },
  { query: 'concav hull', expected: '/docs/api/concave', kind: 'misspelling' },

  // What the reader wants to do, in their own words.
  { query: 'distance between two points', expected: '/docs/api/distance', kind: 'task' },
  { query: 'point in polygon', expected: '/docs/api/booleanPointInPolygon', kind: 'task' },
  { query: 'simplify a line', expected: '/docs/api/simplify', kind: 'task' },
  { query: 'area of a polygon', expected: '/docs/api/area', kind: 'task' },
  { query: 'convert degrees to radians', expected: '/docs/api/degreesToRadians', kind: 'task' },
  { query: 'random points', expected: '/docs/api/randomPoint', kind: 'task' },
  { query: 'convex hull of points', expected: '/docs/api/convex', kind: 'task' },
  { query: 'length of a line in kilometers', expected: '/docs/api/length', kind: 'task' },
  { query: 'distance from a point to a line', expected: '/docs/api/pointToLineDistance', kind: 'task' },
  { query: 'snap a point to a line', expected: '/docs/api/nearestPointOnLine', kind: 'task' },
  { query: 'find all points within a polygon', expected: '/docs/api/pointsWithinPolygon', kind: 'task' },
  { query: 'swap latitude and longitude', expected: '/docs/api/flip', kind: 'task' },
  { query: 'convert kilometers to miles', expected: '/docs/api/convertLength', kind: 'task' },
  { query: 'convert square meters to acres', expected: '/docs/api/convertArea', kind: 'task' },
  { query: 'halfway point between two coordinates', expected: '/docs/api/midpoint', kind: 'task' },
  { query: 'find self-intersections in a polygon', expected: '/docs/api/kinks', kind: 'task' },
  { query: 'split a line with another line', expected: '/docs/api/lineSplit', kind: 'task' },
  { query: 'remove duplicate coordinates', expected: '/docs/api/cleanCoords', kind: 'task' },
  { query: 'reduce coordinate precision', expected: '/docs/api/truncate', kind: 'task' },
  { query: 'spatial join points to polygons', expected: '/docs/api/tag', kind: 'task' },
  { query: 'route between points avoiding obstacles', expected: '/docs/api/shortestPath', kind: 'task' },
  { query: 'make a line curved', expected: '/docs/api/bezierSpline', kind: 'task' },
  { query: 'convert lat lng to web mercator', expected: '/docs/api/toMercator', kind: 'task' },
  { query: 'circle polygon from center and radius', expected: '/docs/api/circle', kind: 'task' },

  // Guide pages and reference topics.
  { query: 'what is turf', expected: '/docs/intro', kind: 'guide topic' },
  { query: 'install turf', expected: '/docs/getting-started', kind: 'guide topic' },
  { query: 'npm install @turf/turf', expected: '/docs/getting-started', kind: 'guide topic' },
  { query: 'load turf in the browser with a script tag', expected: '/docs/getting-started', kind: 'guide topic' },
  { query: 'upgrade from 6.5', expected: '/docs/upgrade-guide', kind: 'guide topic' },
  { query: 'removed aliases in turf 7', expected: '/docs/upgrade-guide', kind: 'guide topic' },
  { query: 'live examples', expected: '/docs/live-examples', kind: 'guide topic' },
  { query: 'contributing', expected: '/docs/contributing', kind: 'guide topic' },
  { query: 'Units type', expected: '/docs/api/types/Units', kind: 'guide topic' },
  { query: 'AreaUnits', expected: '/docs/api/types/AreaUnits', kind: 'guide topic' },

  // The blog post.
  { query: 'docusaurus', expected: '/blog/website-upgrade-docusaurus', kind: 'blog' },
  { query: 'dark mode', expected: '/blog/website-upgrade-docusaurus', kind: 'blog' },
  { query: 'turf docs website rebuild', expected: '/blog/website-upgrade-docusaurus', kind: 'blog' },
];
