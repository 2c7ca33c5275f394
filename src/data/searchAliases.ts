/**
 * Names other geospatial libraries use for a Turf function, for search (`ST_Within` finds booleanWithin) and
 * API pages. Every name is taken from that library's own documentation (`source`), never guessed,
 * and listed only where the semantics match; `note` says how a partial match differs.
 */
export type ForeignLibrary = 'PostGIS' | 'Shapely' | 'JTS' | 'QGIS' | 'Google Maps' | 'Leaflet' | 'OpenLayers' | 'D3' | 'geolib';

export interface ForeignName {
  readonly library: ForeignLibrary;
  /** As the library writes it: `ST_Buffer`, `unary_union`, `Geometry.buffer`, `Dissolve`. */
  readonly name: string;
  readonly source: string;
  readonly note?: string;
}

function withNote(name: Omit<ForeignName, 'note'>, note: string | undefined): ForeignName {
  return note === undefined ? name : { ...name, note };
}

function postgis(name: string, note?: string): ForeignName {
  return withNote({ library: 'PostGIS', name, source: `https://postgis.net/docs/${name}.html` }, note);
}

function shapely(name: string, note?: string): ForeignName {
  return withNote({ library: 'Shapely', name, source: `https://shapely.readthedocs.io/en/stable/reference/shapely.${name}.html` }, note);
}

/** A Shapely name without a reference page of its own; `anchor` is the id Sphinx gives its entry. */
function shapelyPage(name: string, page: 'manual' | 'strtree', anchor: string, note?: string): ForeignName {
  return withNote({ library: 'Shapely', name, source: `https://shapely.readthedocs.io/en/stable/${page}.html#${anchor}` }, note);
}

function jts(pkg: string, name: string, note?: string): ForeignName {
  const className = name.split('.')[0];
  return withNote(
    { library: 'JTS', name, source: `https://locationtech.github.io/jts/javadoc/org/locationtech/jts/${pkg}/${className}.html` },
    note,
  );
}

function qgis(name: string, page: string, anchor: string, note?: string): ForeignName {
  return withNote(
    { library: 'QGIS', name, source: `https://docs.qgis.org/latest/en/docs/user_manual/processing_algs/${page}.html#${anchor}` },
    note,
  );
}

/** The Maps JavaScript API's geometry library: `spherical.computeLength`, `poly.containsLocation`. */
function googleMaps(namespace: 'spherical' | 'poly', name: string, note?: string): ForeignName {
  return withNote(
    {
      library: 'Google Maps',
      name: `${namespace}.${name}`,
      source: `https://developers.google.com/maps/documentation/javascript/reference/geometry#${namespace}.${name}`,
    },
    note,
  );
}

/** A method as Leaflet's reference anchors it: `LatLng.distanceTo` at `#latlng-distanceto`. */
function leaflet(name: string, note?: string): ForeignName {
  return withNote(
    { library: 'Leaflet', name, source: `https://leafletjs.com/reference.html#${name.toLowerCase().replace('.', '-')}` },
    note,
  );
}

/** A function of an OpenLayers module (`ol/sphere` getLength) or a method of its class (`ol/geom/Polygon` Polygon.getInteriorPoint). */
function openLayers(module: string, name: string, note?: string): ForeignName {
  const page = `module-${module.replaceAll('/', '_')}`;
  const [className, method] = name.includes('.') ? name.split('.') : [null, name];
  const source = className
    ? `https://openlayers.org/en/latest/apidoc/${page}-${className}.html#${method}`
    : `https://openlayers.org/en/latest/apidoc/${page}.html#.${method}`;
  return withNote({ library: 'OpenLayers', name, source }, note);
}

/** A D3 function as the d3 global names it (`d3.geoCircle`), on its page of d3js.org (`d3-geo/shape`). */
function d3(page: string, name: string, note?: string): ForeignName {
  return withNote({ library: 'D3', name: `d3.${name}`, source: `https://d3js.org/${page}#${name}` }, note);
}

/**
 * A geolib function, documented in its README: `heading` is the README's heading for it, from which
 * GitHub makes the anchor (`getDistance(start, end, accuracy = 1)`: `#getdistancestart-end-accuracy--1`).
 */
