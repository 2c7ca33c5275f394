/**
 * "Use it to" lines for every function any docs version documents (171 names): the tasks it does, in
 * the words a reader would search with, written from each function's own behaviour in every version
 * that has it, and where to go instead when readers confuse it with another ("To <to>, see <fn>.").
 * API pages show them under the summary; the search index has them as a field. The generator stops
 * when a function has no entry (plugins/content/api-docs/pages/useItToSection.ts).
 */
export interface SeeInstead {
  /** Completes "To ..., see <fn>.", lower case. */
  readonly to: string;
  readonly fn: string;
}

export interface FunctionTasks {
  /** Each completes "Use it to ...": lower case, no final period. */
  readonly tasks: readonly string[];
  /**
   * More "Use it to" lines, in the words of one field that builds map apps (sailing, amateur radio, aviation,
   * ecology, surveying, civic, fleet, desktop GIS ...): a radio amateur asks for a "beam heading from my QTH",
   * not for a bearing. Shown after `tasks`. The search indexes only their rare words (indexing/fieldWords.ts).
   */
  readonly inTheField?: readonly string[];
  readonly seeAlso?: readonly SeeInstead[];
}

export const functionTasks: Readonly<Record<string, FunctionTasks>> = {
  along: {
    tasks: [
      'get the point at a given distance along a line or route',
      'find where you will be after travelling 5 km along a path',
      'interpolate a location on a LineString by distance from its start',
      'place a marker part-way along a line, in kilometres, miles or other units',
      'animate a marker moving along a route by the distance travelled so far',
      'get the coordinates of the spot a set number of metres or miles into a GPS track',
      'drop points at regular intervals along a road, e.g. every 100 metres',
      'find the midpoint of a line or route: the point at half its length',
    ],
    inTheField: [
      'find the waypoint a set number of nautical miles along a passage plan from departure',
      'place the halfway aid station or km markers at set distances along a race course',
      'locate a point by its chainage or milepost along a road, pipeline or canal centreline',
    ],
    seeAlso: [
      { to: 'cut out the part of a line between two distances', fn: 'lineSliceAlong' },
      { to: 'snap an outside point to the closest spot on a line', fn: 'nearestPointOnLine' },
      { to: 'split a line into equal-length pieces', fn: 'lineChunk' },
    ],
  },
  angle: {
    tasks: [
      'measure the angle in degrees at a vertex between two adjacent segments',
      'get the turn angle formed by three points (start, middle, end)',
      'compute the corner angle of a polyline or polygon at one vertex',
      'find the reflex or explementary (360 minus) angle between two segments',
      'work out how sharp a bend or turn is at a point along a route',
      'find the angle where two roads meet at a junction',
      'measure the angle as it looks on a flat Mercator map instead of on the globe',
    ],
    inTheField: [
      'measure the angle turned at a traverse station from the backsight to the foresight',
      'check the corner angles of a lot or parcel against the ones shown on the plat',
    ],
    seeAlso: [
      { to: 'get the compass direction from one point to another', fn: 'bearing' },
      { to: 'get the direction of constant heading between two points', fn: 'rhumbBearing' },
    ],
  },
  area: {
    tasks: [
      'calculate the area of a polygon or multipolygon in square metres',
      'measure the total surface of all polygons in a feature collection',
      'get the geodesic size of a shape on the earth, with holes subtracted',
      'find how big a drawn region is',
      'work out how large a land parcel, field, lake or building footprint is',
      'compare the sizes of countries, zones or districts drawn on a map',
    ],
    inTheField: [
      'measure the lot size or land area of a parcel from its cadastral boundary',
      'measure the burned area inside a wildfire perimeter polygon',
      "get a field's area from its boundary to work out seed, spray or fertiliser amounts",
    ],
    seeAlso: [
      { to: 'convert square metres to hectares, acres or square kilometres', fn: 'convertArea' },
      { to: "measure the length of a line or a polygon's perimeter", fn: 'length' },
    ],
  },
  azimuthToBearing: {
    tasks: [
      'convert an azimuth from 0-360 degrees to a bearing between -180 and 180',
      'normalise a compass angle to the signed range used by bearing',
      'turn a clockwise-from-north angle into a signed bearing',
      'turn a heading like 270 degrees into -90, so west of north reads as negative',
      'wrap any angle, even above 360 or below -180, into the -180 to 180 range',
    ],
    inTheField: [
      "turn a surveyor's whole-circle bearing (0-360) into a signed -180 to 180 angle",
      'turn an AIS course over ground (0-360) into a signed bearing to compare with bearing',
    ],
    seeAlso: [{ to: 'convert a -180 to 180 bearing to a 0-360 azimuth', fn: 'bearingToAzimuth' }],
  },
  bbox: {
    tasks: [
      'get the bounding box [minX, minY, maxX, maxY] of any GeoJSON',
      'compute the extent or bounds of a feature collection, e.g. to zoom a map to fit',
      'find the minimum and maximum longitude and latitude of a geometry',
      'measure the rectangular bounds of points, lines or polygons as an array of numbers',
      'get the southwest and northeast corners of a shape for fitBounds on a map',
      'find the west, south, east and north edges of a country, route or set of markers',
    ],
    inTheField: [
      'get the lat/lon limits of a passage to request a GRIB weather file for it',
      'compute the bbox= parameter of a WFS or OGC API Features query from a drawn area',
      'get the layer extent of a GeoJSON file, as QGIS zoom to layer or ST_Extent gives it',
    ],
    seeAlso: [
      { to: 'get the bounding box as a rectangle polygon', fn: 'envelope' },
      { to: 'turn a bbox array into a polygon', fn: 'bboxPolygon' },
    ],
  },
  bboxClip: {
    tasks: [
      'clip or crop a line or polygon to a rectangular bounding box',
      'cut away the parts of a geometry that fall outside a map extent',
      'trim lines and polygons to a viewport or tile bounds',
      'keep only the section of a LineString or MultiPolygon inside a bbox',
      'cut off the parts of routes, roads or rivers that extend past a rectangle',
      'crop country or zone outlines to the visible map view before drawing them',
    ],
    inTheField: [
      'clip roads, rivers or coastlines to a rectangular area of interest (AOI)',
      'do a quick clip by extent of lines and polygons, as in QGIS, without a mask layer',
      'trim trails, GPX tracks or contours to the edges of a printed map sheet or quad',
    ],
    seeAlso: [
      { to: 'clip one polygon by another polygon of any shape', fn: 'intersect' },
      { to: 'keep only the points that lie inside a polygon', fn: 'pointsWithinPolygon' },
    ],
  },
  bboxPolygon: {
    tasks: [
      'convert a bbox array [west, south, east, north] into a rectangle polygon',
      'draw a bounding box or map extent as a GeoJSON Polygon',
      'make a rectangular polygon from min and max coordinates',
      'turn the current map view bounds into a polygon you can draw or query with',
      'make a rectangle feature from a bbox to show a search area or selection box',
    ],
    inTheField: [
      'build the rectangle that PostGIS ST_MakeEnvelope gives from west, south, east, north',
      'draw the footprint of a satellite scene or STAC item from its bbox on a coverage map',
      'draw the area of a GRIB weather download or a weather model domain as a rectangle',
    ],
    seeAlso: [
      { to: 'get the bounding rectangle polygon of existing features', fn: 'envelope' },
      { to: 'compute a bbox array from GeoJSON', fn: 'bbox' },
    ],
  },
  bearing: {
    tasks: [
      'get the compass bearing or heading from one point to another',
      'calculate the direction in degrees from north between two coordinates',
      'find the initial or final great-circle bearing of a route between two points',
      'measure the direction (azimuth) from a start point to an end point, from -180 to 180',
      'work out which way a vehicle or user is travelling from two GPS fixes',
      'rotate a marker or arrow icon so it points toward a destination',
      'tell whether one place lies north, east, south or west of another',
    ],
    inTheField: [
      'find the short-path beam heading from your QTH to a DX station for an antenna rotator',
      'compute the initial true course from one waypoint to the next in a flight plan',
      "get the bearing to waypoint (BTW) or to a racing mark from the boat's GPS position",
    ],
    seeAlso: [
      { to: 'get the constant-heading (loxodrome) bearing between two points', fn: 'rhumbBearing' },
      { to: 'convert a bearing to a 0-360 degree azimuth', fn: 'bearingToAzimuth' },
      { to: 'measure the angle at a vertex between two segments', fn: 'angle' },
    ],
  },
  bearingToAzimuth: {
    tasks: [
      'convert a bearing between -180 and 180 degrees to an azimuth from 0 to 360',
      'normalise any angle to a positive compass heading clockwise from north',
      'turn negative bearings into 0-360 degree directions',
      'turn a direction such as -90 into 270 degrees for a compass display',
    ],
    inTheField: [
      'turn a negative bearing into a 0-360 beam heading for an antenna rotator',
      'show a course as a 0-360 degrees true heading, as pilots and sailors read it',
      'convert a bearing to a whole-circle bearing for a survey traverse or field book',
    ],
    seeAlso: [{ to: 'convert a 0-360 azimuth back to a -180 to 180 bearing', fn: 'azimuthToBearing' }],
  },
  bezierSpline: {
    tasks: [
      'smooth a line into a flowing curve through its vertices',
      'turn a jagged LineString into a curved path with a Bezier spline',
      'draw rounded, curvy routes or tracks from a few points',
      'interpolate a smooth curve through a sequence of coordinates',
      'make an angular or zigzag path look rounded by adding curved segments',
      'control how tightly the curve follows the original points with a sharpness setting',
    ],
    inTheField: [
      'draw a smooth, curved drone flight path through the waypoints of a mission',
      'make a game character or AR creature follow a smooth curved path through checkpoints',
    ],
    seeAlso: [
      { to: 'smooth the outline of a polygon', fn: 'polygonSmooth' },
      { to: 'reduce the number of vertices instead of adding curves', fn: 'simplify' },
      { to: 'draw the shortest path on the globe between two points as a curve', fn: 'greatCircle' },
    ],
  },
  booleanClockwise: {
    tasks: [
      'check whether a ring or closed line is wound clockwise',
      'test the winding order or orientation of a polygon ring',
      'detect counter-clockwise rings before fixing them for the right-hand rule',
      "tell if a polygon's outer ring runs clockwise or anticlockwise",
    ],
    inTheField: [
      'check a ring is clockwise, as ESRI shapefiles require for outer rings',
      'check a ring winds clockwise as d3-geo expects, so it does not fill the whole globe',
      'test ring orientation in JavaScript where you would use shapely is_ccw in Python',
    ],
    seeAlso: [{ to: 'fix the winding order of polygon rings', fn: 'rewind' }],
  },
  booleanConcave: {
    tasks: [
      'check whether a polygon is concave (has an inward-pointing corner)',
      "test if a polygon's outer ring is convex or not",
      'detect dents or reflex angles in a polygon shape',
      'tell if a parcel or building outline has a notch, as L- or U-shaped ones do',
      'find out if a drawn area has any corner that bends inward',
    ],
    inTheField: ['check a drone survey area is convex before a mission planner lays out its grid'],
    seeAlso: [
      { to: 'build the convex hull around a shape', fn: 'convex' },
      { to: 'check whether a polygon crosses itself', fn: 'kinks' },
    ],
  },
  booleanContains: {
    tasks: [
      'check whether one geometry completely contains another',
      'test if a polygon fully encloses a point, line or another polygon',
      'find out whether a shape lies entirely inside a larger shape',
      'check whether a line contains a point or a shorter line',
      'tell if a geofence or zone holds all of a set of markers',
      'check whether a parcel or district contains a building footprint',
    ],
    inTheField: [
      'check that a planned drone flight path stays entirely inside the approved operating area',
      'check that a voting precinct nests entirely inside its ward or electoral district',
      'check that a survey transect lies wholly inside a protected area or nature reserve',
    ],
    seeAlso: [
      { to: 'test the same relation with the arguments reversed (a inside b)', fn: 'booleanWithin' },
      { to: 'check whether a point is inside a polygon, counting the border', fn: 'booleanPointInPolygon' },
      { to: 'check whether two shapes share any part at all', fn: 'booleanIntersects' },
    ],
  },
  booleanCrosses: {
    tasks: [
      'check whether two lines cross each other',
      'test if a line passes through a polygon, partly inside and partly outside',
      'detect whether a road crosses a boundary or a river',
      'check whether some points of a multipoint fall inside a polygon and some outside',
      'tell if two routes or paths cross somewhere other than at their end points',
      'find out whether a GPS track goes across the edge of a geofence or zone',
    ],
    inTheField: [
      'tell if a flight path crosses the boundary of a restricted airspace or no-fly zone',
      'detect an AIS vessel track crossing into an exclusion zone or over a port limit',
      'check whether a planned fibre or cable route crosses a road, railway or river',
    ],
    seeAlso: [
      { to: 'get the points where two lines intersect', fn: 'lineIntersect' },
      { to: 'check whether two geometries touch or overlap in any way', fn: 'booleanIntersects' },
    ],
  },
  booleanDisjoint: {
    tasks: [
      'check that two geometries do not touch or overlap at all',
      'test whether two shapes are completely separate with nothing in common',
      'confirm a point is outside a polygon and off its border',
      'check that a line does not intersect a polygon',
      'check that a route stays clear of a no-go zone',
      'tell if two parcels or zones are fully apart',
    ],
    inTheField: [
      'confirm a drone flight area does not touch any TFR, NOTAM area or restricted airspace',
      'check a development site stays clear of a protected habitat or wetland buffer',
      'check a passage plan route stays clear of charted hazards and restricted areas',
    ],
    seeAlso: [{ to: 'test the opposite: whether two geometries share any point', fn: 'booleanIntersects' }],
  },
  booleanEqual: {
    tasks: [
      'check whether two geometries of the same type have identical coordinates',
      'compare two features for equal shape, ignoring redundant vertices',
      'detect duplicate points, lines or polygons',
      'tell if two shapes match even when a ring starts at another corner or a line is reversed',
      'treat coordinates as equal when they agree to 6 decimal places',
      'check whether two features are identical',
    ],
    inTheField: [
      'spot unchanged geometries when diffing two versions of a dataset in an ETL job',
      'check whether an edited parcel boundary still matches the registered cadastral one',
      'assert that two geometries are equal in a unit test of your map code',
    ],
    seeAlso: [
      { to: 'check whether two shapes partly overlap', fn: 'booleanOverlap' },
      { to: 'remove duplicate and collinear vertices from a geometry', fn: 'cleanCoords' },
    ],
  },
  booleanIntersects: {
    tasks: [
      'check whether two geometries intersect, touch or overlap in any way',
      'test if a line passes through or touches a polygon',
      'find out whether two shapes share at least one point',
      'check whether a point lies inside a polygon or on a line',
      'tell if a route crosses or touches a zone, geofence or country',
      'detect whether two drawn shapes collide or are completely separate (disjoint)',
      'filter which parcels or buildings a search area hits',
    ],
    inTheField: [
      'check whether a wildfire perimeter touches an evacuation zone or a community',
      'check whether a severe weather warning polygon touches a county, route or site',
      'check whether a parcel touches a flood zone such as a FEMA flood hazard area',
    ],
    seeAlso: [
      { to: 'get the points where two lines cross', fn: 'lineIntersect' },
      { to: 'get the overlapping area of two polygons', fn: 'intersect' },
      { to: 'check that two shapes partly overlap without containing each other', fn: 'booleanOverlap' },
    ],
  },
  booleanOverlap: {
    tasks: [
      'check whether two polygons partly overlap without one containing the other',
      'test if two lines share a common section',
      'detect overlapping shapes of the same kind (polygons, lines or multipoints)',
      'tell if two zones, parcels or service areas partly cover each other',
      'check whether two routes run along the same stretch of road',
    ],
    inTheField: [
      'find wards or precincts whose boundaries overlap when they should only share edges',
      'flag parcels that overlap a neighbour, a common cadastral digitising error',
      "check whether two animals' home ranges or territories partly overlap",
    ],
    seeAlso: [
      { to: 'check whether two geometries share any point at all', fn: 'booleanIntersects' },
      { to: 'get the shared segments of two lines', fn: 'lineOverlap' },
      { to: 'get the overlapping area of two polygons', fn: 'intersect' },
    ],
  },
  booleanParallel: {
    tasks: [
      'check whether two lines are parallel',
      'test if each segment of a line runs the same way as the matching segment of another',
      'compare the orientation of two LineStrings segment by segment',
      'tell if two roads or straight edges run alongside each other at the same angle',
    ],
    seeAlso: [{ to: 'create a parallel copy of a line at a set distance', fn: 'lineOffset' }],
  },
  booleanPointInPolygon: {
    tasks: [
      'check whether a point is inside a polygon or multipolygon',
      'test if a GPS location falls within an area, zone or geofence',
      'find out whether a coordinate lies in a polygon, taking holes into account',
      "decide if a point on the polygon's border counts as inside or not",
      'hit-test a map click or tap against a polygon',
      'check if an address, pin or marker falls inside a delivery or service area',
      "tell which country, city or district a user's location is in by testing each boundary",
    ],
    inTheField: [
      "look up a voter's precinct or council ward from a geocoded address",
      "check whether a vessel's AIS position is inside a port, anchorage or ECA zone",
      "check whether a user's location is inside an active storm or flood warning polygon",
    ],
    seeAlso: [
      { to: 'keep all points of a collection that fall inside polygons', fn: 'pointsWithinPolygon' },
      { to: 'check whether a line or polygon lies inside another polygon', fn: 'booleanWithin' },
      { to: 'check whether a point lies on a line', fn: 'booleanPointOnLine' },
    ],
  },
  booleanPointOnLine: {
    tasks: [
      'check whether a point lies exactly on a line',
      'test if a coordinate sits on a segment of a LineString, optionally excluding its ends',
      'find out whether a location is along a route or path',
      'allow for floating-point rounding with an epsilon when testing a point against a line',
    ],
    inTheField: ['check that a snapped bus stop, hydrant or valve point lies exactly on its network line'],
    seeAlso: [
      { to: 'snap a point to the closest location on a line', fn: 'nearestPointOnLine' },
      { to: 'measure how far a point is from a line', fn: 'pointToLineDistance' },
      { to: 'check whether a point is inside a polygon', fn: 'booleanPointInPolygon' },
    ],
  },
  booleanTouches: {
    tasks: [
      'check whether two geometries touch only at their borders',
      'test if two polygons are adjacent neighbours sharing an edge but not overlapping',
      "detect whether a point sits at the end of a line or on a polygon's boundary",
      'find out whether two shapes meet without their interiors intersecting',
      'tell if two countries, parcels or zones are next to each other and share a border',
      'check whether two roads meet only at an end point',
    ],
    inTheField: [
      'find the abutting parcels that share a lot line with a property for a permit notice',
      'check whether two hex or grid cells in a map game are adjacent',
    ],
    seeAlso: [
      { to: 'check whether two shapes share any point, inside or on the border', fn: 'booleanIntersects' },
      { to: 'check whether two polygons overlap in area', fn: 'booleanOverlap' },
    ],
  },
  booleanValid: {
    tasks: [
      'check whether a geometry is valid according to OGC Simple Features rules',
      'validate GeoJSON polygons for unclosed rings, too few points or spikes',
      'detect invalid or malformed geometry before running other operations, as a validation step',
      'test if the holes of a polygon cross its outer ring',
      'check that a shape a user drew or uploaded is well-formed before saving it',
      'check that the parts of a multipolygon lie apart from one another',
    ],
    inTheField: ['validate geometries in an ETL or import pipeline, as PostGIS ST_IsValid does'],
    seeAlso: [
      { to: 'find the points where a line or polygon self-intersects', fn: 'kinks' },
      { to: 'split a self-intersecting polygon into valid polygons', fn: 'unkinkPolygon' },
    ],
  },
  booleanWithin: {
    tasks: [
      'check whether one geometry lies completely within another',
      'test if a line or polygon is entirely inside a polygon',
      'find out whether a point is within a line or a polygon',
      'check whether a small area is fully covered by a larger one',
      'check whether a route or road lies within a region',
      'check whether a building footprint or parcel is inside a boundary',
      'tell if a drawn shape lies inside another',
    ],
    inTheField: [
      'check that a spray, seeding or harvest track stays inside the field boundary',
      "check that a vessel's planned route lies wholly inside a permitted fishing area or EEZ",
      'check that a permit or construction area lies within the city limits',
    ],
    seeAlso: [
      { to: 'check whether a point is inside a polygon or multipolygon, counting the border', fn: 'booleanPointInPolygon' },
      { to: 'test the same relation with the arguments reversed (a contains b)', fn: 'booleanContains' },
    ],
  },
  buffer: {
    tasks: [
      'draw a zone of a given distance around a point, line or polygon',
      'grow or enlarge a polygon outwards by a fixed distance',
      'shrink a polygon inwards with a negative radius',
      'make a corridor polygon around a road or route',
      'create a radius area around locations, in kilometres, miles or metres',
      'add a safety margin or setback around buildings, parcels or geofences',
      'thicken a road or river line into a polygon area',
      'make a proximity or catchment area around stores or stations',
    ],
    inTheField: [
      'draw a riparian buffer or stream setback along a river for a planning map',
      'draw an evacuation zone around a hazmat spill area or burning site',
      "make a flight corridor polygon around a drone's BVLOS route",
    ],
    seeAlso: [
      { to: 'draw a circle polygon around a single centre point', fn: 'circle' },
      { to: 'resize a shape by a factor instead of a distance', fn: 'transformScale' },
    ],
  },
  center: {
    tasks: [
      'get the centre point of the bounding box of any features',
      'find the middle of a set of points or shapes by their extent',
      'compute a centre to position a map or a label over a feature collection',
      'get the center of all markers or pins so you can center the map on them',
    ],
    seeAlso: [
      { to: 'get the area-weighted centre of a polygon', fn: 'centerOfMass' },
      { to: 'get a point guaranteed to lie on or inside the shape', fn: 'pointOnFeature' },
      { to: 'average all vertex coordinates instead', fn: 'centroid' },
    ],
  },
  centerMean: {
    tasks: [
      'get the mean centre (average coordinate) of a set of points or features',
      'compute a weighted average location using a numeric property',
      'find the statistical middle of a dataset, pulled toward clusters',
      'find the average position of a group of markers, pins or GPS readings',
      'get a population- or sales-weighted centre of gravity for a set of locations',
    ],
    inTheField: [
      "find an animal's centre of activity from its GPS collar or telemetry fixes",
      'compare the mean centre of species records between years to show a range shift',
      'compute the mean centre of crime or 911 incidents for a crime analysis report',
    ],
    seeAlso: [
      { to: 'find the median centre that minimises total distance to all points', fn: 'centerMedian' },
      { to: 'get the centre of the bounding box instead', fn: 'center' },
    ],
  },
  centerMedian: {
    tasks: [
      'find the median centre of a set of points, with the least total travel distance to them',
      'compute the geometric median location, optionally weighted by a property',
      'pick a central meeting or facility location that is less sensitive to outliers',
      'choose a depot or warehouse site closest overall to a set of customer locations',
    ],
    inTheField: [
      'site an ambulance standby point with the least total distance to past call-outs',
      'place a polling station or school site central to the voters or pupils it serves',
    ],
    seeAlso: [
      { to: 'get the simple average coordinate of points', fn: 'centerMean' },
      { to: 'get the centre of the bounding box', fn: 'center' },
    ],
  },
  centerOfMass: {
    tasks: [
      'get the true geometric centroid of a polygon, weighted by its area',
      'find the balance point or centre of gravity of a shape',
      'compute a centroid for lines and points via their convex hull',
      'find the middle of a polygon weighted by its area',
      'get an area-weighted center point of a parcel, building or region',
    ],
    inTheField: ['get the centre of a field boundary to look up its weather forecast or soil data'],
    seeAlso: [
      { to: 'average the vertices of a geometry instead', fn: 'centroid' },
      { to: 'get a point guaranteed to fall on the feature', fn: 'pointOnFeature' },
    ],
  },
  centroid: {
    tasks: [
      'get the centroid of a geometry as the average of its vertices',
      'compute a quick centre point of a polygon, line or set of points',
      'find the mean position of all coordinates in a feature',
      'find the average location of a group of GPS points or markers',
      'turn a polygon or line into a single representative center point',
    ],
    seeAlso: [
      { to: 'get the area-weighted centroid of a polygon', fn: 'centerOfMass' },
      { to: 'get a point guaranteed to lie inside the polygon, e.g. for labels', fn: 'pointOnFeature' },
      { to: 'get the centre of the bounding box', fn: 'center' },
    ],
  },
  circle: {
    tasks: [
      'draw a circle polygon of a given radius around a centre point',
      'create a radius or range ring on the map in kilometres, miles or metres',
      'make a geodesic circle shape with a chosen number of vertices (steps)',
      "draw a 5 km radius around a user's location, a store or a pin",
      'make a round geofence or search area around a point',
    ],
    inTheField: [
      'draw an anchor alarm swing circle around the spot where the anchor was dropped',
      'draw a no-fly radius for drones around an airport, heliport or stadium',
      'draw an evacuation or cordon radius around an incident such as a gas leak',
    ],
    seeAlso: [
      { to: 'draw a zone around a line or polygon, not just a point', fn: 'buffer' },
      { to: 'draw an oval with two different radii', fn: 'ellipse' },
      { to: 'draw a pie slice of a circle between two bearings', fn: 'sector' },
    ],
  },
  cleanCoords: {
    tasks: [
      'remove duplicate consecutive vertices from a line or polygon',
      'drop redundant collinear points that lie on a straight segment',
      'de-duplicate the positions of a MultiPoint',
      'tidy up geometry coordinates without changing its shape',
      'clean up a GPS track that logged the same position several times while standing still',
      'fix a polygon with a doubled-up corner or repeated vertex that breaks other operations',
    ],
    inTheField: ['strip duplicate and collinear vertices from boundaries after a CAD or DWG import'],
    seeAlso: [
      { to: 'reduce vertices while allowing the shape to change slightly', fn: 'simplify' },
      { to: 'round coordinates to fewer decimal places', fn: 'truncate' },
    ],
  },
  clone: {
    tasks: [
      'make a deep copy of a GeoJSON feature, geometry or collection',
      'duplicate GeoJSON so you can modify it without changing the original',
      'copy a feature including its properties, bbox, id and foreign members',
      'avoid mutating the input by working on a fast copy instead of JSON.parse(JSON.stringify())',
    ],
  },
  clusterEach: {
    tasks: [
      'loop over groups of features that share the same property value',
      'iterate through each cluster after clustering points',
      'group a feature collection by an attribute and handle each group',
      "handle each category of markers separately, e.g. by a 'type' or cluster id property",
    ],
    inTheField: [
      'process AIS positions ship by ship by grouping them on their MMSI',
      "handle each vehicle's or trip's GPS fixes separately by grouping on its id",
      "handle each species' records separately by grouping on the species name",
    ],
    seeAlso: [
      { to: 'get the features of a single cluster or matching filter', fn: 'getCluster' },
      { to: 'accumulate a value across clusters like Array.reduce', fn: 'clusterReduce' },
      { to: 'assign cluster numbers to points first', fn: 'clustersKmeans' },
    ],
  },
  clusterReduce: {
    tasks: [
      'reduce groups of features sharing a property value to a single result',
      'accumulate a value over each cluster, like Array.reduce()',
      'count clusters or collect their property values',
      'aggregate features grouped by a property value, like a group-by over categories',
    ],
    inTheField: [
      'count permits, complaints or 311 requests per ward from a ward property',
      'count records per species for a species list or a survey summary',
      'total the stops or deliveries per driver from features tagged with a driver id',
    ],
    seeAlso: [
      { to: 'simply loop over each cluster', fn: 'clusterEach' },
      { to: 'get the features of a single cluster', fn: 'getCluster' },
    ],
  },
  clustersDbscan: {
    tasks: [
      'group points into clusters by density with DBSCAN',
      'find clusters of points within a maximum distance of each other',
      'detect outliers and label points as core, edge or noise',
      'cluster points without choosing the number of clusters in advance',
      'find hotspots where many incidents, markers or events are crowded close together',
      'set the minimum number of nearby points needed to form a group',
    ],
    inTheField: [
      "find kill, den or roost sites from clusters of an animal's GPS collar fixes",
      'find where a vehicle stopped or dwelled from bunched-up GPS fixes',
      'group geotagged photos taken around the same spot into places or shoots',
    ],
    seeAlso: [{ to: 'split points into a fixed number of clusters', fn: 'clustersKmeans' }],
  },
  clustersKmeans: {
    tasks: [
      'group points into a chosen number of clusters with k-means',
      "partition locations into k groups and get each group's centroid",
      'partition points into groups by proximity, adding a cluster id to each',
      'split delivery stops or customer locations into a fixed number of groups or regions',
      'label each marker with a cluster number and the centre of its group',
    ],
    inTheField: [
      'divide voter addresses into k canvassing areas, one per volunteer team',
      'suggest sites for k ballot drop boxes or parcel lockers from the cluster centres',
    ],
    seeAlso: [
      { to: 'cluster points by density and distance, marking noise', fn: 'clustersDbscan' },
      { to: 'loop over the resulting clusters', fn: 'clusterEach' },
    ],
  },
  collect: {
    tasks: [
      'gather a property from the points inside each polygon into an array',
      'do a spatial join that aggregates point values by polygon',
      'list or count the points that fall within each zone',
      'summarise point data, e.g. population, per area',
      'attach the values of the points inside each polygon to that polygon as a list',
      'group sensor readings or incidents by the district, zone or country they fall in',
    ],
    inTheField: [
      'list the species recorded in each protected area, quadrat or grid cell',
      'gather the 311 requests or permits inside each ward into a list per ward',
      'list the customers or stores that fall in each sales territory',
    ],
    seeAlso: [
      { to: "copy a polygon's property onto the points inside it", fn: 'tag' },
      { to: 'get the points that fall inside polygons', fn: 'pointsWithinPolygon' },
    ],
  },
  collectionOf: {
    tasks: [
      'validate that every feature in a FeatureCollection has a given geometry type',
      'throw an error when a collection contains features of the wrong type',
      'enforce input type expectations inside a Turf-style function',
      'make sure a FeatureCollection holds only Point features before processing it',
    ],
    seeAlso: [
      { to: 'check the geometry type of a single feature', fn: 'featureOf' },
      { to: 'check the type of a GeoJSON object', fn: 'geojsonType' },
    ],
  },
  combine: {
    tasks: [
      'combine points, lines or polygons into MultiPoint, MultiLineString or MultiPolygon',
      'group features of the same kind into one multi-part feature without merging shapes',
      'collect a feature collection into multi-geometries, keeping the original properties',
      'bundle separate roads, rivers or pins into a single feature without changing any shape',
    ],
    inTheField: [
      'build multipart features as QGIS Collect geometries or PostGIS ST_Collect do',
      'join the separate segments of a bus or rail line into one MultiLineString route',
      "group a property's separate land parcels into one multipart lot feature",
    ],
    seeAlso: [
      { to: 'merge overlapping polygons into one shape', fn: 'union' },
      { to: 'merge polygons that share a property value', fn: 'dissolve' },
      { to: 'split multi-part features back into single parts', fn: 'flatten' },
    ],
  },
  concave: {
    tasks: [
      'draw a concave hull around a set of points',
      'get a tight outline or boundary polygon that follows the shape of a point cloud',
      'build an alpha-shape-like footprint from points, limited by maximum edge length',
      'outline the footprint of scattered markers, hugging gaps and inward bends',
      'turn reachable locations into an area shape, such as a rough travel-time zone',
    ],
    inTheField: [
      "outline a species' range or an animal's home range from its occurrence points",
      'outline a rough flood or fire extent from field reports or satellite hotspot points',
      'draw a coverage footprint from drive-test points where a signal was received',
    ],
    seeAlso: [
      { to: 'get the convex hull, the smallest convex polygon around the points', fn: 'convex' },
      { to: 'triangulate the points instead of outlining them', fn: 'tin' },
    ],
  },
  containsNumber: {
    tasks: [
      'check that a coordinates array holds numbers',
      'validate nested GeoJSON coordinates, throwing when they are not numeric',
      'test whether the first position in a coordinate array is a pair of numbers',
    ],
    seeAlso: [{ to: 'check whether a single value is a number', fn: 'isNumber' }],
  },
  convertArea: {
    tasks: [
      'convert an area between units, e.g. square metres to hectares, acres or square miles',
      'change square kilometres to square feet or other area units',
      'express the result of area in the unit you need',
      'show a field or plot size in acres, square yards or square feet on screen',
      'convert sqm to sqft and back',
    ],
    inTheField: [
      'convert a lot size between acres and square feet for a property listing',
      'report a burned area or forest stand in acres or hectares',
    ],
    seeAlso: [
      { to: 'convert a distance between units', fn: 'convertLength' },
      { to: "measure a polygon's area in square metres", fn: 'area' },
    ],
  },
  convertLength: {
    tasks: [
      'convert a distance between units, e.g. kilometres to miles, metres or feet',
      'change a length from nautical miles to kilometres or any other supported unit',
      'turn a distance in radians or degrees of arc into metres',
      'change a radius or distance from metres to yards, inches or centimetres',
      "show a distance in the user's preferred units, such as miles instead of kilometres",
      'switch a length between metric and imperial units',
    ],
    inTheField: [
      'convert a passage or leg distance from nautical miles to kilometres or statute miles',
      'turn a race or trail distance in miles into km for a running or cycling app',
    ],
    seeAlso: [
      { to: 'convert an area between units', fn: 'convertArea' },
      { to: 'convert a distance to degrees of arc', fn: 'lengthToDegrees' },
    ],
  },
  convex: {
    tasks: [
      'draw a convex hull polygon around points or any features',
      'get the smallest convex polygon that encloses all coordinates',
      'wrap a set of shapes in a minimum enclosing outline',
      'draw the outer boundary around all markers, like stretching a rubber band round them',
      'get the coverage area of a set of points as a polygon',
    ],
    inTheField: [
      "draw a minimum convex polygon (MCP) home range around an animal's GPS fixes or sightings",
      "outline a species' extent of occurrence (EOO) from its occurrence records",
      "draw a store's customer catchment outline around its customers' locations",
    ],
    seeAlso: [
      { to: 'get a tighter, concave outline around points', fn: 'concave' },
      { to: 'get the enclosing rectangle instead', fn: 'envelope' },
    ],
  },
  coordAll: {
    tasks: [
      'get all coordinates of any GeoJSON as a flat array of positions',
      'extract every vertex from a feature collection',
      'list all [lng, lat] pairs of a geometry',
      'count how many vertices or coordinates a feature or collection has',
      'pull the raw positions out of a route or polygon to pass to another library',
    ],
    inTheField: ['collect every track point of a GPX-derived route to send to an elevation API'],
    seeAlso: [
      { to: 'get each vertex as a Point feature', fn: 'explode' },
      { to: 'visit coordinates one at a time with a callback', fn: 'coordEach' },
    ],
  },
  coordEach: {
    tasks: [
      'loop over every coordinate of any GeoJSON, like Array.forEach()',
      'iterate through all vertices of features with their indexes',
      'visit or modify each position in a geometry, optionally skipping closing ring points',
      'go through every vertex of a line or polygon to read or change its lng/lat values',
    ],
    inTheField: ['reproject every vertex in place with proj4js, e.g. into a local survey grid'],
    seeAlso: [
      { to: 'accumulate a value across coordinates', fn: 'coordReduce' },
      { to: 'get all coordinates as an array', fn: 'coordAll' },
      { to: 'loop over features instead of coordinates', fn: 'featureEach' },
    ],
  },
  coordReduce: {
    tasks: [
      'reduce all coordinates of any GeoJSON to a single value, like Array.reduce()',
      'accumulate a sum, count or extent over every vertex',
      'compute a custom result from the positions of a geometry',
      'walk every [lng, lat] position of a feature collection while keeping a running total',
    ],
    inTheField: ["find the highest altitude of a hiking or flight track from each vertex's z value"],
    seeAlso: [{ to: 'simply loop over each coordinate', fn: 'coordEach' }],
  },
  degreesToRadians: {
    tasks: ['convert an angle from degrees to radians', 'turn a bearing or latitude in degrees into radians for trigonometry'],
    seeAlso: [
      { to: 'convert radians back to degrees', fn: 'radiansToDegrees' },
      { to: 'convert a distance, not an angle, to radians', fn: 'lengthToRadians' },
    ],
  },
  destination: {
    tasks: [
      'get the point reached from a start point given a distance and a bearing',
      'offset or move a point by a distance in a compass direction',
      'project a coordinate along a direction on the globe (great circle)',
      'compute a target position from origin, range and heading',
      "find the location 10 km north, or in any direction, of a user's position",
      'place a new marker a set distance away from another at a given angle',
    ],
    inTheField: [
      'plot a dead-reckoning position from the last fix, course steered and distance run',
      'locate a fix or target from its range and true bearing off a lighthouse, navaid or radar',
    ],
    seeAlso: [
      { to: 'move along a constant compass heading (rhumb line)', fn: 'rhumbDestination' },
      { to: 'get a point at a distance along an existing line', fn: 'along' },
      { to: 'shift a whole feature by a distance and direction', fn: 'transformTranslate' },
    ],
  },
  difference: {
    tasks: [
      'subtract one polygon from another',
      'erase or cut out the area of a polygon that overlaps another',
      'punch a hole in a polygon using a second shape',
      'get the part of a polygon that is not covered by another',
      'cut a lake or a building out of a parcel, leaving a hole',
      'trim a zone so it no longer overlaps its neighbour, getting null when nothing is left',
    ],
    inTheField: [
      'remove riparian buffers or reserves from a harvest block to get the net harvestable area',
      'cut no-fly zones or restricted airspace out of a drone mission area',
      'erase easements or road reserves from a lot to get its developable area',
    ],
    seeAlso: [
      { to: 'keep only the area two polygons share', fn: 'intersect' },
      { to: 'merge polygons into one', fn: 'union' },
      { to: 'cut an area out of a world-covering rectangle to highlight it', fn: 'mask' },
    ],
  },
  directionalMean: {
    tasks: [
      'calculate the average direction or orientation of a set of lines',
      'find the mean bearing and trend of line features as a line',
      'measure how consistent line directions are (circular variance)',
      'find the prevailing or dominant direction of streets, rivers or faults in an area',
      'average the headings of many tracks, paths or trajectories, per whole line or per segment',
    ],
    inTheField: [
      "find the mean migration or dispersal heading from tagged animals' GPS tracks",
      'get the mean heading of AIS vessel tracks in a shipping lane or fairway',
    ],
    seeAlso: [
      { to: 'get the direction of a single line between two points', fn: 'bearing' },
      { to: 'get the mean centre of features', fn: 'centerMean' },
    ],
  },
  dissolve: {
    tasks: [
      'merge touching or overlapping polygons in a collection into fewer polygons',
      'dissolve polygons that share the same property value, like a group-by',
      'remove internal borders between adjacent polygons',
      'aggregate regions into larger areas by an attribute',
      'join neighbouring parcels or districts into one shape, dropping the shared edges',
      'merge counties into states or zones into regions using a shared property',
    ],
    inTheField: [
      'merge precincts into electoral districts or wards by their district ID',
      'merge adjacent fields or forest stands that share a crop or species code',
      'do what the QGIS or ArcGIS Dissolve tool does on a polygon layer, optionally by field',
    ],
    seeAlso: [
      { to: 'merge polygons regardless of their properties', fn: 'union' },
      { to: 'group features into Multi* geometries without merging shapes', fn: 'combine' },
    ],
  },
  distance: {
    tasks: [
      'measure the distance between two points or coordinates',
      'calculate great-circle (Haversine) distance in kilometres, miles or metres',
      'find how far apart two locations are as the crow flies',
      "work out how far a user's location is from a store, pin or marker",
      'check whether two places are within a given radius of each other',
      'get the straight-line distance in metres between two GPS coordinates',
    ],
    inTheField: [
      'get the range between two vessels, buoys or waypoints in nautical miles',
      'work out the QSO distance in km between two radio stations for a contact log',
      'check whether a drone is still within visual line of sight (VLOS) range of its pilot',
    ],
    seeAlso: [
      { to: 'measure distance along a constant compass heading', fn: 'rhumbDistance' },
      { to: 'measure the length of a line or route', fn: 'length' },
      { to: 'measure the shortest distance from a point to a line', fn: 'pointToLineDistance' },
    ],
  },
  distanceWeight: {
    tasks: [
      'build a spatial weights matrix from distances between features',
      'compute inverse-distance or binary neighbour weights within a threshold',
      'prepare a row-standardised weight matrix for spatial autocorrelation',
      'weight nearby features more than distant ones with a distance-decay exponent',
    ],
    inTheField: ['build a PySAL-style distance-band spatial weights matrix (W) for a point layer'],
    seeAlso: [
      { to: "measure spatial autocorrelation with Moran's I", fn: 'moranIndex' },
      { to: 'measure the distance between two points on the earth', fn: 'distance' },
    ],
  },
  ellipse: {
    tasks: [
      'draw an ellipse polygon around a centre point with two semi-axes',
      'create an oval shape in kilometres, miles or other units',
      'draw a rotated ellipse at a given angle',
      'make a stretched or squashed circle with a different width and height around a location',
      'rotate the oval around a pivot point other than its centre',
    ],
    inTheField: [
      'draw a position error ellipse around a GPS or survey fix',
      'draw an elliptical search area around a last known position for search and rescue',
      'sketch an elliptical wildfire spread shape rotated to the wind direction',
    ],
    seeAlso: [
      { to: 'draw a circle with a single radius', fn: 'circle' },
      { to: 'fit an ellipse to the spread of a set of points', fn: 'standardDeviationalEllipse' },
    ],
  },
  envelope: {
    tasks: [
      'get the bounding box of features as a rectangle polygon',
      'draw the extent rectangle around a set of points or shapes',
      'wrap any GeoJSON in its minimum axis-aligned rectangle',
      'draw a box around a route, country or group of markers',
      'get a bounding-box rectangle as a GeoJSON feature to show on the map',
    ],
    inTheField: [
      "get a layer's extent polygon, like PostGIS ST_Envelope or QGIS bounding geometry",
      'draw the rectangular area of interest (AOI) around survey plots to plan a drone flight',
    ],
    seeAlso: [
      { to: 'get the bounding box as a [minX, minY, maxX, maxY] array', fn: 'bbox' },
      { to: 'get a convex outline that follows the shape more closely', fn: 'convex' },
    ],
  },
  explode: {
    tasks: [
      'turn every vertex of a line or polygon into a separate point feature',
      'extract all coordinates of any GeoJSON as a collection of points',
      'get the corner points of a shape so you can draw, label or snap to them',
      "break a feature into its vertices, keeping the parent feature's properties on each point",
      'turn a GPS track into separate points, one per recorded position',
    ],
    inTheField: [
      "get a parcel's boundary corners (beacons or monuments) as points for a survey plan",
      'turn a flight plan or sailing route into separate waypoint markers',
      'extract the vertices of a layer as points, like QGIS Extract Vertices',
    ],
    seeAlso: [
      { to: 'get the raw coordinate arrays without wrapping them in point features', fn: 'coordAll' },
      { to: 'split lines or polygon outlines into 2-vertex segments', fn: 'lineSegment' },
      { to: 'split multi-part features into single-part features', fn: 'flatten' },
    ],
  },
  feature: {
    tasks: [
      'wrap a bare GeoJSON geometry in a Feature so other functions accept it',
      'attach properties, an id or a bbox to a geometry',
      'build a Feature object from any geometry type, including a GeometryCollection',
      'turn a geometry from an API or database into a Feature that map libraries can draw',
    ],
    seeAlso: [
      { to: 'create a bare geometry from a type name and coordinates', fn: 'geometry' },
      { to: 'group several features into one FeatureCollection', fn: 'featureCollection' },
      { to: 'get the geometry back out of a feature', fn: 'getGeom' },
    ],
  },
  featureCollection: {
    tasks: [
      'group an array of features into a GeoJSON FeatureCollection',
      'build a layer or dataset object from features of mixed geometry types',
      'create a FeatureCollection with an optional id or bounding box',
      'put markers, lines and polygons together so they can be drawn or saved as one GeoJSON',
    ],
    inTheField: [
      'assemble rows from a CSV or database query into one GeoJSON layer for export',
      'build small GeoJSON test fixtures or demo data for unit tests',
    ],
    seeAlso: [
      { to: 'create a point collection directly from an array of coordinates', fn: 'points' },
      { to: 'merge several features into one Multi* geometry', fn: 'combine' },
      { to: 'create a single feature from a geometry', fn: 'feature' },
    ],
  },
  featureEach: {
    tasks: [
      'loop over every feature in a FeatureCollection, like Array.forEach',
      'run a callback on each feature with its index',
      'iterate through a layer and stop early by returning false from the callback',
      'go through each marker or shape in a layer to read or update its properties',
    ],
    inTheField: ['run a per-record check or attribute fix on every feature of an imported layer (ETL)'],
    seeAlso: [
      { to: 'loop over features with multi-part geometries split into single parts', fn: 'flattenEach' },
      { to: 'loop over the geometries instead of the features', fn: 'geomEach' },
      { to: 'accumulate a single value from all features', fn: 'featureReduce' },
    ],
  },
  featureOf: {
    tasks: [
      'validate that an input is a Feature with a given geometry type, such as Point',
      'throw a descriptive error when a function receives the wrong geometry type',
      'assert input types at the start of your own Turf-style function',
    ],
    seeAlso: [
      { to: "check the type of any GeoJSON object, not only a Feature's geometry", fn: 'geojsonType' },
      { to: 'check that every feature in a FeatureCollection has a given geometry type', fn: 'collectionOf' },
      { to: 'read the geometry type without throwing an error', fn: 'getType' },
    ],
  },
  featureReduce: {
    tasks: [
      'reduce all features in a collection to one value, like Array.reduce',
      'sum, count or aggregate a property over every feature',
      'accumulate a result while iterating features, with the feature index',
      'find the largest, smallest or highest-value feature in a collection in one pass',
    ],
    inTheField: ['total the hectares or acres of all fields or stands in a layer by summing each area'],
    seeAlso: [
      { to: 'just loop over features without accumulating a value', fn: 'featureEach' },
      { to: 'reduce over single-part pieces of multi-part features', fn: 'flattenReduce' },
      { to: 'sum or aggregate feature properties only', fn: 'propReduce' },
    ],
  },
  findPoint: {
    tasks: [
      'get one vertex of a GeoJSON object as a point by feature, part and coordinate index',
      'pick the first or last coordinate of a line or polygon, using negative indexes',
      'look up a specific position inside a multi-part geometry or collection',
      'get the nth corner of a polygon or the nth vertex of a route as a point feature',
    ],
    inTheField: ['get the start and finish of a run, ride or race course line as points'],
    seeAlso: [
      { to: 'find the point in a set that is closest to a location', fn: 'nearestPoint' },
      { to: 'get a specific 2-vertex segment rather than a single vertex', fn: 'findSegment' },
      { to: 'get every vertex as a point', fn: 'explode' },
    ],
  },
  findSegment: {
    tasks: [
      'get one 2-vertex segment of a line or polygon ring by its index',
      'pick the first or last edge of a line, using negative indexes',
      'look up a specific segment in a multi-part geometry or FeatureCollection',
      'get the final leg of a route or one side of a parcel as a two-point line',
    ],
    inTheField: ['pull out one boundary course of a lot to label its bearing and distance on a plat'],
    seeAlso: [
      { to: 'split a line or polygon into all of its segments', fn: 'lineSegment' },
      { to: 'loop over every segment with a callback', fn: 'segmentEach' },
      { to: 'get a single vertex rather than a segment', fn: 'findPoint' },
    ],
  },
  flatten: {
    tasks: [
      'split MultiPoint, MultiLineString or MultiPolygon features into single-part features',
      'explode multi-part geometries into separate features (multipart to singleparts)',
      'unpack a GeometryCollection into a FeatureCollection of simple features',
      'get each island of a MultiPolygon as its own polygon',
      'turn multi-geometries into simple ones that a tool or map library can handle',
    ],
    inTheField: [
      'split multipart features like PostGIS ST_Dump or GeoPandas explode() does',
      'split a landholding stored as one MultiPolygon into its separate parcels',
    ],
    seeAlso: [
      { to: 'do the reverse and merge single-part features into Multi* geometries', fn: 'combine' },
      { to: 'iterate single parts with a callback instead of building a collection', fn: 'flattenEach' },
      { to: 'turn every vertex into a point', fn: 'explode' },
    ],
  },
  flattenEach: {
    tasks: [
      'loop over each single part of multi-part geometries, like Array.forEach',
      'iterate every polygon of a MultiPolygon, or every line of a MultiLineString',
      'visit features with the feature index and the index of the part inside the multi-geometry',
      'handle each island of a country or each piece of a multi-part road separately',
    ],
    seeAlso: [
      { to: 'loop over whole features without splitting multi-part geometries', fn: 'featureEach' },
      { to: 'get the single-part features back as a FeatureCollection', fn: 'flatten' },
      { to: 'accumulate a value over the single parts', fn: 'flattenReduce' },
    ],
  },
  flattenReduce: {
    tasks: [
      'reduce the single parts of multi-part features to one value, like Array.reduce',
      'count or aggregate the polygons inside MultiPolygons and the lines inside MultiLineStrings',
      'accumulate a result over every part, with feature and part indexes',
    ],
    seeAlso: [
      { to: 'loop over single parts without accumulating a value', fn: 'flattenEach' },
      { to: 'reduce over whole features', fn: 'featureReduce' },
    ],
  },
  flip: {
    tasks: [
      'swap longitude and latitude in every coordinate, from [x, y] to [y, x]',
      "fix data that was stored as [lat, lng] instead of GeoJSON's [lng, lat]",
      'swap the X and Y axes of a point, line, polygon or whole collection',
      'switch the coordinate order when latitude and longitude are the wrong way round',
      'fix points that land in the wrong place on the map because lat and lng are reversed',
    ],
    inTheField: [
      'fix EPSG:4326 axis order from WFS or GML services that return lat/lon',
      'swap survey coordinates listed northing, easting into easting, northing (x, y)',
    ],
    seeAlso: [
      { to: 'reproject from WGS84 to Web Mercator metres', fn: 'toMercator' },
      { to: 'reverse the winding direction of polygon rings', fn: 'rewind' },
    ],
  },
  geojsonType: {
    tasks: [
      'validate that a GeoJSON object has an expected type and throw if it does not',
      'assert that an input is a FeatureCollection, Feature or specific geometry type',
      'produce a descriptive error naming the calling function and the type it was given',
    ],
    seeAlso: [
      { to: 'check the geometry type inside a Feature', fn: 'featureOf' },
      { to: "read an object's type without throwing", fn: 'getType' },
    ],
  },
  geomEach: {
    tasks: [
      'loop over every geometry in a FeatureCollection, Feature or GeometryCollection',
      "visit each geometry with its feature's properties, bbox and id",
      'iterate the members of a GeometryCollection one by one',
      'go through each shape in a collection to read its type or coordinates',
    ],
    seeAlso: [
      { to: 'loop over whole features instead of geometries', fn: 'featureEach' },
      { to: 'split multi-part geometries into single parts while looping', fn: 'flattenEach' },
      { to: 'accumulate a value over geometries', fn: 'geomReduce' },
    ],
  },
  geometry: {
    tasks: [
      'create a bare GeoJSON geometry from a type name and a coordinate array',
      'build a Point, LineString, Polygon or Multi* geometry from a type chosen at runtime',
      'make a geometry object without wrapping it in a Feature',
    ],
    seeAlso: [
      { to: 'wrap a geometry in a Feature with properties', fn: 'feature' },
      { to: 'create a GeometryCollection of mixed geometries', fn: 'geometryCollection' },
    ],
  },
  geometryCollection: {
    tasks: [
      'combine geometries of different types into one GeometryCollection feature',
      'store points, lines and polygons together as a single feature with properties',
      'create a Feature<GeometryCollection> from an array of geometries',
    ],
    seeAlso: [
      { to: 'merge same-kind features into a MultiPoint, MultiLineString or MultiPolygon', fn: 'combine' },
      { to: 'group separate features into a FeatureCollection', fn: 'featureCollection' },
    ],
  },
  geomReduce: {
    tasks: [
      'reduce all geometries in any GeoJSON to one value, like Array.reduce',
      "aggregate over geometries with access to each feature's properties, bbox and id",
      'accumulate a result over the members of GeometryCollections',
      'add up a value such as total area or vertex count over every geometry',
    ],
    seeAlso: [
      { to: 'loop over geometries without accumulating a value', fn: 'geomEach' },
      { to: 'reduce over whole features', fn: 'featureReduce' },
    ],
  },
  getCluster: {
    tasks: [
      'get the features of one cluster after clustering points',
      'filter a FeatureCollection to features whose properties match given values',
      'select features that have a property key or match a {key: value} filter',
      'pull out all markers assigned to a given cluster number, e.g. {cluster: 0}',
    ],
    inTheField: [
      'get the stops assigned to one driver or delivery zone after clustering them',
      'select the permits, incidents or records with a given status from a layer',
    ],
    seeAlso: [
      { to: 'group points into k clusters', fn: 'clustersKmeans' },
      { to: 'group points into density-based clusters', fn: 'clustersDbscan' },
      { to: 'loop over every cluster in turn', fn: 'clusterEach' },
    ],
  },
  getCoord: {
    tasks: [
      'get the [lng, lat] position of a point feature or point geometry',
      'accept a point given either as GeoJSON or as a plain coordinate array',
      'validate that an input is a single position and throw otherwise',
      'read the longitude and latitude out of a marker or point feature',
    ],
    seeAlso: [
      { to: 'get the coordinates of a line, polygon or other geometry', fn: 'getCoords' },
      { to: 'get every position of any GeoJSON as a flat list', fn: 'coordAll' },
    ],
  },
  getCoords: {
    tasks: [
      'get the coordinates array of a feature or geometry',
      'unwrap the nested coordinate arrays of a line or polygon',
      'accept a shape given either as GeoJSON or as a raw coordinate array',
      'pull the raw vertex list out of a route or shape to pass to another library',
    ],
    seeAlso: [
      { to: 'get the single position of a point', fn: 'getCoord' },
      { to: 'get all positions of a collection as one flat list', fn: 'coordAll' },
      { to: 'get the geometry object rather than its coordinates', fn: 'getGeom' },
    ],
  },
  getGeom: {
    tasks: [
      'get the geometry object out of a Feature',
      'accept either a Feature or a bare geometry and always work with the geometry',
      'unwrap a feature to read its geometry type and coordinates',
      "drop a feature's properties and keep just its geometry",
    ],
    seeAlso: [
      { to: 'get only the geometry type as a string', fn: 'getType' },
      { to: 'get only the coordinates', fn: 'getCoords' },
    ],
  },
  getType: {
    tasks: [
      'get the geometry type of a feature, such as Point or Polygon',
      'read the type of any GeoJSON object, preferring the geometry type over Feature',
      'branch your code on whether an input is a line, polygon or collection',
      'find out whether a shape a user drew or uploaded is a point, line or polygon',
    ],
    inTheField: ['sort a mixed GeoJSON into per-type layers for shapefile or GeoPackage export'],
    seeAlso: [
      { to: 'throw an error when the type is not the one expected', fn: 'geojsonType' },
      { to: 'get the geometry object itself', fn: 'getGeom' },
    ],
  },
  greatCircle: {
    tasks: [
      'draw the great-circle route between two points as a curved line',
      'create a flight path or shortest route line on the globe between two locations',
      'get a geodesic arc that splits into a MultiLineString across the antimeridian (dateline)',
      'connect two cities with a curved arc on a web map, like a flight tracker',
      'control how smooth the curved route looks with the number of points',
    ],
    inTheField: [
      'draw the short path between your QTH and a DX station for antenna beam planning',
      'draw an orthodromic (great-circle) ocean passage between two ports',
    ],
    seeAlso: [
      { to: 'measure the great-circle distance between two points', fn: 'distance' },
      { to: 'find the point halfway along the great circle between two points', fn: 'midpoint' },
      { to: 'draw an arc of a circle around a centre point', fn: 'lineArc' },
    ],
  },
  hexGrid: {
    tasks: [
      'create a hexagon grid (hexbins) covering a bounding box',
      'build a tessellation of hexagons or triangles with a given cell size in km or miles',
      'generate hexagonal cells only where they overlap a polygon mask',
      'make hexagon bins for aggregating or counting points',
      'cover a map area or country with equal-size hexagon cells',
      'split a region into a honeycomb of hexagons or a mesh of triangles',
    ],
    inTheField: [
      'lay hex tiles over a real area for a location-based game board',
      'lay out hexagonal sampling units or survey plots over a study area',
      'divide a city into hex zones for ride-hailing demand or surge maps',
    ],
    seeAlso: [
      { to: 'create a grid of square cells', fn: 'squareGrid' },
      { to: 'create a grid of points', fn: 'pointGrid' },
      { to: 'estimate values from sample points onto a grid', fn: 'interpolate' },
    ],
  },
  interpolate: {
    tasks: [
      'estimate values between sample points with inverse distance weighting (IDW)',
      'turn scattered measurements into a grid of squares, hexagons, triangles or points',
      'build a surface of elevation, temperature or other readings from point samples',
      'make a heatmap-style grid of values from weather station or sensor readings',
      'fill in the gaps between measurement locations with estimated values',
    ],
    inTheField: [
      'make a soil pH or nutrient map from grid soil samples for variable-rate application',
      'estimate signal strength (RSSI) between drive-test measurement points',
      'grid depth soundings into a bathymetry surface',
    ],
    seeAlso: [
      { to: 'draw contour lines from a grid of values', fn: 'isolines' },
      { to: 'draw filled contour bands from a grid of values', fn: 'isobands' },
      { to: 'triangulate points into a TIN', fn: 'tin' },
    ],
  },
  intersect: {
    tasks: [
      'get the intersection of two polygons: the area they share, as a new polygon or multipolygon',
      'clip or cut one polygon by another and keep only the overlap',
      'get the overlapping region of polygons, or null when they do not overlap',
      'find the area where two zones or service areas overlap',
      'get the part of a parcel or building that falls inside a flood zone or district',
    ],
    inTheField: [
      'clip habitat or land-cover polygons to a protected area boundary',
      'get the part of a census tract inside a ward for areal apportionment',
      "find where two transmitters' coverage polygons overlap",
    ],
    seeAlso: [
      { to: 'only check whether two shapes intersect (true or false)', fn: 'booleanIntersects' },
      { to: 'get the points where lines or polygon outlines cross', fn: 'lineIntersect' },
      { to: 'clip a feature to a rectangular bounding box', fn: 'bboxClip' },
    ],
  },
  isNumber: {
    tasks: [
      'check whether a value is a valid number and not NaN, null or an array',
      'validate numeric inputs such as distances or coordinates before using them',
    ],
    seeAlso: [
      { to: 'check that a coordinate array contains numbers', fn: 'containsNumber' },
      { to: 'check whether a value is an object', fn: 'isObject' },
    ],
  },
  isobands: {
    tasks: [
      'draw filled contour polygons between value breaks from a grid of points',
      'make filled elevation, temperature or density bands (contour polygons)',
      'classify a gridded surface into polygon zones between thresholds',
      'shade a map by value ranges, such as rainfall or noise levels, from gridded readings',
      'draw coloured zones for each range of values from a regular grid of points',
    ],
    inTheField: [
      'draw signal-strength coverage bands in dBm from a grid of measurements',
      'shade depth areas between depth contours for a nautical chart',
      'draw yield or management zones from a gridded yield map',
    ],
    seeAlso: [
      { to: 'draw contour lines instead of filled bands', fn: 'isolines' },
      { to: 'build the grid of values from scattered sample points', fn: 'interpolate' },
    ],
  },
  isObject: {
    tasks: ['check that an options argument is an object, not null or an array', 'validate that a value can be read as a key-value object'],
    seeAlso: [{ to: 'check whether a value is a number', fn: 'isNumber' }],
  },
  isolines: {
    tasks: [
      'draw contour lines at given values from a grid of points',
      'make elevation contours or isopleths from gridded data, such as the heights of a DEM as a grid of points',
      'trace contours with the marching squares algorithm',
      'trace lines of equal value through a gridded surface',
      'draw isotherms, isobars or other lines of equal temperature or pressure',
      'draw travel-time lines from a grid of points holding minutes to reach each one',
    ],
    inTheField: [
      'draw depth contours (isobaths) for a chart from a grid of depth values',
      'draw signal-strength contours, e.g. -90 dBm, from a grid of predicted coverage values',
      'draw aircraft noise contours around an airport from a grid of modelled dB levels',
    ],
    seeAlso: [
      { to: 'draw filled bands between contour values', fn: 'isobands' },
      { to: 'build the grid of values from scattered sample points', fn: 'interpolate' },
    ],
  },
  kinks: {
    tasks: [
      'find where a line or polygon crosses itself',
      'get the self-intersection points of an invalid polygon or ring',
      'detect bow-tie or figure-eight polygons before using them in other operations',
      'tell if a user-drawn shape has edges that cross each other',
      'find the spots where a GPS track or route loops back over itself',
    ],
    inTheField: [
      'pinpoint the self-intersection that makes PostGIS, QGIS or shapely call a polygon invalid',
      'check a drone mission area or geofence for crossed edges before uploading it',
    ],
    seeAlso: [
      { to: 'split a self-intersecting polygon into valid polygons', fn: 'unkinkPolygon' },
      { to: 'check whether a geometry is valid overall', fn: 'booleanValid' },
      { to: 'find the points where two different lines cross', fn: 'lineIntersect' },
    ],
  },
  length: {
    tasks: [
      'measure the length of a line or route in kilometres, miles or other units',
      'get the total distance along a path or track',
      'measure the perimeter of a polygon (the length of its rings)',
      'work out how long a GPS track, road or river is, e.g. the mileage of a GPX trip',
      'find how far a run, hike or drive was from its recorded line',
      "get the distance around a parcel's or field's boundary",
    ],
    inTheField: [
      'log the distance sailed along a voyage track in nautical miles',
      'total the nautical-mile length of a flight plan through all its waypoints',
      'measure a fibre or duct route in metres to quote a network build',
    ],
    seeAlso: [
      { to: 'measure the distance between two points', fn: 'distance' },
      { to: 'measure the area of a polygon', fn: 'area' },
      { to: 'get a point at a given distance along a line', fn: 'along' },
    ],
  },
  lengthToDegrees: {
    tasks: [
      'convert a distance in kilometres, miles or metres to degrees of arc',
      'turn a real-world distance into a degree offset for coordinate maths',
      'express a ground distance in degrees, assuming a spherical Earth',
      'work out how many degrees of latitude a distance in km or miles covers',
      'turn a radius or buffer size in meters into decimal degrees',
    ],
    inTheField: ['convert a range in nautical miles to degrees of latitude for chart work'],
    seeAlso: [
      { to: 'convert a distance to radians', fn: 'lengthToRadians' },
      { to: 'convert between distance units such as miles and kilometres', fn: 'convertLength' },
    ],
  },
  lengthToRadians: {
    tasks: [
      'convert a distance in kilometres, miles or metres to radians of arc',
      "turn a ground distance into an angle at the Earth's centre, assuming a sphere",
      'express a radius in metres or miles as an angle for your own spherical trig formulas',
    ],
    inTheField: ['convert nautical miles to the central angle used in great-circle sailing formulas'],
    seeAlso: [
      { to: 'convert radians back to a distance', fn: 'radiansToLength' },
      { to: 'convert an angle from degrees to radians', fn: 'degreesToRadians' },
      { to: 'convert a distance to degrees', fn: 'lengthToDegrees' },
    ],
  },
  lineArc: {
    tasks: [
      'draw a circular arc as a line between two bearings around a centre point',
      'create a curved line segment of a circle with a given radius',
      'draw part of a circle outline, or the full circle when both bearings are equal',
      "draw the curved edge of a camera's field of view, radar sweep or sensor range",
    ],
    inTheField: [
      'draw a DME arc around a VOR/DME at a set radius in nautical miles',
      'draw the arc of a sector light around a lighthouse between its limiting bearings',
      'plan a drone orbit or partial orbit around a point of interest at a set radius',
    ],
    seeAlso: [
      { to: 'create a filled pie-slice polygon between two bearings', fn: 'sector' },
      { to: 'create a full circle polygon', fn: 'circle' },
      { to: 'draw the great-circle route between two points', fn: 'greatCircle' },
    ],
  },
  lineChunk: {
    tasks: [
      'split a line into pieces of equal length, such as every 1 km',
      'divide a route into fixed-length sections or segments',
      'cut lines and multilines into chunks, starting from either end',
      'break a long route into 100 m pieces for styling or analysis',
      'cut a GPS track into equal stretches, e.g. for per-kilometre splits',
    ],
    inTheField: [
      'segment a road centreline into fixed-length sections for a pavement condition survey',
      'break a fibre cable route into drum lengths to plan splice points',
      'divide a river or stream into equal reaches, e.g. 500 m, for habitat surveys',
    ],
    seeAlso: [
      { to: 'split a line where it is crossed by another feature or at points', fn: 'lineSplit' },
      { to: 'extract one section of a line between two distances', fn: 'lineSliceAlong' },
      { to: 'break a line into its 2-vertex segments', fn: 'lineSegment' },
    ],
  },
  lineEach: {
    tasks: [
      'loop over each line or polygon ring, like Array.forEach',
      'visit the outer ring and holes of every polygon as separate lines',
      'iterate the parts of MultiLineStrings and MultiPolygons with their indexes',
      'go through each line of a road network or route collection with a callback',
    ],
    seeAlso: [
      { to: 'loop over each 2-vertex segment instead of whole lines', fn: 'segmentEach' },
      { to: 'loop over every single coordinate', fn: 'coordEach' },
      { to: 'accumulate a value over lines and rings', fn: 'lineReduce' },
    ],
  },
  lineIntersect: {
    tasks: [
      'find the points where two lines cross',
      "get the crossing points between a line and a polygon's boundary",
      'locate where roads, routes or polygon edges intersect each other',
      'find where a route enters and leaves a zone or geofence boundary',
      'find where the roads of one layer cross those of another layer',
    ],
    inTheField: [
      'find where a flight path crosses a controlled-airspace or FIR boundary',
      "detect where a vessel's AIS track crosses a port entry or gate line",
      'find where a survey transect crosses the edges of habitat patches',
    ],
    seeAlso: [
      { to: 'get the shared area of two polygons', fn: 'intersect' },
      { to: 'only check whether two shapes intersect (true or false)', fn: 'booleanIntersects' },
      { to: 'find where a single line or polygon crosses itself', fn: 'kinks' },
    ],
  },
  lineOffset: {
    tasks: [
      'draw a parallel line at a given distance to the left or right of a line',
      'shift a road or route sideways to create an offset curve',
      'create a parallel copy of a line or multiline; a negative distance offsets the other side',
      'draw lanes or both directions of a road side by side',
      'show two routes that share the same road next to each other instead of on top',
    ],
    inTheField: [
      "draw a building setback line a set distance in from a lot's front boundary",
      'make the next AB guidance line for a tractor one implement width over',
      "offset a polyline like the CAD OFFSET command or QGIS 'Offset lines'",
    ],
    seeAlso: [
      { to: 'create a polygon around a line at a given distance', fn: 'buffer' },
      { to: 'move a whole feature by a distance in a direction', fn: 'transformTranslate' },
    ],
  },
  lineOverlap: {
    tasks: [
      'find the shared stretches where two lines run along each other',
      'get the common border segments of two polygons as lines',
      'detect overlapping line segments between routes, within an optional tolerance',
      'find the stretch of road two routes have in common',
      'detect duplicate or coincident segments between two GPS tracks or borders',
    ],
    inTheField: [
      'check which part of a Strava-style segment a ride followed, with a GPS tolerance',
      'check fibre route diversity by finding where two paths share the same trench',
    ],
    seeAlso: [
      { to: 'check whether two geometries overlap (true or false)', fn: 'booleanOverlap' },
      { to: 'find the points where lines cross', fn: 'lineIntersect' },
    ],
  },
  lineReduce: {
    tasks: [
      'reduce every line and polygon ring to one value, like Array.reduce',
      'aggregate over lines, including the outer rings and holes of polygons',
      'accumulate a result over the parts of multi-line and multi-polygon features',
      'total up a value, such as vertex count, over all lines and polygon rings',
    ],
    seeAlso: [
      { to: 'loop over lines and rings without accumulating a value', fn: 'lineEach' },
      { to: 'accumulate over 2-vertex segments', fn: 'segmentReduce' },
    ],
  },
  lineSegment: {
    tasks: [
      'break a line into its individual 2-vertex segments',
      'get every edge of a polygon as a separate line',
      'explode lines or polygon outlines into segments for per-segment analysis',
      'split a GPS track into point-to-point pieces to measure or style each step',
    ],
    inTheField: [
      'break a flight plan or sailing route into its waypoint-to-waypoint legs',
      'split a parcel boundary into courses for a metes-and-bounds bearing and distance table',
    ],
    seeAlso: [
      { to: 'split a line into pieces of a fixed length', fn: 'lineChunk' },
      { to: 'turn vertices into points', fn: 'explode' },
      { to: 'loop over segments without building a collection', fn: 'segmentEach' },
    ],
  },
  lineSlice: {
    tasks: [
      'cut out the part of a line between two points',
      'extract the section of a route between two waypoints or stops',
      'trim a line to start and end at the spots nearest two given points',
      "get the rest of a route, the remaining part from a user's current position to the end",
      'highlight the stretch of a road or river between two clicked places on the map',
    ],
    inTheField: [
      'cut the part of a GTFS shape between two stop locations to draw one trip segment',
      'extract a river reach between two gauging stations',
      'map a road closure or roadworks between two junctions on a street centreline',
    ],
    seeAlso: [
      { to: 'extract the part of a line between two distances', fn: 'lineSliceAlong' },
      { to: 'split a line into all its pieces at points or crossings', fn: 'lineSplit' },
      { to: 'snap a point to the nearest spot on a line', fn: 'nearestPointOnLine' },
    ],
  },
  lineSliceAlong: {
    tasks: [
      'extract the part of a line between two distances along it',
      'get the section of a route from kilometre 2 to kilometre 5',
      'trim a line to a start and end distance, in any supported unit',
      'cut a route between two mileposts or kilometre markers',
      'get the part of a GPS track covered so far, from the start to a given distance',
    ],
    inTheField: [
      'cut a road or pipeline between two chainages or stations, e.g. 2+300 to 4+100',
      "extract a from/to measure event segment along a route, as in a DOT's LRS",
    ],
    seeAlso: [
      { to: 'extract the part of a line between two points', fn: 'lineSlice' },
      { to: 'get a single point at a distance along a line', fn: 'along' },
      { to: 'split a line into pieces of equal length', fn: 'lineChunk' },
    ],
  },
  lineSplit: {
    tasks: [
      'split a line where it crosses another line or polygon boundary',
      'cut a line into pieces at one or more points',
      'break a road or route into parts at intersections with other features',
      'split a route into legs at stops, waypoints or a point the user clicked',
      'cut a road where it meets the border of a zone into inside and outside pieces',
    ],
    inTheField: [
      'split a flight track where it crosses an FIR boundary into per-airspace legs',
      'split a cable route into spans at splice closures, chambers or poles',
    ],
    seeAlso: [
      { to: 'extract only the part of a line between two points', fn: 'lineSlice' },
      { to: 'split a line into pieces of a fixed length', fn: 'lineChunk' },
      { to: 'get only the crossing points, without splitting', fn: 'lineIntersect' },
    ],
  },
  lineString: {
    tasks: [
      'create a line feature from an array of [lng, lat] positions',
      'build a path, route or track as a GeoJSON LineString with properties',
      'make a polyline from two or more coordinates',
      'connect a list of GPS points or waypoints into a line you can draw on a map',
    ],
    inTheField: ["join a vessel's AIS position reports, sorted by time, into a track line"],
    seeAlso: [
      { to: 'create a collection of separate lines from several coordinate arrays', fn: 'lineStrings' },
      { to: 'create one feature holding several lines', fn: 'multiLineString' },
      { to: 'create a closed polygon from rings of coordinates', fn: 'polygon' },
    ],
  },
  lineStrings: {
    tasks: [
      'create a FeatureCollection of lines from an array of coordinate arrays',
      'build many LineString features at once, sharing the same properties',
      'turn many GPS tracks or routes stored as coordinate lists into line features',
    ],
    seeAlso: [
      { to: 'create one feature holding several lines', fn: 'multiLineString' },
      { to: 'create a single line feature', fn: 'lineString' },
    ],
  },
  lineToPolygon: {
    tasks: [
      'convert a closed or open line into a polygon',
      'turn a ring drawn as a LineString into a Polygon, closing it automatically',
      'build a polygon with holes from a MultiLineString of rings',
      'close a drawn outline or boundary line into a fillable area',
      'turn a GPS trace that loops around a field into a polygon',
    ],
    inTheField: ['close a surveyed traverse line into a parcel polygon', 'convert closed CAD polylines imported from a DXF into polygons'],
    seeAlso: [
      { to: 'build polygons from a network of lines that enclose areas', fn: 'polygonize' },
      { to: "convert a polygon's outline into a line", fn: 'polygonToLine' },
    ],
  },
  mask: {
    tasks: [
      'create an inverted polygon that covers everything except given polygons (invert a polygon)',
      'cut holes in a world-sized or custom outer polygon to highlight an area on a map',
      'grey out or shade the area outside a region of interest',
      'darken or fade everything on the map except a country or city boundary',
      'make a spotlight or cut-out effect that hides the area around a selected region',
    ],
    inTheField: ['make a fog-of-war layer with holes where a player has already explored'],
    seeAlso: [
      { to: 'subtract one polygon from another', fn: 'difference' },
      { to: 'keep only the area two polygons share', fn: 'intersect' },
    ],
  },
  mean: {
    tasks: [
      'compute the arithmetic mean (average) of an array of numbers',
      "average attribute values inside the Moran's I calculation (internal helper)",
    ],
    seeAlso: [
      { to: 'get the average location of a set of features', fn: 'centerMean' },
      { to: 'compute the variance of a list of numbers', fn: 'variance' },
    ],
  },
  midpoint: {
    tasks: [
      'find the point halfway between two points',
      "get the geodesic middle of two locations on the Earth's surface",
      'place a label or marker midway between two coordinates',
      'find a meeting spot in the middle between two people or places',
      'get the centre point between a start and an end location',
    ],
    inTheField: [
      'find the path midpoint of an HF contact, where a one-hop signal meets the ionosphere',
      'find the midpoint of a microwave link path for a Fresnel zone clearance check',
    ],
    seeAlso: [
      { to: 'find the middle of a line, or a point at any distance along it', fn: 'along' },
      { to: 'find the centre of a set of features', fn: 'center' },
    ],
  },
  moranIndex: {
    tasks: [
      "measure spatial autocorrelation of a numeric attribute with Moran's I",
      'test whether similar values cluster together or are dispersed, with a z-score',
      'check if high and low values of a property form a spatial pattern',
      'test whether neighbouring areas tend to share similar values, like high prices',
      'find out whether rents, crime rates or incomes in nearby areas tend to be alike',
    ],
    inTheField: [
      'test whether species abundance across survey plots is spatially autocorrelated',
      'check whether election turnout or vote share clusters across precincts',
      'check whether yield monitor values cluster within a field',
    ],
    seeAlso: [
      { to: 'test whether point locations are clustered or dispersed', fn: 'nearestNeighborAnalysis' },
      { to: 'test point pattern randomness with a quadrat count', fn: 'quadratAnalysis' },
    ],
  },
  multiLineString: {
    tasks: [
      'create one feature holding several separate lines',
      'build a MultiLineString from an array of line coordinate arrays',
      'store a broken or multi-part route as a single feature with properties',
    ],
    inTheField: ['store all the branches of a bus or rail line as one route feature'],
    seeAlso: [
      { to: 'create several separate line features instead', fn: 'lineStrings' },
      { to: 'merge existing line features into a MultiLineString', fn: 'combine' },
    ],
  },
  multiPoint: {
    tasks: [
      'create one feature holding several points',
      'build a MultiPoint from an array of [lng, lat] positions',
      'store a set of locations as a single feature with shared properties',
    ],
    seeAlso: [
      { to: 'create a collection of separate point features', fn: 'points' },
      { to: 'merge existing point features into a MultiPoint', fn: 'combine' },
    ],
  },
  multiPolygon: {
    tasks: [
      'create one feature holding several polygons, such as islands',
      'build a MultiPolygon from an array of polygon coordinate arrays',
      'store a multi-part area as a single feature with properties',
      'make a single feature out of several separate, non-touching zones or parcels',
    ],
    inTheField: [
      'build a non-contiguous electoral district or ward as a single feature',
      'store a protected area made of several separate units as one site feature',
    ],
    seeAlso: [
      { to: 'create a collection of separate polygon features', fn: 'polygons' },
      { to: 'merge overlapping polygons into one shape', fn: 'union' },
      { to: 'group existing polygon features into a MultiPolygon without merging', fn: 'combine' },
    ],
  },
  nearestNeighborAnalysis: {
    tasks: [
      'test whether points are clustered, dispersed or randomly distributed',
      'compute the nearest neighbour index and z-score of a point pattern',
      'compare observed and expected mean nearest-neighbour distance in a study area',
      'tell if incidents, shops or trees are bunched together or spread out evenly',
      'check whether a set of locations is more clumped than chance would give',
    ],
    inTheField: [
      'compute the Clark-Evans aggregation index R for nests, burrows or plants in a plot',
      'check whether the tree spacing in a plantation or forest plot is regular',
    ],
    seeAlso: [
      { to: 'find the single closest point to a location', fn: 'nearestPoint' },
      { to: "test clustering of attribute values with Moran's I", fn: 'moranIndex' },
      { to: 'test point pattern randomness with a quadrat count', fn: 'quadratAnalysis' },
    ],
  },
  nearestPoint: {
    tasks: [
      'find the closest point in a set of points to a given location',
      "get the nearest store, station or feature point to a user's position",
      'pick the nearest neighbour point and its distance from a reference point',
      'find which marker or pin is closest to where the user clicked',
      'pick the closest bus stop, charger or hospital from a list of locations',
    ],
    inTheField: [
      'find the nearest amateur radio repeater to your current location',
      'find the nearest airport or alternate aerodrome to an aircraft or drone position',
      'pick the closest available driver to a pickup point, as the crow flies',
    ],
    seeAlso: [
      { to: 'snap a point to the nearest spot on a line', fn: 'nearestPointOnLine' },
      { to: 'find which of several points is closest to a line', fn: 'nearestPointToLine' },
      { to: 'measure the distance from a point to a line', fn: 'pointToLineDistance' },
    ],
  },
  nearestPointOnLine: {
    tasks: [
      'snap a point to the closest position on a line or route',
      'find the nearest point on a line or multi-line to a location, e.g. a GPS fix on a road',
      'get how far along the line the closest point lies and how far it is from the input point',
      'find which segment of a line is closest to a given point',
      'work out how far a vehicle has got along its route from its current position',
      "find the closest spot on a river, trail or shoreline to a user's location",
      'project a point perpendicularly onto a line or multi-line',
    ],
    inTheField: [
      "compute a vehicle's distance along a GTFS shape, like shape_dist_traveled",
      'get the station and offset distance of a survey point from a road centreline',
    ],
    seeAlso: [
      { to: 'find which of several points is closest to a point', fn: 'nearestPoint' },
      { to: 'measure only the distance from a point to a line', fn: 'pointToLineDistance' },
      { to: 'pick the point from a collection that lies closest to a line', fn: 'nearestPointToLine' },
    ],
  },
  nearestPointToLine: {
    tasks: [
      'find which point in a collection is closest to a line',
      'pick the nearest of several points to a LineString, with its distance in a dist property',
      'choose the stop, station or location nearest to a route or path',
      'find which town, shop or address lies closest to a road, river or trail',
    ],
    inTheField: [
      'find the obstacle closest to a planned drone flight path',
      'find the charted hazard or wreck closest to a planned passage track',
    ],
    seeAlso: [
      { to: 'snap a point onto the closest position along a line', fn: 'nearestPointOnLine' },
      { to: 'find which of several points is closest to another point', fn: 'nearestPoint' },
    ],
  },
  planepoint: {
    tasks: [
      'interpolate a z-value such as elevation at a point inside a triangle',
      "estimate a value at a location from the values at a triangle's three corners",
      'read a height from a TIN triangle at any position within it',
      'work out the elevation between three known spot heights by linear interpolation',
    ],
    inTheField: ['estimate rainfall at a site from the three surrounding rain gauges'],
    seeAlso: [
      { to: 'build triangles with corner values from points with z values', fn: 'tin' },
      { to: 'interpolate a grid of values from scattered points', fn: 'interpolate' },
    ],
  },
  point: {
    tasks: [
      'create a GeoJSON Point feature from a longitude, latitude pair',
      'make a point from coordinates with optional properties, id and bbox',
      'turn an [lng, lat] position into a Feature<Point> to pass to other Turf functions',
      "turn a user's GPS location or a map click into a GeoJSON point feature",
    ],
    inTheField: [
      'turn the lon/lat columns of a CSV row into a GeoJSON point during ETL',
      'turn an AIS position report into a point feature with MMSI, SOG and COG properties',
      "turn a photo's EXIF GPS coordinates into a point feature for a map",
    ],
    seeAlso: [
      { to: 'create many points at once as a FeatureCollection', fn: 'points' },
      { to: 'create a single MultiPoint feature from several positions', fn: 'multiPoint' },
    ],
  },
  pointGrid: {
    tasks: [
      'generate a regular grid of points spaced a set distance apart inside a bounding box',
      'create evenly spaced sample points over an area, e.g. as input for interpolation',
      'fill a polygon with grid points by passing it as a mask',
      'place dots at regular intervals across a map area, country or the current view',
      'distribute points evenly over an area in rows and columns',
    ],
    inTheField: [
      'lay out a grid soil-sampling pattern across a field, clipped to its boundary',
      'generate systematic plot centres for a forest inventory or vegetation survey',
      'make evenly spaced points across a region to query a weather API at each one',
    ],
    seeAlso: [
      { to: 'create a grid of square polygon cells', fn: 'squareGrid' },
      { to: 'create a grid of hexagon cells', fn: 'hexGrid' },
      { to: 'scatter random rather than evenly spaced points', fn: 'randomPoint' },
    ],
  },
  pointOnFeature: {
    tasks: [
      'get a point guaranteed to lie on the feature, unlike a centroid that can fall outside',
      'place a label or marker on a concave, C-shaped or oddly shaped polygon',
      'find a representative point on the surface of a polygon, line or collection',
      'get a point that is sure to be inside a polygon, e.g. for a popup or an icon',
      'put a pin on a country, lake or crescent shape whose centre lies outside it',
    ],
    inTheField: [
      "get a point on surface, like PostGIS ST_PointOnSurface or QGIS 'Point on Surface'",
      'create a parcel geocode point that is guaranteed to fall inside the lot',
    ],
    seeAlso: [
      { to: 'get the geometric centre of a shape, which may fall outside it', fn: 'centroid' },
      { to: 'get the centre of mass of a polygon', fn: 'centerOfMass' },
    ],
  },
  points: {
    tasks: [
      'create a FeatureCollection of Point features from an array of coordinates',
      'convert a list of [lng, lat] pairs into GeoJSON points in one call',
      'give many new points the same properties while building them',
      'turn an array of marker locations into a layer of point features',
    ],
    seeAlso: [
      { to: 'create a single Point feature', fn: 'point' },
      { to: 'store several positions in one MultiPoint geometry', fn: 'multiPoint' },
    ],
  },
  pointsWithinPolygon: {
    tasks: [
      'filter points to those that fall inside a polygon or multipolygon',
      'select the points located within any of several polygons, e.g. stores in a district',
      'keep only the MultiPoint positions that lie inside an area',
      'find which points are inside a boundary so you can count or list them',
      'get the markers that lie inside a geofence, drawn shape or map selection',
      'select the points inside a lasso or freehand shape the user drew',
      'find which customers or addresses are in a delivery area',
    ],
    inTheField: [
      'select species occurrence records inside a protected area or nature reserve',
      'find the vessels whose AIS positions lie inside a port area or anchorage',
      'list the households or address points inside an evacuation zone',
    ],
    seeAlso: [
      { to: 'check whether a single point is inside a polygon', fn: 'booleanPointInPolygon' },
      { to: 'copy an attribute of the containing polygon onto each point', fn: 'tag' },
      { to: 'gather point values into the polygons that contain them', fn: 'collect' },
    ],
  },
  pointToLineDistance: {
    tasks: [
      'measure the shortest (perpendicular) distance from a point to a line',
      'find how far a location is from a road, route or path (cross-track distance)',
      'get the distance between a point and a LineString in kilometres, miles or other units',
      'compute point-to-line distance geodesically or with a planar method',
      'tell how far off course a vehicle or GPS fix is from its planned route',
      'check whether a location is within a set distance of a road, e.g. 50 metres',
    ],
    inTheField: [
      "flag GTFS stops that lie too far from their trip's route shape",
      'measure how far a nest or species sighting is from the nearest road or river',
    ],
    seeAlso: [
      { to: 'get the closest point on the line itself', fn: 'nearestPointOnLine' },
      { to: "measure the distance from a point to a polygon's edge", fn: 'pointToPolygonDistance' },
      { to: 'measure the distance between two points', fn: 'distance' },
    ],
  },
  pointToPolygonDistance: {
    tasks: [
      'measure the distance from a point to the nearest edge of a polygon or multipolygon',
      'get a signed distance: negative when the point is inside the polygon, positive outside',
      "find how far a location is from an area's boundary, taking holes into account",
      'work out how far a user or vehicle is from entering or leaving a geofence',
      'find how close a house is to a flood zone, park or city limit',
    ],
    inTheField: [
      'find how far a property is from a wildfire perimeter, negative if inside it',
      'tell a drone pilot how far they are from the edge of a no-fly zone',
    ],
    seeAlso: [
      { to: 'only check whether a point is inside a polygon', fn: 'booleanPointInPolygon' },
      { to: 'measure the distance from a point to a line', fn: 'pointToLineDistance' },
    ],
  },
  polygon: {
    tasks: [
      'create a GeoJSON Polygon feature from rings of coordinates',
      'build a polygon with holes from an outer ring and inner rings',
      'make an area shape from a closed list of [lng, lat] positions, with properties',
      'draw a zone, parcel or geofence shape from a list of corner coordinates',
    ],
    seeAlso: [
      { to: 'create several polygons at once as a FeatureCollection', fn: 'polygons' },
      { to: 'make a rectangle polygon from a bounding box', fn: 'bboxPolygon' },
      { to: 'convert a closed LineString into a polygon', fn: 'lineToPolygon' },
    ],
  },
  polygonize: {
    tasks: [
      'build polygons from a set of lines that enclose areas',
      'turn a network of noded line edges into the faces they surround',
      'create areas from boundary lines, ignoring dangling and bridge edges',
      'turn drawn or traced boundary lines into filled areas',
      'make blocks or parcels from a network of street or border lines',
    ],
    inTheField: [
      'turn CAD or DXF linework into polygons, like QGIS Polygonize or ST_Polygonize',
      'assemble an area from the member ways of an OpenStreetMap boundary relation',
    ],
    seeAlso: [
      { to: 'convert one closed line directly into a polygon', fn: 'lineToPolygon' },
      { to: 'convert polygons into their outline lines', fn: 'polygonToLine' },
    ],
  },
  polygons: {
    tasks: [
      'create a FeatureCollection of Polygon features from an array of polygon coordinates',
      'build several polygons at once, all with the same properties',
      'create many zones or parcels at once from lists of ring coordinates',
    ],
    seeAlso: [
      { to: 'create a single Polygon feature', fn: 'polygon' },
      { to: 'store several polygons in one MultiPolygon geometry', fn: 'multiPolygon' },
    ],
  },
  polygonSmooth: {
    tasks: [
      'smooth the jagged or sharp corners of a polygon or multipolygon',
      "round off a polygon's outline with Chaikin's corner-cutting algorithm",
      'make blocky or pixelated shapes look more natural, repeating for extra smoothness',
      'make a hand-drawn or user-sketched area look rounded and curvy',
      'soften the stair-step edges of zones traced from a grid or raster',
      'smooth the outline of an isochrone or other generated area',
    ],
    inTheField: [
      'smooth outlines like PostGIS ST_ChaikinSmoothing or the QGIS Smooth tool',
      'make procedurally generated islands or territories in a game look organic',
    ],
    seeAlso: [
      { to: 'reduce the number of vertices instead of smoothing', fn: 'simplify' },
      { to: 'turn a line into a smooth curve', fn: 'bezierSpline' },
    ],
  },
  polygonTangents: {
    tasks: [
      'find the two tangent points on a polygon as seen from an outside point',
      "get the points where lines from a location just graze a polygon's sides",
      'find the left and right extremes of a polygon or multipolygon viewed from a point',
      'find the outermost points of a building or island as seen from an observer',
    ],
    inTheField: [
      "plot clearing lines from a vessel's position past either end of an island or shoal",
      'find the corners that bound the radio shadow an obstacle casts from a transmitter site',
      "find the corners of a wall or building that limit a player's line of sight in a game",
    ],
    seeAlso: [
      { to: 'measure the distance from a point to a polygon', fn: 'pointToPolygonDistance' },
      { to: 'wrap points or shapes in a convex hull', fn: 'convex' },
    ],
  },
  polygonToLine: {
    tasks: [
      'convert a polygon into a LineString, or a MultiLineString when it has holes',
      'get the boundary or outline of a polygon as lines',
      'turn a multipolygon into a FeatureCollection of lines, one per polygon',
      'draw the border of a country, parcel or zone as a line',
    ],
    inTheField: [
      'turn parcel polygons into lot lines for a cadastral or plat map',
      'get a lake or reservoir shoreline as lines, island shores included, from its polygon',
      'convert polygons to lines as PostGIS ST_Boundary or QGIS Polygons to lines does',
    ],
    seeAlso: [
      { to: 'convert a closed line into a polygon', fn: 'lineToPolygon' },
      { to: 'build polygons from a network of lines', fn: 'polygonize' },
    ],
  },
  propEach: {
    tasks: [
      'loop over the properties of every feature in a FeatureCollection',
      "read or modify each feature's attributes with a forEach-style callback",
    ],
    inTheField: [
      "check every feature's attribute table for missing or malformed fields before import",
      'rename or recode attribute fields on every feature, like a QGIS field calculator pass',
    ],
    seeAlso: [
      { to: 'loop over whole features, geometry included', fn: 'featureEach' },
      { to: 'accumulate properties into a single value', fn: 'propReduce' },
    ],
  },
  propReduce: {
    tasks: [
      'accumulate the properties of all features into one value, like Array.reduce',
      'sum, count or collect an attribute across every feature in a collection',
      'add up a field such as population or sales across all features into one total',
    ],
    inTheField: [
      'total the registered voters or households across all precincts or wards in a layer',
      'tally species records by taxon name into a count table',
      'collect the distinct values of an attribute field, like a QGIS unique values list',
    ],
    seeAlso: [
      { to: "just loop over each feature's properties", fn: 'propEach' },
      { to: 'reduce over whole features, geometry included', fn: 'featureReduce' },
    ],
  },
  pt: {
    tasks: [
      "merge options.properties, the point's own properties and dist onto the closest point",
      'decide which properties take priority on the point returned by nearestPointToLine',
    ],
    seeAlso: [{ to: 'find the point of a collection closest to a line', fn: 'nearestPointToLine' }],
  },
  quadratAnalysis: {
    tasks: [
      'test whether a set of points is clustered or randomly distributed',
      'count points per square quadrat and compare the counts with a Poisson distribution',
      'run a Kolmogorov-Smirnov test of point-pattern randomness at a chosen confidence level',
      'tell if incidents, trees or shops are bunched together more than chance would give',
    ],
    inTheField: [
      'test species occurrence records for complete spatial randomness (CSR) or clumping',
      'check whether crime or 911 call locations cluster beyond chance before hotspot mapping',
      'check if diseased trees or weed patches in a plantation or field are clumped or random',
    ],
    seeAlso: [
      { to: 'test clustering or dispersion from nearest-neighbour distances', fn: 'nearestNeighborAnalysis' },
      { to: 'group points into density-based clusters', fn: 'clustersDbscan' },
    ],
  },
  radiansToDegrees: {
    tasks: ['convert an angle from radians to degrees', 'turn a radian result from Math trigonometry into degrees'],
    inTheField: [
      'convert drone yaw, pitch or roll from MAVLink telemetry in radians to degrees',
      'turn an antenna elevation or beam angle from a radians formula into degrees',
    ],
    seeAlso: [
      { to: 'convert an angle from degrees to radians', fn: 'degreesToRadians' },
      { to: 'convert an arc distance in radians to kilometres or miles', fn: 'radiansToLength' },
    ],
  },
  radiansToLength: {
    tasks: [
      'convert an angular distance in radians into kilometres, miles, metres or other units',
      "turn an arc on the Earth's sphere into a ground distance",
    ],
    inTheField: [
      'convert a haversine central angle into nautical miles for a sailing or flight leg',
      "show students how an angle at the Earth's centre becomes a distance on the surface",
    ],
    seeAlso: [
      { to: 'convert a distance into radians', fn: 'lengthToRadians' },
      { to: 'convert a distance between units such as miles and kilometres', fn: 'convertLength' },
      { to: 'convert an angle from radians to degrees', fn: 'radiansToDegrees' },
    ],
  },
  randomLineString: {
    tasks: [
      'generate random LineStrings for testing, demos or benchmarks',
      'create random lines or paths inside a bounding box with a set number of vertices',
      'make fake routes or GPS-like tracks to fill a map with sample data',
    ],
    inTheField: [
      'simulate correlated random-walk animal tracks for a wildlife telemetry demo',
      'generate fake vehicle trails to load-test a fleet tracking dashboard',
    ],
    seeAlso: [
      { to: 'generate random points', fn: 'randomPoint' },
      { to: 'generate random polygons', fn: 'randomPolygon' },
    ],
  },
  randomPoint: {
    tasks: [
      'generate random points inside a bounding box',
      'create fake or sample point data for testing, demos or benchmarks',
      'scatter a number of random locations over a rectangular extent',
      'place a number of random markers anywhere on the world map',
      'generate random latitude/longitude locations for a simulation',
    ],
    inTheField: [
      'spawn loot, creatures or checkpoints at random spots in a location-based game area',
      'generate random background (pseudo-absence) points over a study extent for SDM',
      'simulate random ride requests or delivery drop-offs to test a dispatch system',
    ],
    seeAlso: [
      { to: 'create evenly spaced points instead', fn: 'pointGrid' },
      { to: 'pick random features from existing data', fn: 'sample' },
      { to: 'get one random coordinate array rather than features', fn: 'randomPosition' },
    ],
  },
  randomPolygon: {
    tasks: [
      'generate random polygons around random spots in a bounding box',
      'create test polygon data with a chosen number of vertices and size',
      'generate dummy or fake zones for demos, unit tests or load testing',
    ],
    inTheField: [
      'generate random territories or hazard zones for a location-based game',
      'make random polygons to fuzz-test a PostGIS import or a geometry validator',
    ],
    seeAlso: [
      { to: 'generate random points', fn: 'randomPoint' },
      { to: 'generate random lines', fn: 'randomLineString' },
    ],
  },
  randomPosition: {
    tasks: [
      'get a random [longitude, latitude] coordinate within a bounding box',
      'pick a random location as a plain position array rather than a feature',
      'generate a random coordinate pair for test or demo data, anywhere in the world by default',
    ],
    inTheField: [
      'pick a random start coordinate for a simulated vehicle, vessel or drone in a region',
      'hide a treasure or geocache-style target at a random coordinate in a game area',
    ],
    seeAlso: [{ to: 'generate random Point features', fn: 'randomPoint' }],
  },
  rbush: {
    tasks: [
      'build a spatial index (R-tree) of GeoJSON features for fast lookups',
      'quickly find features whose bounding boxes overlap a search area',
      'speed up collision or nearby queries over many features, with bulk loading',
      'find which shapes are in the current map view quickly among thousands of features',
      'add, remove and query features in an index as data changes',
    ],
    inTheField: [
      'index thousands of geofences so each vehicle GPS ping checks only the nearby zones',
      'build an in-memory spatial index in the browser, like a PostGIS GiST index',
      'query which AIS vessel positions lie within a harbour or port bounding box, fast',
    ],
    seeAlso: [
      { to: 'check exactly whether two geometries intersect', fn: 'booleanIntersects' },
      { to: 'compute the bounding box of a feature', fn: 'bbox' },
    ],
  },
  rectangleGrid: {
    tasks: [
      'create a grid of rectangular polygon cells with a chosen width and height',
      'divide a bounding box into rectangles, e.g. for binning or tiling',
      'keep only the grid cells that intersect a polygon mask',
      'cover a map area with rows and columns of boxes sized in kilometres or miles',
      'make a fishnet of cells whose width differs from their height',
    ],
    inTheField: [
      'make an index grid of map sheets or atlas pages for printing, like a QGIS atlas layer',
      'lay out rectangular survey blocks or sampling cells over a study area or field',
    ],
    seeAlso: [
      { to: 'create cells with equal sides', fn: 'squareGrid' },
      { to: 'create a grid of hexagon cells', fn: 'hexGrid' },
      { to: 'create a grid of points', fn: 'pointGrid' },
    ],
  },
  removeBbox: {
    tasks: [
      'strip the bbox property from a GeoJSON object and everything nested in it',
      'delete stale bounding boxes in place after editing coordinates',
      'clean bbox fields out of GeoJSON before saving or sending it',
    ],
    inTheField: ['drop bbox members so GeoJSON diffs and snapshot tests compare cleanly'],
    seeAlso: [{ to: 'calculate a bounding box', fn: 'bbox' }],
  },
  rewind: {
    tasks: [
      'fix polygon winding order: outer ring counterclockwise, holes clockwise',
      'make polygons follow the GeoJSON right-hand rule of RFC 7946',
      'force clockwise outer rings instead with the reverse option',
      'set a consistent orientation on LineStrings and MultiLineStrings',
      'fix shapes that draw inside-out or get rejected because their rings run the wrong way',
    ],
    inTheField: [
      'orient rings like PostGIS ST_ForcePolygonCCW or shapely orient() before export',
      'give outer rings clockwise winding for Esri JSON, ArcGIS or shapefile output',
    ],
    seeAlso: [{ to: 'check whether a ring or line runs clockwise', fn: 'booleanClockwise' }],
  },
  rhumbBearing: {
    tasks: [
      'get the constant compass bearing between two points along a rhumb line (loxodrome)',
      'find the fixed heading to steer from one point to another',
      'get the direction that plots as a straight line on a Mercator map between two places',
      'get a constant course angle in degrees for sailing or flying between two places',
    ],
    inTheField: [
      'get the true course between two waypoints for a coastal passage plan',
      'read the course between two marks as you would with a plotter on a Mercator chart',
    ],
    seeAlso: [{ to: 'get the initial great-circle bearing between two points', fn: 'bearing' }],
  },
  rhumbDestination: {
    tasks: [
      'find the point reached by travelling a distance on a constant bearing',
      'project a point along a rhumb line for a given distance and heading',
      'move a point a set distance along a fixed compass direction, as on a nautical chart',
      'work out where a ship ends up sailing a steady course (dead reckoning, loxodrome)',
    ],
    inTheField: [
      'project an AIS target ahead along its course over ground to draw its vector line',
      'lay out a search-and-rescue track leg from a datum point on a fixed heading',
    ],
    seeAlso: [{ to: 'find a destination along a great circle', fn: 'destination' }],
  },
  rhumbDistance: {
    tasks: [
      'measure the distance between two points along a rhumb line (constant bearing)',
      'get the distance travelled on a fixed compass heading in km, miles or nautical miles',
      'get the length of the straight line drawn between two points on a Mercator map (loxodrome)',
    ],
    inTheField: ['get the rhumb-line distance between two waypoints to work out an ETA at a speed in knots'],
    seeAlso: [{ to: 'measure the shortest great-circle distance between two points', fn: 'distance' }],
  },
  round: {
    tasks: [
      'round a number to a given number of decimal places',
      'format a computed distance or area to a fixed precision',
      'trim a long decimal like 12.345678 to 12.35 or to a whole number for display',
    ],
    inTheField: [
      'round distance, pace or elevation gain to a tidy value for a run or ride summary',
      'round a lot size in acres or square feet for a property listing',
    ],
    seeAlso: [{ to: 'round the coordinates of a geometry', fn: 'truncate' }],
  },
  sample: {
    tasks: [
      'pick a given number of random features from a FeatureCollection',
      'take a random subset of points or features, without repeats',
      'show a random handful of markers from a large dataset',
      'thin out or downsample a big point layer by randomly picking n features',
    ],
    inTheField: [
      'choose random soil sampling locations from a grid of candidate points',
      'draw a random sample of addresses or parcels for a door-to-door survey or audit',
      'hold out a random subset of labelled features as a validation or test set',
    ],
    seeAlso: [{ to: 'generate new random points', fn: 'randomPoint' }],
  },
  sector: {
    tasks: [
      'draw a pie-slice or wedge polygon between two bearings around a center point',
      'create a circular sector, e.g. a field of view, antenna coverage or camera cone',
      'make an arc-shaped area with a radius in kilometres, miles or other units',
      'draw a semicircle (half circle), quarter circle or other partial circle around a point',
      'show a radar sweep or directional search area from a location',
    ],
    inTheField: [
      'draw a cell-site sector from its antenna azimuth and beamwidth on a coverage map',
      "draw the coloured arc of a lighthouse sector light or a ship's navigation light",
      'sketch a downwind hazard wedge from a chemical spill for evacuation planning',
    ],
    seeAlso: [
      { to: 'draw only the curved arc as a line', fn: 'lineArc' },
      { to: 'draw a full circle polygon', fn: 'circle' },
    ],
  },
  segmentEach: {
    tasks: [
      'loop over every two-vertex segment of lines and polygons',
      'visit each edge of a polygon or each leg of a route with a callback',
      'go through each pair of consecutive points in a GPS track, e.g. to get speed per step',
    ],
    inTheField: [
      'walk each course of a parcel boundary to list bearings and distances (metes and bounds)',
      'go through each leg of a sailing race course or flight plan between waypoints',
    ],
    seeAlso: [
      { to: 'get all segments as a FeatureCollection of lines', fn: 'lineSegment' },
      { to: 'loop over every vertex instead', fn: 'coordEach' },
    ],
  },
  segmentReduce: {
    tasks: [
      'accumulate a value over every two-vertex segment, like Array.reduce',
      'count or sum the segments or edges of lines and polygons',
      'find the longest side of a polygon or the longest straight stretch of a route',
    ],
    inTheField: ['find the steepest climb between trackpoints of a hiking or cycling track with elevation'],
    seeAlso: [
      { to: 'just loop over each segment', fn: 'segmentEach' },
      { to: 'get all segments as a FeatureCollection of lines', fn: 'lineSegment' },
    ],
  },
  shortestPath: {
    tasks: [
      'find a route between two points that avoids polygon obstacles',
      'compute a path around buildings, lakes or no-go zones',
      'do simple grid-based A* pathfinding across open space at a chosen resolution',
      'route around restricted areas, walls or water between a start and a destination',
      'do simple routing on open ground, where there is no road network',
      'get a detour line that goes around a closed or blocked area',
    ],
    inTheField: [
      'plan a drone flight path that avoids no-fly zones and controlled airspace',
      'route a small boat around islands, reefs or exclusion zones to a mooring',
      'find a way for hikers or responders around a fire perimeter or flood zone',
    ],
    seeAlso: [{ to: 'draw the direct great-circle route between two points, ignoring obstacles', fn: 'greatCircle' }],
  },
  simplify: {
    tasks: [
      'reduce the number of vertices in a line or polygon',
      'generalize detailed geometry with the Douglas-Peucker algorithm and a tolerance',
      'make GeoJSON lighter and faster to render by simplifying shapes',
      'simplify every geometry in a FeatureCollection at once',
      'thin out the points of a long GPS track or route while keeping its shape',
      'reduce the file size of detailed coastlines or country borders',
    ],
    inTheField: [
      "cut a GPX route's points down to fit a GPS watch or bike computer course",
      'do what PostGIS ST_Simplify or shapely simplify() does, in the browser',
      'generalize ward or electoral district boundaries for a small-scale overview map',
    ],
    seeAlso: [
      { to: "smooth a polygon's corners instead of removing detail", fn: 'polygonSmooth' },
      { to: 'round coordinates to fewer decimal places', fn: 'truncate' },
      { to: 'remove duplicate and redundant vertices only', fn: 'cleanCoords' },
    ],
  },
  square: {
    tasks: [
      'expand a bounding box into the smallest square bbox that contains it',
      'make a bbox with equal width and height in degrees, e.g. for a square map view',
      'make a rectangular extent square, e.g. for square map tiles or thumbnail images',
    ],
    seeAlso: [
      { to: 'calculate the bounding box of features', fn: 'bbox' },
      { to: 'turn a bounding box into a polygon', fn: 'bboxPolygon' },
    ],
  },
  squareGrid: {
    tasks: [
      'create a grid of square polygon cells over a bounding box',
      'split an area into same-size squares (a fishnet) for binning or counting',
      'keep only the square cells that intersect a polygon mask',
      'divide a city or region into equal square cells of a chosen size for a heat map',
      'make a checkerboard of square polygons covering the map view',
    ],
    inTheField: [
      'make grid-sampling cells for soil testing across a farm field boundary',
      'make grid squares for a species atlas or biodiversity recording scheme',
      'divide the play area into square cells for a territory-capture game',
    ],
    seeAlso: [
      { to: 'create a grid of hexagon cells', fn: 'hexGrid' },
      { to: 'create cells with different width and height', fn: 'rectangleGrid' },
      { to: 'create a grid of points', fn: 'pointGrid' },
    ],
  },
  standardDeviationalEllipse: {
    tasks: [
      'draw an ellipse that summarises the direction and spread of a set of points',
      'measure the directional distribution or orientation trend of point data',
      'weight points by a property when computing the spread ellipse',
      'show which way incidents or sightings are spread, as an oval shape',
      'draw the oval covering about 70% of the points around their mean center',
    ],
    inTheField: [
      'run the equivalent of the ArcGIS Directional Distribution tool in a web map',
      "summarise an animal's GPS collar fixes as an ellipse showing its range and orientation",
      'show the spread and drift direction of lightning strikes or hail reports',
    ],
    seeAlso: [
      { to: 'draw an ellipse from given radii around a center', fn: 'ellipse' },
      { to: 'find the mean center of a set of points', fn: 'centerMean' },
    ],
  },
  tag: {
    tasks: [
      'copy an attribute from the polygon each point falls in onto that point (spatial join)',
      'label points with the name or ID of the region that contains them',
      'join polygon properties to points by location',
      'reverse geocode points to the zone, district or country they lie in',
      'give each point the census tract, parcel or region ID it falls in',
    ],
    inTheField: [
      'assign each address or voter to their ward, precinct or electoral district',
      'label each trip pickup or drop-off with its taxi zone or surge zone',
      'flag species records that fall inside a protected area with the reserve name',
    ],
    seeAlso: [
      { to: 'gather point values into the polygons that contain them', fn: 'collect' },
      { to: 'filter points to those inside a polygon', fn: 'pointsWithinPolygon' },
    ],
  },
  tesselate: {
    tasks: [
      'split a polygon or multipolygon into triangles',
      'triangulate a polygon with holes using earcut, e.g. for WebGL rendering',
      'turn a shape into a triangle mesh, e.g. for three.js, 3D extrusion or a game engine',
    ],
    inTheField: ['triangulate building footprints into mesh faces for a glTF or 3D Tiles export'],
    seeAlso: [
      { to: 'triangulate a set of points', fn: 'tin' },
      { to: 'create a regular grid of triangles', fn: 'triangleGrid' },
    ],
  },
  tin: {
    tasks: [
      'build a Delaunay triangulation (TIN) from a set of points',
      'connect scattered points into triangles that carry z values such as elevation',
      'make a triangulated surface for terrain, contours or stepped heat maps',
      'turn survey or spot-height points into a triangle mesh for 3D terrain',
    ],
    inTheField: [
      'triangulate depth soundings into a bathymetry surface',
      'triangulate weather station readings into a rainfall or temperature surface',
    ],
    seeAlso: [
      { to: 'split a polygon into triangles', fn: 'tesselate' },
      { to: 'interpolate a value at a point inside one triangle', fn: 'planepoint' },
      { to: 'create regions closest to each point', fn: 'voronoi' },
    ],
  },
  toMercator: {
    tasks: [
      'convert GeoJSON from WGS84 longitude/latitude to Web Mercator (EPSG:3857) metres',
      'project coordinates from EPSG:4326 to EPSG:3857 for web map tiles or planar maths',
      'reproject a single [lng, lat] position to Mercator x, y',
      'convert lat/lng degrees to x, y metres for flat-map distance or pixel maths',
      'convert to Google or pseudo-Mercator (EPSG:900913) projected coordinates',
    ],
    inTheField: [
      'reproject features to wkid 102100 (EPSG:3857) coordinates for an ArcGIS or Esri layer',
      'do what PostGIS ST_Transform(geom, 3857) does, in the browser',
    ],
    seeAlso: [{ to: 'convert Web Mercator metres back to longitude/latitude', fn: 'toWgs84' }],
  },
  toWgs84: {
    tasks: [
      'convert GeoJSON from Web Mercator (EPSG:3857) metres back to WGS84 longitude/latitude',
      'unproject Mercator x, y coordinates to EPSG:4326 degrees',
      'reproject a single Mercator position to [lng, lat]',
      'turn x/y meters from a web map or tile library into latitude and longitude',
    ],
    inTheField: [
      'do what PostGIS ST_Transform(geom, 4326) does for Web Mercator data, in the browser',
      'turn GeoJSON from an Esri service in wkid 102100 back into lat/lon for Leaflet',
    ],
    seeAlso: [{ to: 'convert longitude/latitude to Web Mercator metres', fn: 'toMercator' }],
  },
  transformRotate: {
    tasks: [
      'rotate a polygon, line or any other feature by an angle in degrees, clockwise',
      'turn a shape around its centroid or around any chosen pivot point',
      'spin a building footprint, arrow or label shape so it faces a given heading',
      'rotate a shape anticlockwise by passing a negative angle',
    ],
    inTheField: [
      'rotate drone survey flight lines or a mapping grid to align with a field or site',
      'rotate a sailing race course layout to match a new wind direction',
      'align a site plan or floor plan overlay to true north on a map',
    ],
    seeAlso: [
      { to: 'move a shape a distance in a direction', fn: 'transformTranslate' },
      { to: 'enlarge or shrink a shape', fn: 'transformScale' },
    ],
  },
  transformScale: {
    tasks: [
      'enlarge or shrink a shape by a scale factor, e.g. make a polygon twice as big',
      'resize geometries around their centroid, a bbox corner or a chosen origin point',
      'scale every feature in a FeatureCollection around its own centroid or corner',
      'make a shape a percentage bigger or smaller while keeping its proportions',
      'shrink a footprint to half its size, anchored at a chosen corner',
    ],
    inTheField: ['shrink the play zone each round, like a battle-royale storm circle'],
    seeAlso: [
      { to: 'grow or shrink a shape by a fixed distance', fn: 'buffer' },
      { to: 'move a shape without resizing it', fn: 'transformTranslate' },
    ],
  },
  transformTranslate: {
    tasks: [
      'move or shift a polygon, line or point a distance in a compass direction',
      'offset a whole geometry by kilometres, miles or other units along a rhumb line',
      'raise or lower z values together with the move using zTranslation',
      'drag or nudge a shape to a new position by a distance and direction',
      'reposition a marker 100 m north or a building footprint 2 km east',
    ],
    inTheField: ['fix a constant offset between a CAD drawing or old survey layer and the imagery'],
    seeAlso: [
      { to: 'shift a line sideways, parallel to itself', fn: 'lineOffset' },
      { to: 'rotate a shape instead of moving it', fn: 'transformRotate' },
    ],
  },
  triangleGrid: {
    tasks: [
      'create a grid of triangle polygons over a bounding box',
      'cover an area with triangular cells, two per square cell',
      'keep only the triangles that intersect a polygon mask',
      'draw a pattern of triangles across a region, sized in kilometres or miles',
    ],
    seeAlso: [
      { to: 'split a polygon itself into triangles', fn: 'tesselate' },
      { to: 'create a grid of square cells', fn: 'squareGrid' },
      { to: 'create a grid of hexagon cells', fn: 'hexGrid' },
    ],
  },
  truncate: {
    tasks: [
      'reduce the decimal precision of coordinates, e.g. to 6 decimal places',
      'round coordinates to make GeoJSON smaller',
      'drop z (elevation) values by keeping only two numbers per position',
      'shorten long coordinate decimals so nearly identical points from two sources match',
      'cut coordinates to fewer digits for URLs, databases or smaller API payloads',
    ],
    inTheField: [
      'coarsen coordinates to about 1 km to hide sensitive species sites or home addresses',
      'round coordinates to 7 decimals, the precision OpenStreetMap stores',
    ],
    seeAlso: [
      { to: 'remove vertices rather than round them', fn: 'simplify' },
      { to: 'round a single number', fn: 'round' },
    ],
  },
  union: {
    tasks: [
      'merge or combine polygons into a single polygon or multipolygon',
      'join touching or overlapping polygons and drop their shared borders',
      'dissolve the boundaries between polygons into one outline',
      'join neighbouring parcels, districts or counties into one bigger region',
      'fuse overlapping buffers or coverage circles into a single shape',
    ],
    inTheField: [
      'combine precincts into a proposed ward or district while redistricting',
      'merge adjoining lots into one parcel for a lot consolidation or assemblage',
      'do what PostGIS ST_Union or GeoPandas unary_union does to polygons',
    ],
    seeAlso: [
      { to: 'merge polygons that share a property value', fn: 'dissolve' },
      { to: 'group features into a Multi* geometry without merging shapes', fn: 'combine' },
      { to: 'keep only the area two polygons share', fn: 'intersect' },
    ],
  },
  unkinkPolygon: {
    tasks: [
      'fix a self-intersecting polygon by splitting it at its kinks into simple polygons',
      'repair bow-tie or figure-eight polygons so each part is valid',
      'break a complex polygon into non-self-intersecting pieces',
      'clean up a polygon whose edges cross themselves so other operations stop failing',
      'fix an invalid hand-drawn geofence with crossing edges',
    ],
    inTheField: [
      'fix a field boundary walked with a GPS that crosses itself',
      "fix 'Ring Self-intersection' errors reported by PostGIS ST_IsValid or QGIS checks",
    ],
    seeAlso: [
      { to: 'find the self-intersection points of a line or polygon', fn: 'kinks' },
      { to: 'check whether a geometry is valid', fn: 'booleanValid' },
    ],
  },
  variance: {
    tasks: ['compute the variance of an array of numbers, as used inside moranIndex', 'measure how spread out a list of values is'],
    seeAlso: [{ to: "measure spatial autocorrelation with Moran's I", fn: 'moranIndex' }],
  },
  voronoi: {
    tasks: [
      'create Voronoi (Thiessen) polygons around a set of seed points',
      'divide an area into regions where every location is closest to one input point',
      "find each point's catchment or service area, clipped to a bounding box",
      'draw territories around stores, schools or stations',
      'make proximity polygons for nearest-neighbour zoning of a set of locations',
    ],
    inTheField: [
      'draw Thiessen polygons around rain gauges to weight areal rainfall',
      'approximate cell tower best-server areas from site locations',
      'draw first-due areas around fire stations by straight-line distance',
    ],
    seeAlso: [
      { to: 'connect points into Delaunay triangles', fn: 'tin' },
      { to: 'find the nearest point to a location', fn: 'nearestPoint' },
    ],
  },
};
