/**
 * Layers for one `addToMap` entry, styled by simplestyle-spec properties; a missing or invalid one
 * falls back to the entry's palette colour, so entries stay distinguishable in the legend.
 */
import type { FeatureCollection } from 'geojson';
import type { ExpressionSpecification, FilterSpecification, LayerSpecification } from 'maplibre-gl';

/** Distinct on both the light and the dark basemap. */
export const entryPalette = ['#2563eb', '#dc2626', '#16a34a', '#9333ea', '#ea580c', '#0891b2', '#ca8a04', '#db2777'] as const;

export const entryColor = (index: number): string => entryPalette[index % entryPalette.length]!;

/**
 * Every entry's features in one GeoJSON source, each marked with its entry: MapLibre then tiles
 * the example once per change, not once per entry, which keeps a dragged vertex's result a few
 * worker round trips from the screen whatever the number of entries.
 */
export const exampleSourceId = 'example-entries';

/** The property that says which entry a feature belongs to; the popup leaves it out. */
export const entryProperty = '__turfDocsEntry';

export function combinedEntries(entries: readonly { readonly data: FeatureCollection }[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: entries.flatMap(({ data }, index) =>
      data.features.map((feature) => ({ ...feature, properties: { ...feature.properties, [entryProperty]: index } })),
    ),
  };
}

const entryLayerId = (index: number, kind: string) => `example-entry-${index}-${kind}`;

const color = (property: string, fallback: string): ExpressionSpecification => ['to-color', ['get', property], fallback];

const numberOr = (property: string, fallback: number): ExpressionSpecification => [
  'case',
  ['has', property],
  ['to-number', ['get', property], fallback],
  fallback,
];

const entryGeometry = (index: number, ...types: string[]): FilterSpecification => [
  'all',
  ['==', ['get', entryProperty], index],
  ['in', ['geometry-type'], ['literal', types]],
];

const markerRadius: ExpressionSpecification = ['match', ['get', 'marker-size'], 'small', 4, 'large', 9, 6];

export function entryLayers(index: number): LayerSpecification[] {
  const source = exampleSourceId;
  const fallback = entryColor(index);
  return [
    {
      id: entryLayerId(index, 'fill'),
      type: 'fill',
      source,
      filter: entryGeometry(index, 'Polygon', 'MultiPolygon'),
      paint: { 'fill-color': color('fill', fallback), 'fill-opacity': numberOr('fill-opacity', 0.35) },
    },
    {
      id: entryLayerId(index, 'line'),
      type: 'line',
      source,
      filter: entryGeometry(index, 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon'),
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: {
        'line-color': color('stroke', fallback),
        'line-width': numberOr('stroke-width', 2),
        'line-opacity': numberOr('stroke-opacity', 1),
      },
    },
    {
      id: entryLayerId(index, 'point'),
      type: 'circle',
      source,
      filter: entryGeometry(index, 'Point', 'MultiPoint'),
      paint: {
        'circle-color': color('marker-color', fallback),
        'circle-radius': markerRadius,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1.5,
      },
    },
  ];
}

export const entryLayerIds = (count: number): string[] =>
  Array.from({ length: count }, (_, index) => entryLayers(index).map((layer) => layer.id)).flat();