function geolib(heading: string, note?: string): ForeignName {
  const anchor = heading
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replaceAll(' ', '-');
  return withNote(
    { library: 'geolib', name: heading.slice(0, heading.indexOf('(')), source: `https://github.com/manuelbieh/geolib#${anchor}` },
    note,
  );
}

const planar = 'Planar, in the units of the coordinates; Turf measures on the sphere';
const lonLatSphere = 'On geography: geodesic, in metres; on geometry: planar, in the units of the SRS';
const turfGridFit = 'Cells aligned on the origin of the SRS, covering the bounds; Turf fits the cells inside the bbox';
const ofPolygon = 'Same for a Polygon; for other input Turf takes the center of mass of the convex hull';
const ofPoints = 'Same for points; for lines and polygons Turf averages the vertices (see centerOfMass)';
const byOffsets = 'By x and y offsets; Turf moves a distance in a direction';
const toGrid = 'Rounds to a grid size rather than to a number of decimals';
const alsoCollinear = 'Turf also removes collinear vertices';
const boundaryCovered = 'A point on the boundary is covered, as with Turf by default';
const boundaryNotContained = 'A point on the boundary is not contained, as with ignoreBoundary: true';
const inverseTest = 'The inverse test: true when counter-clockwise';
const inMetres = 'In metres; Turf defaults to kilometres';
const inRadians = "In radians: multiply by the Earth's radius for a distance";
const webMercatorInput = 'Assumes EPSG:3857 coordinates unless given a projection; in metres';
const planarPoints = 'Planar, on an array of [x, y] points';
const zeroTo360 = 'From 0 to 360; Turf returns -180 to 180';

