/**
 * Where the site serves the files its live examples need. Every path carries the version of
 * what it serves, so a file at a given address never changes and can be cached for good.
 */
export const turfBundlePath = (turfVersion: string): string => `turf/${turfVersion}/turf.min.js`;

export const mapLibreWorkerPath = (mapLibreVersion: string): string =>
  `maplibre/${mapLibreVersion}/maplibre-gl-worker.mjs`;

export const basemapPath = (worldAtlasVersion: string): string =>
  `basemap/world-atlas-${worldAtlasVersion}/natural-earth-50m.json`;
