/**
 * Draws the shipped basemap for a still map, off the main thread: the 1:50m file is 1.3 MB of
 * JSON, whose parse alone would be a long task on a phone. Each file is fetched and parsed once.
 */
import type { FeatureCollection, Geometry, Position } from 'geojson';

import { visibleCopies } from '../camera';
import { linePath, polygonPath, type View } from './paths';

export interface BasemapRequest {
  readonly id: number;
  readonly url: string;
  readonly view: View;
}

export type BasemapReply =
  { readonly id: number; readonly land: string; readonly borders: string } | { readonly id: number; readonly error: string };

const files = new Map<string, Promise<FeatureCollection>>();

function load(url: string): Promise<FeatureCollection> {
  let file = files.get(url);
  if (!file) {
    file = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<FeatureCollection>;
    });
    files.set(url, file);
    file.catch(() => files.delete(url));
  }
  return file;
}

const polygonsOf = (geometry: Geometry): Position[][][] =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];

const linesOf = (geometry: Geometry): Position[][] =>
  geometry.type === 'LineString' ? [geometry.coordinates] : geometry.type === 'MultiLineString' ? geometry.coordinates : [];

async function draw({ id, url, view }: BasemapRequest): Promise<BasemapReply> {
  const basemap = await load(url);
  let land = '';
  let borders = '';
  for (const copy of visibleCopies(view.camera, view.width)) {
    for (const { properties, geometry } of basemap.features) {
      if (properties?.kind === 'land') for (const polygon of polygonsOf(geometry)) land += polygonPath(polygon, view, copy);
      else if (properties?.kind === 'border') borders += linePath(linesOf(geometry), view, copy);
    }
  }
  return { id, land, borders };
}

self.addEventListener('message', (event: MessageEvent<BasemapRequest>) => {
  draw(event.data).then(
    (reply) => self.postMessage(reply),
    (error: unknown) => self.postMessage({ id: event.data.id, error: String(error) } satisfies BasemapReply),
  );
});