export const searchAliases: Readonly<Record<string, readonly ForeignName[]>> = {
  along: [
    postgis('ST_LineInterpolatePoint', 'Takes a fraction of the line length, not a distance'),
    shapely('line_interpolate_point'),
    shapelyPage('interpolate', 'manual', 'object.interpolate'),
    jts('linearref', 'LengthIndexedLine.extractPoint'),
    qgis('Interpolate point on line', 'qgis/vectorgeometry', 'qgisinterpolatepoint'),
    openLayers('ol/geom/LineString', 'LineString.getCoordinateAt', 'At a fraction of the length, in the units of the projection'),
  ],
  angle: [postgis('ST_Angle', 'In radians, from 0 to 2π; Turf returns degrees')],
  area: [
    postgis('ST_Area', lonLatSphere),
    shapely('area', planar),
    jts('geom', 'Geometry.getArea', planar),
    googleMaps('spherical', 'computeArea', 'In square metres; also takes a Circle or LatLngBounds'),
    openLayers('ol/sphere', 'getArea', 'Assumes EPSG:3857 coordinates unless given a projection'),
    d3('d3-geo/math', 'geoArea', 'In steradians'),
    geolib('getAreaOfPolygon(points)', 'In square metres'),
  ],
  bbox: [
    postgis('ST_Extent', 'Aggregate over a set of rows; returns a box2d'),
    shapely('bounds'),
    shapely('total_bounds'),
    jts('geom', 'Geometry.getEnvelopeInternal', 'Returns an Envelope object'),
    d3('d3-geo/math', 'geoBounds', 'As [[west, south], [east, north]]; west may be greater than east across the antimeridian'),
    geolib('getBounds(points)', 'Returns { minLat, maxLat, minLng, maxLng }'),
  ],
  bboxClip: [
    postgis('ST_ClipByBox2D'),
    shapely('clip_by_rect'),
    qgis('Extract/clip by extent', 'qgis/vectoroverlay', 'qgisextractbyextent', 'With the option "Clip features to extent"'),
  ],
  bboxPolygon: [
    postgis('ST_MakeEnvelope'),
    shapely('box'),
    jts('geom', 'GeometryFactory.toGeometry', 'From an Envelope object'),
    openLayers('ol/geom/Polygon', 'fromExtent'),
  ],
  bearing: [
    postgis('ST_Azimuth', 'In radians, from 0 to 2π; Turf returns degrees from -180 to 180'),
    googleMaps('spherical', 'computeHeading'),
    geolib('getGreatCircleBearing(origin, destination)', zeroTo360),
  ],
  booleanClockwise: [
    postgis('ST_IsPolygonCW', 'Tests the rings of a Polygon: exterior clockwise and holes counter-clockwise'),
    shapely('is_ccw', inverseTest),
    jts('algorithm', 'Orientation.isCCW', inverseTest),
  ],
  booleanContains: [postgis('ST_Contains'), shapely('contains'), jts('geom', 'Geometry.contains')],
  booleanCrosses: [postgis('ST_Crosses'), shapely('crosses'), jts('geom', 'Geometry.crosses')],
  booleanDisjoint: [postgis('ST_Disjoint'), shapely('disjoint'), jts('geom', 'Geometry.disjoint')],
  booleanIntersects: [postgis('ST_Intersects'), shapely('intersects'), jts('geom', 'Geometry.intersects')],
  booleanOverlap: [postgis('ST_Overlaps'), shapely('overlaps'), jts('geom', 'Geometry.overlaps')],
  booleanPointInPolygon: [
    postgis('ST_Covers', boundaryCovered),
    postgis('ST_Contains', boundaryNotContained),
    shapely('covers', boundaryCovered),
    shapely('contains_xy', boundaryNotContained),
    googleMaps('poly', 'containsLocation', 'Takes a Polygon or Circle of the map'),
    d3('d3-geo/math', 'geoContains', 'On the sphere, for any GeoJSON object'),
    d3('d3-polygon', 'polygonContains', planarPoints),
    geolib('isPointInPolygon(point, polygon)', 'The polygon is an array of points'),
  ],
  booleanPointOnLine: [
    googleMaps('poly', 'isLocationOnEdge', 'Near the line within a tolerance in degrees'),
    geolib('isPointInLine(point, lineStart, lineEnd)', 'On a segment between two points'),
  ],
  booleanTouches: [postgis('ST_Touches'), shapely('touches'), jts('geom', 'Geometry.touches')],
  booleanValid: [
    postgis('ST_IsValid'),
    shapely('is_valid'),
    jts('geom', 'Geometry.isValid'),
    qgis('Check validity', 'qgis/vectorgeometry', 'qgischeckvalidity'),
  ],
  booleanWithin: [postgis('ST_Within'), shapely('within'), jts('geom', 'Geometry.within')],
  buffer: [postgis('ST_Buffer'), shapely('buffer'), jts('geom', 'Geometry.buffer'), qgis('Buffer', 'qgis/vectorgeometry', 'qgisbuffer')],
  center: [geolib('getCenterOfBounds(coords)', 'Of an array of points')],
  centerMean: [qgis('Mean coordinate(s)', 'qgis/vectoranalysis', 'qgismeancoordinates', 'Same for points')],
  centerMedian: [postgis('ST_GeometricMedian')],
  centerOfMass: [
    postgis('ST_Centroid', ofPolygon),
    shapely('centroid', ofPolygon),
    jts('geom', 'Geometry.getCentroid', ofPolygon),
    qgis('Centroids', 'qgis/vectorgeometry', 'qgiscentroids', ofPolygon),
    d3('d3-geo/math', 'geoCentroid', 'On the sphere'),
    d3('d3-polygon', 'polygonCentroid', planarPoints),
    leaflet('Polygon.getCenter', "Worked out in the map's projected pixels; the layer must be on a map"),
  ],
  centroid: [
    postgis('ST_Centroid', ofPoints),
    shapely('centroid', ofPoints),
    jts('geom', 'Geometry.getCentroid', ofPoints),
    qgis('Centroids', 'qgis/vectorgeometry', 'qgiscentroids', ofPoints),
    geolib('getCenter(coords)', 'Of an array of points, averaged on the sphere'),
  ],
  circle: [
    jts('util', 'GeometricShapeFactory.createCircle', 'Planar'),
    d3('d3-geo/shape', 'geoCircle', 'A generator; the radius is in degrees'),
    openLayers('ol/geom/Polygon', 'circular', 'Radius in metres'),
  ],
  cleanCoords: [
    postgis('ST_RemoveRepeatedPoints', alsoCollinear),
    shapely('remove_repeated_points', alsoCollinear),
    qgis('Remove duplicate vertices', 'qgis/vectorgeometry', 'qgisremoveduplicatevertices', alsoCollinear),
  ],
  clone: [jts('geom', 'Geometry.copy')],
  clustersDbscan: [postgis('ST_ClusterDBSCAN'), qgis('DBSCAN clustering', 'qgis/vectoranalysis', 'qgisdbscanclustering')],
  clustersKmeans: [postgis('ST_ClusterKMeans'), qgis('K-means clustering', 'qgis/vectoranalysis', 'qgiskmeansclustering')],
  combine: [
    postgis('ST_Collect', 'Mixed types give one GeometryCollection; Turf makes one Multi* per type'),
    qgis('Collect geometries', 'qgis/vectorgeometry', 'qgiscollect'),
  ],
  concave: [
    postgis('ST_ConcaveHull'),
    shapely('concave_hull'),
    jts('algorithm/hull', 'ConcaveHull.concaveHullByLength'),
    qgis('Concave hull (by layer)', 'qgis/vectorgeometry', 'qgisconcavehull'),
  ],
  convertArea: [geolib('convertArea(value, unit)', 'From square metres only')],
  convertLength: [geolib('convertDistance(value, unit)', 'From metres only')],
  convex: [
    postgis('ST_ConvexHull'),
    shapely('convex_hull'),
    jts('geom', 'Geometry.convexHull'),
    qgis('Convex hull', 'qgis/vectorgeometry', 'qgisconvexhull', 'One hull per feature'),
    qgis('Minimum bounding geometry', 'qgis/vectorgeometry', 'qgisminimumboundinggeometry', 'With the geometry type "Convex Hull"'),
    d3('d3-polygon', 'polygonHull', planarPoints),
  ],
  coordAll: [shapely('get_coordinates')],
  degreesToRadians: [jts('algorithm', 'Angle.toRadians')],
  destination: [
    postgis('ST_Project', 'Distance in metres, azimuth in radians'),
    qgis('Project points (Cartesian)', 'qgis/vectorgeometry', 'qgisprojectpointcartesian', 'Planar, in layer units'),
    googleMaps('spherical', 'computeOffset', 'Distance in metres'),
    openLayers('ol/sphere', 'offset', 'Distance in metres, bearing in radians'),
    geolib('computeDestinationPoint(point, distance, bearing, radius = earthRadius)', 'Distance in metres'),
  ],
  difference: [
    postgis('ST_Difference'),
    shapely('difference'),
    jts('geom', 'Geometry.difference'),
    qgis('Difference', 'qgis/vectoroverlay', 'qgisdifference'),
  ],
  dissolve: [postgis('ST_Union', 'As an aggregate, grouped by the property'), qgis('Dissolve', 'qgis/vectorgeometry', 'qgisdissolve')],
  distance: [
    postgis('ST_DistanceSphere'),
    postgis('ST_Distance', 'Between any geometries. ' + lonLatSphere),
    shapely('distance', planar),
    jts('geom', 'Geometry.distance', planar),
    googleMaps('spherical', 'computeDistanceBetween', inMetres),
    leaflet('LatLng.distanceTo', inMetres),
    openLayers('ol/sphere', 'getDistance', inMetres),
    d3('d3-geo/math', 'geoDistance', inRadians),
    geolib('getDistance(start, end, accuracy = 1)', 'Haversine, in metres'),
    geolib('getPreciseDistance(start, end, accuracy = 1)', 'Vincenty, on the WGS84 ellipsoid; Turf measures on a sphere'),
  ],
  ellipse: [
    jts('util', 'GeometricShapeFactory.createEllipse', 'Planar'),
    qgis('Rectangles, ovals, diamonds', 'qgis/vectorgeometry', 'qgisrectanglesovalsdiamonds', 'With the buffer shape "Ovals"'),
  ],
  envelope: [
    postgis('ST_Envelope'),
    shapely('envelope'),
    jts('geom', 'Geometry.getEnvelope'),
    qgis('Extract layer extent', 'qgis/layertools', 'qgispolygonfromlayerextent'),
    qgis('Bounding boxes', 'qgis/vectorgeometry', 'qgisboundingboxes', 'One box per feature'),
  ],
  explode: [postgis('ST_DumpPoints'), qgis('Extract vertices', 'qgis/vectorgeometry', 'qgisextractvertices')],
  flatten: [
    postgis('ST_Dump'),
    shapely('get_parts'),
    qgis('Multipart to singleparts', 'qgis/vectorgeometry', 'qgismultiparttosingleparts'),
  ],
  flip: [postgis('ST_FlipCoordinates'), qgis('Swap X and Y coordinates', 'qgis/vectorgeometry', 'qgisswapxy')],
  geometryCollection: [shapely('GeometryCollection'), jts('geom', 'GeometryFactory.createGeometryCollection')],
  getType: [postgis('ST_GeometryType', "Prefixes the type: 'ST_Polygon'"), jts('geom', 'Geometry.getGeometryType')],
  hexGrid: [
    postgis('ST_HexagonGrid', turfGridFit),
    qgis('Create grid', 'qgis/vectorcreation', 'qgiscreategrid', 'With the grid type "Hexagon (polygon)"'),
  ],
  interpolate: [qgis('IDW Interpolation', 'qgis/interpolation', 'qgisidwinterpolation', 'Creates a raster, not a grid of features')],
  intersect: [
    postgis('ST_Intersection'),
    shapely('intersection'),
    shapely('intersection_all'),
    jts('geom', 'Geometry.intersection'),
    qgis('Intersection', 'qgis/vectoroverlay', 'qgisintersection'),
  ],
  isobands: [
    qgis(
      'Contour Polygons',
      'gdal/rasterextraction',
      'gdalcontour-polygon',
      'From a raster, at a fixed interval; Turf takes a grid of points and breaks',
    ),
  ],
  isolines: [
    qgis('Contour', 'gdal/rasterextraction', 'gdalcontour', 'From a raster, at a fixed interval; Turf takes a grid of points and breaks'),
  ],
  length: [
    postgis('ST_Length', lonLatSphere),
    shapely('length', planar),
    jts('geom', 'Geometry.getLength', planar),
    googleMaps('spherical', 'computeLength', 'Of a path of LatLngs, in metres'),
    openLayers('ol/sphere', 'getLength', webMercatorInput),
    d3('d3-geo/math', 'geoLength', inRadians),
    geolib('getPathLength(points, distanceFunction = getDistance)', 'Of an array of points, in metres'),
  ],
  lineChunk: [qgis('Split lines by maximum length', 'qgis/vectorgeometry', 'qgissplitlinesbylength')],
  lineIntersect: [qgis('Line intersections', 'qgis/vectoroverlay', 'qgislineintersections')],
  lineOffset: [
    postgis('ST_OffsetCurve'),
    shapely('offset_curve'),
    jts('operation/buffer', 'OffsetCurve.getCurve'),
    qgis('Offset lines', 'qgis/vectorgeometry', 'qgisoffsetline'),
  ],
  lineOverlap: [postgis('ST_SharedPaths'), shapely('shared_paths')],
  lineSegment: [postgis('ST_DumpSegments'), qgis('Explode lines', 'qgis/vectorgeometry', 'qgisexplodelines')],
  lineSliceAlong: [
    postgis('ST_LineSubstring', 'Takes fractions of the line length, not distances'),
    shapelyPage('ops.substring', 'manual', 'shapely.ops.substring'),
    jts('linearref', 'LengthIndexedLine.extractLine'),
    qgis('Line substring', 'qgis/vectorgeometry', 'qgislinesubstring'),
  ],
  lineSplit: [
    postgis('ST_Split'),
    shapelyPage('ops.split', 'manual', 'shapely.ops.split'),
    qgis('Split with lines', 'qgis/vectoroverlay', 'qgissplitwithlines'),
  ],
  lineString: [shapely('LineString'), jts('geom', 'GeometryFactory.createLineString')],
  lineStrings: [shapely('linestrings')],
  lineToPolygon: [
    postgis('ST_MakePolygon', 'The rings must be closed LineStrings; Turf closes them'),
    qgis('Lines to polygons', 'qgis/vectorgeometry', 'qgislinestopolygons'),
  ],
  lineArc: [jts('util', 'GeometricShapeFactory.createArc', 'Planar; angles in radians, counter-clockwise')],
  midpoint: [googleMaps('spherical', 'interpolate', 'With a fraction of 0.5; other fractions give other points of the great circle')],
  multiLineString: [shapely('MultiLineString'), jts('geom', 'GeometryFactory.createMultiLineString')],
  multiPoint: [shapely('MultiPoint'), jts('geom', 'GeometryFactory.createMultiPoint')],
  multiPolygon: [shapely('MultiPolygon'), jts('geom', 'GeometryFactory.createMultiPolygon')],
  nearestNeighborAnalysis: [qgis('Nearest neighbour analysis', 'qgis/vectoranalysis', 'qgisnearestneighbouranalysis')],
  nearestPoint: [
    shapelyPage('STRtree.nearest', 'strtree', 'shapely.STRtree.nearest', 'Planar; returns the index of the nearest geometry in the tree'),
    qgis(
      'Distance to nearest hub (points)',
      'qgis/vectoranalysis',
      'qgisdistancetonearesthubpoints',
      'Finds the nearest hub for every feature of a layer',
    ),
    geolib('findNearest(point, arrayOfPoints)'),
  ],
  nearestPointOnLine: [
    postgis('ST_ClosestPoint'),
    shapely('shortest_line', 'Returns the line between the two nearest points; it starts on the first geometry'),
    jts('operation/distance', 'DistanceOp.nearestPoints', 'Returns the nearest point on each geometry'),
    openLayers('ol/geom/Geometry', 'Geometry.getClosestPoint', 'Planar, for any geometry'),
  ],
  point: [postgis('ST_Point'), postgis('ST_MakePoint'), shapely('Point'), jts('geom', 'GeometryFactory.createPoint')],
  pointGrid: [qgis('Create grid', 'qgis/vectorcreation', 'qgiscreategrid', 'With the grid type "Point"')],
  pointOnFeature: [
    postgis('ST_PointOnSurface'),
    shapely('point_on_surface'),
    jts('geom', 'Geometry.getInteriorPoint'),
    qgis('Point on Surface', 'qgis/vectorgeometry', 'qgispointonsurface'),
    openLayers('ol/geom/Polygon', 'Polygon.getInteriorPoint', 'Planar, for a Polygon'),
  ],
  points: [shapely('points')],
  pointsWithinPolygon: [qgis('Extract by location', 'qgis/vectorselection', 'qgisextractbylocation', 'With the predicate "are within"')],
  pointToLineDistance: [
    postgis('ST_Distance', 'Between any geometries. ' + lonLatSphere),
    shapely('distance', planar),
    jts('geom', 'Geometry.distance', planar),
    geolib('getDistanceFromLine(point, lineStart, lineEnd, accuracy = 1)', 'To a segment between two points, in metres'),
  ],
  polygon: [shapely('Polygon'), jts('geom', 'GeometryFactory.createPolygon')],
  polygonize: [
    postgis('ST_Polygonize'),
    shapely('polygonize'),
    jts('operation/polygonize', 'Polygonizer'),
    qgis('Polygonize', 'qgis/vectorgeometry', 'qgispolygonize'),
  ],
  polygons: [shapely('polygons')],
  polygonSmooth: [postgis('ST_ChaikinSmoothing'), qgis('Smooth', 'qgis/vectorgeometry', 'qgissmoothgeometry')],
  polygonToLine: [
    postgis('ST_Boundary'),
    shapely('boundary'),
    jts('geom', 'Geometry.getBoundary'),
    qgis('Polygons to lines', 'qgis/vectorgeometry', 'qgispolygonstolines'),
  ],
  radiansToDegrees: [jts('algorithm', 'Angle.toDegrees')],
  randomPoint: [
    postgis('ST_GeneratePoints', 'Inside a polygon: pass the bbox as a polygon (ST_MakeEnvelope)'),
    qgis('Random points in extent', 'qgis/vectorcreation', 'qgisrandompointsinextent'),
  ],
  rbush: [shapelyPage('STRtree', 'strtree', 'shapely.STRtree'), jts('index/strtree', 'STRtree')],
  rectangleGrid: [qgis('Create grid', 'qgis/vectorcreation', 'qgiscreategrid', 'With the grid type "Rectangle (polygon)"')],
  rewind: [
    postgis('ST_ForcePolygonCCW'),
    postgis('ST_ForcePolygonCW', 'As with reverse: true'),
    shapely('orient_polygons'),
    qgis('Force right-hand-rule', 'qgis/vectorgeometry', 'qgisforcerhr', 'As with reverse: true'),
  ],
  rhumbBearing: [geolib('getRhumbLineBearing(origin, destination)', zeroTo360)],
  sample: [qgis('Random extract', 'qgis/vectorselection', 'qgisrandomextract')],
  sector: [
    jts('util', 'GeometricShapeFactory.createArcPolygon', 'Planar; angles in radians, counter-clockwise'),
    qgis('Create wedge buffers', 'qgis/vectorgeometry', 'qgiswedgebuffers', 'Given by the azimuth of its middle and its width'),
  ],
  simplify: [
    postgis('ST_Simplify'),
    shapely('simplify'),
    jts('simplify', 'DouglasPeuckerSimplifier.simplify'),
    qgis('Simplify', 'qgis/vectorgeometry', 'qgissimplifygeometries'),
    openLayers('ol/geom/Geometry', 'Geometry.simplify', 'Douglas-Peucker for lines; polygons are quantized to keep their topology'),
  ],
  squareGrid: [
    postgis('ST_SquareGrid', turfGridFit),
    qgis('Create grid', 'qgis/vectorcreation', 'qgiscreategrid', 'With the grid type "Rectangle (polygon)"'),
  ],
  tag: [qgis('Join attributes by location', 'qgis/vectorgeneral', 'qgisjoinattributesbylocation')],
  tesselate: [
    postgis('ST_TriangulatePolygon'),
    shapely('constrained_delaunay_triangles'),
    jts('triangulate/polygon', 'PolygonTriangulator.triangulate'),
    qgis('Tessellate', 'qgis/vectorgeometry', 'qgistessellate'),
  ],
  tin: [
    postgis('ST_DelaunayTriangles'),
    shapely('delaunay_triangles'),
    jts('triangulate', 'DelaunayTriangulationBuilder'),
    qgis('Delaunay triangulation', 'qgis/vectorgeometry', 'qgisdelaunaytriangulation'),
  ],
  toMercator: [
    postgis('ST_Transform', 'EPSG:4326 to EPSG:3857 only'),
    qgis('Reproject layer', 'qgis/vectorgeneral', 'qgisreprojectlayer', 'EPSG:4326 to EPSG:3857 only'),
    openLayers('ol/proj', 'fromLonLat', 'To EPSG:3857 unless given another projection; one coordinate'),
  ],
  toWgs84: [
    postgis('ST_Transform', 'EPSG:3857 to EPSG:4326 only'),
    qgis('Reproject layer', 'qgis/vectorgeneral', 'qgisreprojectlayer', 'EPSG:3857 to EPSG:4326 only'),
    openLayers('ol/proj', 'toLonLat', 'From EPSG:3857 unless given another projection; one coordinate'),
  ],
  transformRotate: [
    postgis('ST_Rotate', 'In radians, counter-clockwise, about an origin point'),
    shapelyPage('affinity.rotate', 'manual', 'shapely.affinity.rotate', 'Positive angles are counter-clockwise'),
    jts('geom/util', 'AffineTransformation.rotationInstance', 'In radians, counter-clockwise'),
    qgis('Rotate', 'qgis/vectorgeometry', 'qgisrotatefeatures'),
  ],
  transformScale: [
    postgis('ST_Scale'),
    shapelyPage('affinity.scale', 'manual', 'shapely.affinity.scale'),
    jts('geom/util', 'AffineTransformation.scaleInstance'),
  ],
  transformTranslate: [
    postgis('ST_Translate', byOffsets),
    shapelyPage('affinity.translate', 'manual', 'shapely.affinity.translate', byOffsets),
    jts('geom/util', 'AffineTransformation.translationInstance', byOffsets),
    qgis('Translate', 'qgis/vectorgeometry', 'qgistranslategeometry', byOffsets),
  ],
  truncate: [
    postgis('ST_SnapToGrid', toGrid),
    shapely('set_precision', toGrid),
    qgis('Snap points to grid', 'qgis/vectorgeometry', 'qgissnappointstogrid', toGrid),
  ],
  union: [
    postgis('ST_Union'),
    shapely('union_all'),
    shapely('unary_union'),
    jts('geom', 'Geometry.union'),
    qgis('Dissolve', 'qgis/vectorgeometry', 'qgisdissolve', 'With no dissolve field'),
  ],
  voronoi: [
    postgis('ST_VoronoiPolygons'),
    shapely('voronoi_polygons'),
    jts('triangulate', 'VoronoiDiagramBuilder'),
    qgis('Voronoi polygons', 'qgis/vectorgeometry', 'qgisvoronoipolygons'),
  ],
};

// Left out because the semantics differ: booleanEqual, pointToPolygonDistance, unkinkPolygon, lineSlice,
// collect, shortestPath, and QGIS "Union" (splits overlaps). booleanPointOnLine has only Google Maps'
// test within a tolerance, which its note says.
