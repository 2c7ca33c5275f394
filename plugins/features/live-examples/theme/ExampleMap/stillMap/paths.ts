/**
 * GeoJSON coordinates to SVG path data in a view's pixels: projected, cut to the view (plus a
 * margin wider than any stroke, so no cut edge shows) and thinned to what a pixel can show. Used
 * by the basemap worker and by the example's own features alike.
 */
import type { Position } from 'geojson';

import { toPixel, type Camera } from '../camera';

export interface View {
  readonly camera: Camera;
  readonly width: number;
  readonly height: number;
}

type Point = [number, number];

/** Wider than the widest stroke or marker drawn, so cut edges and clipped shapes stay out of sight. */
const margin = 24;
/** Points closer than this to the last one kept add nothing a screen can show. */
const minStep = 0.35;

const format = (value: number) => String(Math.round(value * 10) / 10);

function projected(positions: readonly Position[], view: View, copy: number): Point[] {
  const points: Point[] = [];
  for (const position of positions) {
    const point = toPixel(view.camera, view.width, view.height, position[0]!, position[1]!, copy);
    const last = points.at(-1);
    if (!last || Math.abs(point[0] - last[0]) + Math.abs(point[1] - last[1]) >= minStep) points.push(point);
  }
  return points;
}

/** Sutherland-Hodgman: a ring cut by each edge of the view's box in turn stays a closed ring. */
function clipRing(ring: Point[], view: View): Point[] {
  const edges: Array<[axis: 0 | 1, limit: number, keepAbove: boolean]> = [
    [0, -margin, true],
    [0, view.width + margin, false],
    [1, -margin, true],
    [1, view.height + margin, false],
  ];
  let points = ring;
  for (const [axis, limit, keepAbove] of edges) {
    if (points.length === 0) break;
    const inside = (point: Point) => (keepAbove ? point[axis] >= limit : point[axis] <= limit);
    const cut = (a: Point, b: Point): Point => {
      const t = (limit - a[axis]) / (b[axis] - a[axis]);
      return [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
    };
    const next: Point[] = [];
    points.forEach((current, index) => {
      const previous = points[(index + points.length - 1) % points.length]!;
      if (inside(current)) {
        if (!inside(previous)) next.push(cut(previous, current));
        next.push(current);
      } else if (inside(previous)) next.push(cut(previous, current));
    });
    points = next;
  }
  return points;
}

/** Liang-Barsky on each segment: a line leaves the view and comes back as separate runs. */
function clipLine(line: Point[], view: View): Point[][] {
  const runs: Point[][] = [];
  let run: Point[] = [];
  const [minX, minY, maxX, maxY] = [-margin, -margin, view.width + margin, view.height + margin];
  for (let index = 1; index < line.length; index++) {
    const [ax, ay] = line[index - 1]!;
    const [bx, by] = line[index]!;
    const dx = bx - ax;
    const dy = by - ay;
    let t0 = 0;
    let t1 = 1;
    const limits: Array<[number, number]> = [
      [-dx, ax - minX],
      [dx, maxX - ax],
      [-dy, ay - minY],
      [dy, maxY - ay],
    ];
    let visible = true;
    for (const [p, q] of limits) {
      if (p === 0) {
        if (q < 0) visible = false;
      } else {
        const t = q / p;
        if (p < 0) t0 = Math.max(t0, t);
        else t1 = Math.min(t1, t);
      }
    }
    if (!visible || t0 > t1) {
      if (run.length > 1) runs.push(run);
      run = [];
      continue;
    }
    const start: Point = [ax + t0 * dx, ay + t0 * dy];
    const end: Point = [ax + t1 * dx, ay + t1 * dy];
    if (run.length === 0 || t0 > 0) {
      if (run.length > 1) runs.push(run);
      run = [start];
    }
    run.push(end);
    if (t1 < 1) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 1) runs.push(run);
  return runs;
}

const subpath = (points: readonly Point[], close: boolean) =>
  `M${points.map(([x, y]) => `${format(x)} ${format(y)}`).join('L')}${close ? 'Z' : ''}`;

/** A polygon's rings (outer, then holes), for an even-odd fill. Empty when it is out of view. */
export function polygonPath(rings: readonly (readonly Position[])[], view: View, copy: number): string {
  return rings
    .map((ring) => clipRing(projected(ring, view, copy), view))
    .filter((ring) => ring.length >= 3)
    .map((ring) => subpath(ring, true))
    .join('');
}

export function linePath(lines: readonly (readonly Position[])[], view: View, copy: number): string {
  return lines
    .flatMap((line) => clipLine(projected(line, view, copy), view))
    .map((run) => subpath(run, false))
    .join('');
}

/** A point's pixel, or undefined when it is out of view. */
export function pointPixel(position: Position, view: View, copy: number): Point | undefined {
  const point = toPixel(view.camera, view.width, view.height, position[0]!, position[1]!, copy);
  return point[0] < -margin || point[1] < -margin || point[0] > view.width + margin || point[1] > view.height + margin ? undefined : point;
}
