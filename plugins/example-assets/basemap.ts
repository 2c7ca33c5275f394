/**
 * The offline basemap: Natural Earth land and country borders at 1:50m, from the `world-atlas`
 * TopoJSON, converted to one GeoJSON file at build time. Land is one polygon layer and borders
 * are the lines between countries only (coastlines are the land's own edge). Coordinates are
 * rounded to 0.001° (about 100 m), well below the detail of 1:50m data, which halves the file.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

import { basemapPath } from './paths';

type Coordinates = Position | Coordinates[];

const round = (coordinates: Coordinates): Coordinates =>
  typeof coordinates[0] === 'number'
    ? (coordinates as Position).map((value) => Math.round(value * 1000) / 1000)
    : (coordinates as Coordinates[]).map(round);

function rounded(geometry: Geometry): Geometry {
  if (geometry.type === 'GeometryCollection') return { ...geometry, geometries: geometry.geometries.map(rounded) };
  return { ...geometry, coordinates: round(geometry.coordinates) } as Geometry;
}

/** Land and borders as one feature collection, each feature tagged with its `kind`. */
export function naturalEarthBasemap(topology: Topology): FeatureCollection {
  const { land, countries } = topology.objects as Record<string, GeometryCollection>;
  const landFeatures = feature(topology, land).features;
  const borders = mesh(topology, countries, (a, b) => a !== b);
  const features: Feature[] = [
    ...landFeatures.map((item): Feature => ({ type: 'Feature', properties: { kind: 'land' }, geometry: rounded(item.geometry) })),
    { type: 'Feature', properties: { kind: 'border' }, geometry: rounded(borders) },
  ];
  return { type: 'FeatureCollection', features };
}

export async function writeBasemap(siteDir: string, staticDir: string): Promise<string> {
  const packageDir = join(siteDir, 'node_modules/world-atlas');
  const { version } = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const topology = JSON.parse(await readFile(join(packageDir, 'countries-50m.json'), 'utf8')) as Topology;
  const target = join(staticDir, basemapPath(version));
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, JSON.stringify(naturalEarthBasemap(topology)));
  return basemapPath(version);
}
