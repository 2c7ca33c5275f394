/**
 * Web Mercator as MapLibre draws it (512 px tiles, no bearing or pitch), and the camera its
 * `fitBounds` chooses for an example. The still picture a map shows before MapLibre loads
 * (stillMap/) is drawn with these, so MapLibre takes over without the view moving.
 */
export type Bounds = readonly [west: number, south: number, east: number, north: number];

export interface Camera {
  /** Of the view's centre, in world units (0..1 across the world, north at 0). */
  readonly x: number;
  readonly y: number;
  readonly zoom: number;
}

export interface FitOptions {
  readonly padding: number;
  readonly maxZoom: number;
}

const tileSize = 512;
/** MapLibre's limits: the latitude Web Mercator squares off at, and its default zoom range. */
const maxLatitude = 85.051129;
const minZoom = -2;
const maxZoom = 22;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

export const worldX = (longitude: number): number => (180 + longitude) / 360;

export function worldY(latitude: number): number {
  const clamped = clamp(latitude, -maxLatitude, maxLatitude);
  return (180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360))) / 360;
}

export const longitudeOf = (x: number): number => x * 360 - 180;

export const latitudeOf = (y: number): number => (360 / Math.PI) * Math.atan(Math.exp(((180 - y * 360) * Math.PI) / 180)) - 90;

export const worldSize = (zoom: number): number => tileSize * 2 ** zoom;

/**
 * What `map.fitBounds(bounds, options)` settles on in a `width` x `height` map: the zoom that fits
 * the box inside the padding (at most `maxZoom`), centred on the box, then held inside the world as
 * MapLibre's transform holds it (the world never shorter than the view, nothing beyond a pole).
 */
export function fitCamera(bounds: Bounds, width: number, height: number, options: FitOptions): Camera | undefined {
  const [west, south, east, north] = bounds;
  const left = worldX(west);
  const right = worldX(east);
  const top = worldY(north);
  const bottom = worldY(south);
  const scaleX = (width - 2 * options.padding) / ((right - left) * tileSize);
  const scaleY = (height - 2 * options.padding) / ((bottom - top) * tileSize);
  if (!(scaleX >= 0 && scaleY >= 0)) return undefined;
  let zoom = clamp(Math.min(Math.log2(Math.min(scaleX, scaleY)), options.maxZoom), minZoom, maxZoom);
  let y = (top + bottom) / 2;
  const size = worldSize(zoom);
  if (size < height) {
    zoom += Math.log2(height / size);
    y = 0.5;
  } else {
    const half = height / 2 / size;
    y = clamp(y, half, 1 - half);
  }
  return { x: (left + right) / 2, y, zoom };
}

/** A position's pixel in the view, on the world copy nearest the view's centre plus `copy` worlds. */
export function toPixel(camera: Camera, width: number, height: number, longitude: number, latitude: number, copy = 0): [number, number] {
  const size = worldSize(camera.zoom);
  return [(worldX(longitude) + copy - camera.x) * size + width / 2, (worldY(latitude) - camera.y) * size + height / 2];
}

/** The world copies a view shows (MapLibre repeats the world side by side): 0 alone unless zoomed far out. */
export function visibleCopies(camera: Camera, width: number): number[] {
  const half = width / 2 / worldSize(camera.zoom);
  const copies: number[] = [];
  for (let copy = Math.floor(camera.x - half); copy <= Math.floor(camera.x + half); copy++) copies.push(copy);
  return copies;
}
