/**
 * Everyday and other-library words for Turf's concepts, for search. A query with one of an entry's
 * `words` also finds the others and the entry's `turf` words (the words Turf's own pages use), and a
 * page found that way counts as matching the reader's word. `turf` words do not find `words` back:
 * "union" should not rank pages that only say "join". One lower-case word per item, in one spelling:
 * the index folds plurals, and British spellings into American ones (terms.ts);
 * tests/unit/search-vocabulary.test.ts checks the table.
 */
export interface VocabularyEntry {
  readonly concept: string;
  readonly words: readonly string[];
  readonly turf?: readonly string[];
}

export const searchVocabulary: readonly VocabularyEntry[] = [
  { concept: 'a point', words: ['point', 'coordinate', 'position', 'coord', 'location', 'vertex'] },
  { concept: 'a line', words: ['line', 'linestring', 'polyline', 'path', 'route', 'track'] },
  { concept: 'a polygon', words: ['polygon', 'region', 'zone'], turf: ['multipolygon'] },
  { concept: 'the centre', words: ['centre', 'middle'], turf: ['centroid', 'centerofmass'] },
  { concept: 'nearest', words: ['nearest', 'closest', 'snap'] },
  { concept: 'working out a value', words: ['calculate', 'compute', 'measure'] },
  { concept: 'a bounding box', words: ['bbox', 'extent', 'bound', 'envelope'] },
  { concept: 'merging shapes', words: ['merge', 'merging', 'combine', 'join', 'unite', 'fuse', 'union', 'dissolve'] },
  { concept: 'containment', words: ['inside', 'within', 'contain', 'contained', 'enclosed'] },
  { concept: 'touching', words: ['touch', 'touching', 'adjacent', 'adjoining', 'border', 'neighbour', 'shared'] },
  { concept: 'crossing', words: ['cross', 'crossing', 'intersect', 'intersection', 'overlap', 'overlapping'] },
  { concept: 'subtracting', words: ['subtract', 'subtraction', 'minus', 'erase'], turf: ['difference'] },
  { concept: 'clipping', words: ['crop', 'cropping', 'clip', 'clipping', 'cut', 'trim'] },
  { concept: 'splitting', words: ['split', 'splitting', 'divide', 'chop'], turf: ['chunk', 'slice'] },
  {
    concept: 'self-intersection',
    words: ['kink', 'bowtie', 'twisted', 'invalid', 'valid', 'self', 'itself', 'themselves'],
    turf: ['unkink'],
  },
  { concept: 'enlarging', words: ['enlarge', 'grow', 'expand', 'inflate', 'pad', 'buffer'], turf: ['scale'] },
  { concept: 'shrinking', words: ['shrink', 'inset', 'deflate'], turf: ['buffer', 'scale'] },
  { concept: 'moving', words: ['move', 'shift', 'translate', 'offset'] },
  { concept: 'turning', words: ['rotate', 'rotation', 'spin'] },
  // One way only: "rotate" finding "turn" put polygonToLine ("turn a polygon into lines") before transformRotate.
  { concept: 'turning round', words: ['turn'], turf: ['rotate', 'rotation'] },
  { concept: 'direction', words: ['bearing', 'heading', 'azimuth', 'direction', 'angle', 'yaw'] },
  { concept: 'distance', words: ['distance', 'far', 'length'] },
  { concept: 'size', words: ['area', 'size', 'surface'] },
  {
    concept: 'simplifying',
    words: ['simplify', 'simplification', 'generalise', 'generalisation', 'decimate', 'douglas', 'peucker'],
  },
  // One way only: "simplification" finding "reduce" put lineReduce, a fold over segments, before simplify.
  { concept: 'reducing vertices', words: ['reduce'], turf: ['simplify'] },
  { concept: 'smoothing', words: ['smooth', 'smoothing', 'soften', 'spline', 'bezier'] },
  { concept: 'outlines', words: ['hull', 'outline', 'boundary', 'footprint'], turf: ['convex', 'concave'] },
  { concept: 'grids', words: ['grid', 'tessellate', 'tessellation', 'tile', 'hexagon', 'hexbin', 'honeycomb'], turf: ['hex'] },
  { concept: 'groups', words: ['cluster', 'group', 'kmeans', 'dbscan'] },
  { concept: 'contours', words: ['contour', 'isoline', 'isobar', 'isoband', 'heatmap'], turf: ['interpolate'] },
  { concept: 'projections', words: ['reproject', 'projection', 'project', 'mercator', 'wgs84', 'epsg'], turf: ['towgs84', 'tomercator'] },
  { concept: 'circles', words: ['circle', 'radius'] },
  { concept: 'triangulating', words: ['triangulate', 'triangulation', 'delaunay', 'mesh'], turf: ['tin', 'tesselate'] },
  { concept: 'rhumb lines', words: ['rhumb', 'loxodrome', 'loxodromic'] },
  { concept: 'sectors', words: ['sector', 'wedge', 'pie'] },
  { concept: 'aggregating', words: ['aggregate', 'aggregation', 'summarise'], turf: ['collect'] },
  { concept: 'random data', words: ['random', 'fake', 'sample', 'dummy'] },
  { concept: 'winding order', words: ['rewind', 'winding', 'clockwise', 'counterclockwise'] },
  // Installing and building with Turf: "webpack" finds the guide's bundler section, "ts" its TypeScript one.
  { concept: 'TypeScript', words: ['typescript', 'ts', 'typing', 'tsc'] },
  // Not Parcel: readers' land parcels are in the "Use it to" lines, and "webpack" found them.
  { concept: 'bundlers', words: ['bundler', 'webpack', 'vite', 'rollup', 'esbuild'] },
  { concept: 'package managers', words: ['npm', 'yarn', 'pnpm'] },
  { concept: 'CDNs', words: ['cdn', 'unpkg', 'jsdelivr'] },
  { concept: 'upgrading', words: ['upgrade', 'upgrading', 'migrate', 'migration', 'migrating'] },
  { concept: 'an introduction', words: ['introduction', 'intro', 'overview'] },
];

/**
 * What readers call the two coordinate systems Turf converts between (toMercator, toWgs84), to read
 * which way a conversion question goes: "lat/long to 3857" asks for Mercator. Only the direction of
 * a conversion reads these (ranking.ts): as search words, "latitude" would bring toWgs84 into every
 * question about coordinates. The EPSG codes and ESRI's WKIDs are those systems' registered numbers.
 */
export const coordinateSystemNames: Readonly<Record<string, readonly string[]>> = {
  wgs84: ['wgs', '4326', 'crs84', 'latlng', 'latlon', 'lnglat', 'lonlat', 'lat', 'lng', 'lon', 'latitude', 'longitude', 'geographic'],
  mercator: ['webmercator', '3857', '900913', '102100', '102113', 'pseudo'],
};
