/**
 * The shipped basemap's style, in a light and a dark version that follow the site's colour
 * mode: water as the background, Natural Earth land on top, thin country borders. No labels,
 * so the style needs no glyphs or sprites, and a map makes no request outside the site.
 */
import type { StyleSpecification } from 'maplibre-gl';

export type MapColorMode = 'light' | 'dark';

interface BasemapColors {
  readonly water: string;
  readonly land: string;
  readonly border: string;
}

export const basemapColors: Readonly<Record<MapColorMode, BasemapColors>> = {
  light: { water: '#d4e4ef', land: '#f7f5f0', border: '#a9a39a' },
  dark: { water: '#0f1b24', land: '#25313a', border: '#56646e' },
};

export const basemapSourceId = 'basemap';

const attribution = '<a href="https://www.naturalearthdata.com/">Natural Earth</a>';

/** Paint properties that differ between the colour modes, per basemap layer. */
export function basemapPaint(mode: MapColorMode): Record<string, Record<string, string>> {
  const colors = basemapColors[mode];
  return {
    water: { 'background-color': colors.water },
    land: { 'fill-color': colors.land },
    borders: { 'line-color': colors.border },
  };
}

export function basemapStyle(mode: MapColorMode, basemapUrl: string): StyleSpecification {
  const paint = basemapPaint(mode);
  return {
    version: 8,
    sources: {
      [basemapSourceId]: { type: 'geojson', data: basemapUrl, attribution, maxzoom: 8, tolerance: 0.5 },
    },
    layers: [
      { id: 'water', type: 'background', paint: paint.water },
      { id: 'land', type: 'fill', source: basemapSourceId, filter: ['==', ['get', 'kind'], 'land'], paint: paint.land },
      {
        id: 'borders',
        type: 'line',
        source: basemapSourceId,
        filter: ['==', ['get', 'kind'], 'border'],
        paint: { ...paint.borders, 'line-width': 0.8 },
      },
    ],
  };
}
