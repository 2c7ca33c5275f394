/** The home page's live demos, run on the current release's Turf. */
export interface Demo {
  readonly id: string;
  readonly label: string;
  readonly description: string;
  readonly code: string;
}

const cities = `var cities = turf.featureCollection([
  turf.point([-122.42, 37.77], { name: "San Francisco" }),
  turf.point([-118.24, 34.05], { name: "Los Angeles" }),
  turf.point([-115.14, 36.17], { name: "Las Vegas" }),
  turf.point([-112.07, 33.45], { name: "Phoenix" }),
  turf.point([-111.89, 40.76], { name: "Salt Lake City" }),
  turf.point([-119.81, 39.53], { name: "Reno" }),
  turf.point([-117.16, 32.72], { name: "San Diego" }),
  turf.point([-106.65, 35.08], { name: "Albuquerque" }),
]);`;

export const demos: readonly Demo[] = [
  {
    id: 'buffer',
    label: 'Buffer',
    description: 'A 100 km buffer around a route through the desert.',
    code: `var route = turf.lineString([[-118.24, 34.05], [-116.5, 35.2], [-115.14, 36.17], [-112.07, 33.45]], { stroke: "#1d7348", "stroke-width": 3 });
var zone = turf.buffer(route, 100, { units: "kilometers" });

//addToMap
var addToMap = [zone, route];`,
  },
  {
    id: 'tin',
    label: 'TIN',
    description: 'A triangulated irregular network between cities.',
    code: `${cities}
var triangles = turf.tin(cities);

//addToMap
var addToMap = [triangles, cities];`,
  },
  {
    id: 'voronoi',
    label: 'Voronoi',
    description: 'Voronoi cells: the area closest to each city.',
    code: `${cities}
var cells = turf.voronoi(cities, { bbox: [-125, 30, -104, 42] });

//addToMap
var addToMap = [cells, cities];`,
  },
  {
    id: 'bezier',
    label: 'Bézier spline',
    description: 'A smooth Bézier spline through a jagged line.',
    code: `var jagged = turf.lineString([[-122.42, 37.77], [-119.81, 39.53], [-115.14, 36.17], [-111.89, 40.76], [-106.65, 35.08]]);
var smooth = turf.bezierSpline(jagged, { sharpness: 0.85 });

//addToMap
var addToMap = [jagged, smooth];`,
  },
];
