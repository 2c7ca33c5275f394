/** The code the playground opens with; the build highlights it (highlightedSnippets.ts) so the page shows it highlighted before any script. */
export const defaultPlaygroundCode = `// Points within 50 km of a line, on the map and in the result.
var line = turf.lineString([[-77.03, 38.9], [-76.61, 39.29], [-75.16, 39.95]], { stroke: "#2563eb" });
var points = turf.randomPoint(40, { bbox: [-77.5, 38.5, -74.5, 40.5] });
var corridor = turf.buffer(line, 50, { units: "kilometers" });

var inside = turf.pointsWithinPolygon(points, corridor);

//addToMap
var addToMap = [corridor, line, points, inside];
`;
