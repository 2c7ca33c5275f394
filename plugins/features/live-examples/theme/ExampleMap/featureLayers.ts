/**
 * Layers for one `addToMap` entry, styled by simplestyle-spec properties; a missing or invalid one
 * falls back to the entry's palette colour, so entries stay distinguishable in the legend.
 */
import type { ExpressionSpecification, LayerSpecification } from 'maplibre-gl';

/** Distinct on both the light and the dark basemap. */
export const entryPalette = ['#2563eb', '#dc2626', '#16a34a', '#9333ea', '#ea580c', '#0891b2', '#ca8a04', '#db2777'] as const;

export const entryColor = (index: number): string => entryPalette[index % entryPalette.length]!;

export const entrySourceId = (index: number): string => `example-entry-${index}`;

const color = (property: string, fallback: string): ExpressionSpecification => ['to-color', ['get', property], fallback];

const numberOr = (property: string, fallback: number): ExpressionSpecification => [
  'case',
  ['has', property],
  ['to-number', ['get', property], fallback],
  fallback,
];

const geometryIn = (...types: string[]): ExpressionSpecification => ['in', ['geometry-type'], ['literal', types]];

const markerRadius: ExpressionSpecification = ['match', ['get', 'marker-size'], 'small', 4, 'large', 9, 6];

export function entryLayers(index: number): LayerSpecification[] {
  const source = entrySourceId(index);
  const fallback = entryColor(index);
  return [
    {
      id: `${source}-fill`,
      type: 'fill',
      source,
      filter: geometryIn('Polygon', 'MultiPolygon'),
      paint: { 'fill-color': color('fill', fallback), 'fill-opacity': numberOr('fill-opacity', 0.35) },
    },
    {
      id: `${source}-line`,
      type: 'line',
      source,
      filter: geometryIn('LineString', 'MultiLineString', 'Polygon', 'MultiPolygon'),
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: {
        'line-color': color('stroke', fallback),
        'line-width': numberOr('stroke-width', 2),
        'line-opacity': numberOr('stroke-opacity', 1),
      },
    },
    {
      id: `${source}-point`,
      type: 'circle',
      source,
      filter: geometryIn('Point', 'MultiPoint'),
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
