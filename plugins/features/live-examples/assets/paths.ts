/** Every path carries the version of what it serves, so it can be cached for good. */
export const turfBundlePath = (turfVersion: string): string => `turf/${turfVersion}/turf.min.js`;

export const mapLibreWorkerPath = (mapLibreVersion: string): string => `maplibre/${mapLibreVersion}/maplibre-gl-worker.mjs`;

export const mapLibreStylesheetPath = (mapLibreVersion: string): string => `maplibre/${mapLibreVersion}/maplibre-gl.css`;

/** `110m` draws first and fast; `50m` follows for closer zooms. */
export type BasemapScale = '110m' | '50m';

export const basemapPath = (worldAtlasVersion: string, scale: BasemapScale): string =>
  `basemap/world-atlas-${worldAtlasVersion}/natural-earth-${scale}.json`;

/** A directory, so its page's relative script URLs resolve inside it. */
export const exampleRunnerPath = 'example-runner/';
