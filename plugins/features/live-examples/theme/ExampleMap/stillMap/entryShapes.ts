/**
 * An example's `addToMap` entries as SVG shapes, styled as featureLayers.ts styles them in
 * MapLibre: per entry its fills, then its lines, then its points, simplestyle properties first and
 * the entry's palette colour when one is missing or not a colour.
 */
import type { Feature, GeoJsonProperties, Geometry, Position } from 'geojson';

import type { MapLayer } from '../../../runner/mapLayers';
import { visibleCopies } from '../camera';
import { entryColor } from '../featureLayers';
import { linePath, pointPixel, polygonPath, type View } from './paths';

export interface EntryShapes {
  readonly fills: ReadonlyArray<{ d: string; fill: string; opacity: number }>;
  readonly lines: ReadonlyArray<{ d: string; stroke: string; width: number; opacity: number }>;
  readonly points: ReadonlyArray<{ x: number; y: number; radius: number; fill: string }>;
}

/** MapLibre's `to-color` with a fallback: a string the browser reads as a colour, or the fallback. */
export type ColorCheck = (value: string) => boolean;

function colorOf(properties: GeoJsonProperties, key: string, fallback: string, isColor: ColorCheck): string {
  const value = properties?.[key];
  return typeof value === 'string' && isColor(value) ? value : fallback;
}

/** MapLibre's `to-number` with a fallback, when the property is there at all. */
function numberOf(properties: GeoJsonProperties, key: string, fallback: number): number {
  if (!properties || !(key in properties)) return fallback;
  const value: unknown = properties[key];
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return Number(value);
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return fallback;
}

const markerRadius = (properties: GeoJsonProperties) =>
  properties?.['marker-size'] === 'small' ? 4 : properties?.['marker-size'] === 'large' ? 9 : 6;

function parts(geometry: Geometry | null): { polygons: Position[][][]; lines: Position[][]; points: Position[] } {
  const result = { polygons: [] as Position[][][], lines: [] as Position[][], points: [] as Position[] };
  const add = (part: Geometry | null) => {
    if (!part) return;
    if (part.type === 'Point') result.points.push(part.coordinates);
    else if (part.type === 'MultiPoint') result.points.push(...part.coordinates);
    else if (part.type === 'LineString') result.lines.push(part.coordinates);
    else if (part.type === 'MultiLineString') result.lines.push(...part.coordinates);
    else if (part.type === 'Polygon') result.polygons.push(part.coordinates);
    else if (part.type === 'MultiPolygon') result.polygons.push(...part.coordinates);
    else part.geometries.forEach(add);
  };
  add(geometry);
  return result;
}

const hasPosition = (position: Position | undefined): position is Position =>
  Array.isArray(position) && Number.isFinite(position[0]) && Number.isFinite(position[1]);

export function entryShapes(layers: readonly MapLayer[], view: View, isColor: ColorCheck): EntryShapes[] {
  const copies = visibleCopies(view.camera, view.width);
  return layers.map(({ data }, index) => {
    const fallback = entryColor(index);
    const fills: Array<EntryShapes['fills'][number]> = [];
    const lines: Array<EntryShapes['lines'][number]> = [];
    const points: Array<EntryShapes['points'][number]> = [];
    data.features.forEach(({ properties, geometry }: Feature) => {
      const { polygons, lines: lineParts, points: pointParts } = parts(geometry);
      const valid = (positions: Position[]) => positions.every(hasPosition);
      const stroke = { stroke: colorOf(properties, 'stroke', fallback, isColor), width: numberOf(properties, 'stroke-width', 2) };
      const strokeOpacity = numberOf(properties, 'stroke-opacity', 1);
      // What does not depend on the world copy is read once per feature, not once per copy.
      const rings = polygons.filter((polygon) => polygon.every(valid));
      const fillStyle = { fill: colorOf(properties, 'fill', fallback, isColor), opacity: numberOf(properties, 'fill-opacity', 0.35) };
      // A polygon's outline is drawn by the line layer, as in MapLibre.
      const outline = [...rings.flat(), ...lineParts.filter(valid)];
      const positions = pointParts.filter(hasPosition);
      const marker = { radius: markerRadius(properties), fill: colorOf(properties, 'marker-color', fallback, isColor) };
      for (const copy of copies) {
        const fill = rings.map((polygon) => polygonPath(polygon, view, copy)).join('');
        if (fill) fills.push({ d: fill, ...fillStyle });
        const line = linePath(outline, view, copy);
        if (line) lines.push({ d: line, ...stroke, opacity: strokeOpacity });
        for (const position of positions) {
          const pixel = pointPixel(position, view, copy);
          if (pixel) points.push({ x: pixel[0], y: pixel[1], ...marker });
        }
      }
    });
    return { fills, lines, points };
  });
}
