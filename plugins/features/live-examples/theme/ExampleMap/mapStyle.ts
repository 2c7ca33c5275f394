/** The shipped basemap's style. No labels, so no glyphs or sprites, and no request outside the site. */
import type { LayerSpecification, Map as MaplibreMap, MapSourceDataEvent, StyleSpecification } from 'maplibre-gl';

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
export const detailSourceId = 'basemap-detail';

/** From this zoom on, the 1:50m basemap replaces the 1:110m one once it has loaded. */
export const detailMinZoom = 3;

const attribution = '<a href="https://www.naturalearthdata.com/">Natural Earth</a>';

export function basemapPaint(mode: MapColorMode): Record<string, Record<string, string>> {
  const colors = basemapColors[mode];
  return {
    water: { 'background-color': colors.water },
    land: { 'fill-color': colors.land },
    borders: { 'line-color': colors.border },
    'land-detail': { 'fill-color': colors.land },
    'borders-detail': { 'line-color': colors.border },
  };
}

function basemapLayers(mode: MapColorMode, source: string, suffix: string): LayerSpecification[] {
  const paint = basemapPaint(mode);
  const zoom = suffix ? { minzoom: detailMinZoom } : {};
  return [
    { id: `land${suffix}`, type: 'fill', source, ...zoom, filter: ['==', ['get', 'kind'], 'land'], paint: paint.land },
    {
      id: `borders${suffix}`,
      type: 'line',
      source,
      ...zoom,
      filter: ['==', ['get', 'kind'], 'border'],
      paint: { ...paint.borders, 'line-width': 0.8 },
    },
  ];
}

export function basemapStyle(mode: MapColorMode, basemapUrl: string): StyleSpecification {
  return {
    version: 8,
    sources: {
      [basemapSourceId]: { type: 'geojson', data: basemapUrl, attribution, maxzoom: 6, tolerance: 0.5 },
    },
    layers: [{ id: 'water', type: 'background', paint: basemapPaint(mode).water }, ...basemapLayers(mode, basemapSourceId, '')],
  };
}

/** Added after the first draw, below the example's layers; `onLoaded` once it has loaded and replaced the 1:110m one. */
export function addDetailedBasemap(map: MaplibreMap, mode: MapColorMode, detailUrl: string, onLoaded?: () => void): void {
  if (map.getSource(detailSourceId)) return;
  map.addSource(detailSourceId, { type: 'geojson', data: detailUrl, attribution, maxzoom: 10, tolerance: 0.5 });
  for (const layer of basemapLayers(mode, detailSourceId, '-detail')) map.addLayer(layer, 'borders');
  const onData = (event: MapSourceDataEvent) => {
    if (event.sourceId !== detailSourceId || !map.isSourceLoaded(detailSourceId)) return;
    map.off('sourcedata', onData);
    map.setLayerZoomRange('land', 0, detailMinZoom);
    map.setLayerZoomRange('borders', 0, detailMinZoom);
    onLoaded?.();
  };
  map.on('sourcedata', onData);
}
