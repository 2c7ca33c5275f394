/** One feature collection per `addToMap` entry: the unit the map styles, labels and toggles. */
import type { Feature, FeatureCollection, Geometry } from 'geojson';

export interface MapLayer {
  readonly label: string;
  readonly data: FeatureCollection;
}

export interface MapLayers {
  readonly layers: readonly MapLayer[];
  readonly bounds: [number, number, number, number] | undefined;
  /** Entries that are not GeoJSON, by label. */
  readonly skipped: readonly string[];
}

const geometryTypes = new Set(['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon', 'GeometryCollection']);

const point = (coordinates: number[]): Feature => ({ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates } });

/** Or 6 numbers, with heights. */
function bboxPolygon(bbox: number[]): Feature {
  const [west, south, east, north] = bbox.length === 6 ? [bbox[0]!, bbox[1]!, bbox[3]!, bbox[4]!] : bbox;
  return {
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [west!, south!],
          [east!, south!],
          [east!, north!],
          [west!, north!],
          [west!, south!],
        ],
      ],
    },
  };
}

function asFeatures(entry: unknown): Feature[] | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  if (Array.isArray(entry) && entry.length > 0 && entry.every((item) => typeof item === 'number' && Number.isFinite(item))) {
    // Examples also list bare positions (`[x, y]`) and bounding boxes for the map.
    if (entry.length === 2 || entry.length === 3) return [point(entry)];
    if (entry.length === 4 || entry.length === 6) return [bboxPolygon(entry)];
    return undefined;
  }
  if (Array.isArray(entry)) {
    const nested = entry.map(asFeatures);
    return nested.every(Boolean) ? (nested.flat() as Feature[]) : undefined;
  }
  const { type } = entry as { type?: unknown };
  if (type === 'FeatureCollection') {
    const { features } = entry as { features?: unknown };
    return Array.isArray(features) ? asFeatures(features) : undefined;
  }
  if (type === 'Feature') return (entry as Feature).geometry ? [entry as Feature] : [];
  if (typeof type === 'string' && geometryTypes.has(type)) return [{ type: 'Feature', properties: {}, geometry: entry as Geometry }];
  return undefined;
}

function extend(bounds: number[], coordinates: unknown): void {
  if (!Array.isArray(coordinates)) return;
  if (typeof coordinates[0] === 'number' && typeof coordinates[1] === 'number') {
    const [x, y] = coordinates as number[];
    if (!Number.isFinite(x) || !Number.isFinite(y)) return;
    bounds[0] = Math.min(bounds[0]!, x!);
    bounds[1] = Math.min(bounds[1]!, y!);
    bounds[2] = Math.max(bounds[2]!, x!);
    bounds[3] = Math.max(bounds[3]!, y!);
    return;
  }
  for (const item of coordinates) extend(bounds, item);
}

function extendByGeometry(bounds: number[], geometry: Geometry | null): void {
  if (!geometry) return;
  if (geometry.type === 'GeometryCollection') geometry.geometries.forEach((part) => extendByGeometry(bounds, part));
  else extend(bounds, geometry.coordinates);
}

const isNamedEntries = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { type?: unknown }).type !== 'string';

export function toMapLayers(addToMap: unknown, labels: readonly string[]): MapLayers {
  let entries: unknown[] = Array.isArray(addToMap) ? addToMap : addToMap === undefined ? [] : [addToMap];
  if (isNamedEntries(addToMap)) {
    labels = Object.keys(addToMap);
    entries = Object.values(addToMap);
  }
  const bounds = [Infinity, Infinity, -Infinity, -Infinity];
  const layers: MapLayer[] = [];
  const skipped: string[] = [];
  entries.forEach((entry, index) => {
    const label = labels[index] ?? `entry ${index + 1}`;
    const features = asFeatures(entry);
    if (!features) {
      skipped.push(label);
      return;
    }
    let data: FeatureCollection;
    try {
      // Drops what cannot cross to the page or the map (functions, undefined).
      data = JSON.parse(JSON.stringify({ type: 'FeatureCollection', features })) as FeatureCollection;
    } catch {
      skipped.push(label); // a cycle in its properties
      return;
    }
    data.features.forEach((feature) => extendByGeometry(bounds, feature.geometry));
    layers.push({ label, data });
  });
  return { layers, bounds: bounds[0]! <= bounds[2]! ? (bounds as [number, number, number, number]) : undefined, skipped };
}
