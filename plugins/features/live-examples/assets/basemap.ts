/**
 * The offline Natural Earth basemap: maps draw the 1:110m file (130 KB) first, since the 1:50m one
 * (1.3 MB) takes longer to tile. Coordinates rounded to 0.001°, below either scale's detail, halve the files.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

import { basemapPath, type BasemapScale } from './paths';

type Coordinates = Position | Coordinates[];

const round = (coordinates: Coordinates): Coordinates =>
  typeof coordinates[0] === 'number'
    ? (coordinates as Position).map((value) => Math.round(value * 1000) / 1000)
    : (coordinates as Coordinates[]).map(round);

function rounded(geometry: Geometry): Geometry {
  if (geometry.type === 'GeometryCollection') return { ...geometry, geometries: geometry.geometries.map(rounded) };
  return { ...geometry, coordinates: round(geometry.coordinates) } as Geometry;
}

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

export async function writeBasemap(siteDir: string, staticDir: string): Promise<Record<BasemapScale, string>> {
  const packageDir = join(siteDir, 'node_modules/world-atlas');
  const { version } = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const write = async (scale: BasemapScale) => {
    const topology = JSON.parse(await readFile(join(packageDir, `countries-${scale}.json`), 'utf8')) as Topology;
    const target = join(staticDir, basemapPath(version, scale));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, JSON.stringify(naturalEarthBasemap(topology)));
    return basemapPath(version, scale);
  };
  return { '110m': await write('110m'), '50m': await write('50m') };
}
