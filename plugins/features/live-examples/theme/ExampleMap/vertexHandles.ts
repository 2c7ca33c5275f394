/**
 * The example's movable vertices as MapLibre markers, with no drawing library: each is a real
 * button, in the tab order with its accessible name ("line, vertex 2 of 3"), that a pointer drags
 * and a keyboard moves (arrows; Shift for farther).
 */
import * as maplibre from 'maplibre-gl';

import type { MovableInput } from '../../editing/movableInputs';
import { coordinateDigits } from '../../editing/moveVertex';

/** Which vertex: by input and vertex index, stable while the code's numbers change length. */
export interface VertexKey {
  readonly input: number;
  readonly vertex: number;
}

export type MovePhase = 'drag' | 'end' | 'key';

export type MoveVertex = (key: VertexKey, lngLat: [number, number], move: { readonly digits: number; readonly phase: MovePhase }) => void;

/** Pixels an arrow key moves a vertex; Shift moves it five times as far. */
const keyStep = 10;
const keyDirections: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export class VertexHandles {
  private readonly markers = new Map<string, { marker: maplibre.Marker; button: HTMLButtonElement }>();
  private dragging: string | undefined;

  constructor(
    private readonly map: maplibre.Map,
    private readonly className: string,
    private onMove: MoveVertex,
  ) {}

  setOnMove(onMove: MoveVertex): void {
    this.onMove = onMove;
  }

  /** Adds, moves and relabels handles to match the code; the one being dragged follows the pointer. */
  update(inputs: readonly MovableInput[]): void {
    const seen = new Set<string>();
    inputs.forEach((input, inputIndex) =>
      input.vertices.forEach((vertex, vertexIndex) => {
        const id = `${inputIndex}/${vertexIndex}`;
        seen.add(id);
        const existing = this.markers.get(id) ?? this.create({ input: inputIndex, vertex: vertexIndex }, id);
        existing.button.setAttribute('aria-label', vertex.label);
        if (this.dragging !== id) existing.marker.setLngLat(vertex.lngLat as [number, number]);
      }),
    );
    for (const [id, { marker }] of this.markers) {
      if (seen.has(id)) continue;
      marker.remove();
      this.markers.delete(id);
    }
  }

  /** Whether a pointer is dragging one of the handles now. */
  isDragging(): boolean {
    return this.dragging !== undefined;
  }

  remove(): void {
    for (const { marker } of this.markers.values()) marker.remove();
    this.markers.clear();
  }

  private digits(): number {
    return coordinateDigits(this.map.getZoom());
  }

  private create(key: VertexKey, id: string): { marker: maplibre.Marker; button: HTMLButtonElement } {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = this.className;
    const marker = new maplibre.Marker({ element: button }).setLngLat([0, 0]).addTo(this.map);
    // Dragged with pointer events captured by the handle, not MapLibre's draggable markers: those
    // follow the map's own mouse events, which stop when the pointer leaves the map (the code
    // above it opening in the editor can shift the page under the pointer). Captured, a drag
    // follows the pointer anywhere, by mouse, pen or touch.
    let grab: { x: number; y: number } | undefined;
    // A press that does not move (a click, or the focus it gives) rewrites nothing.
    let movedSinceDown = false;
    const lngLatAt = (event: PointerEvent): [number, number] => {
      const canvas = this.map.getCanvasContainer().getBoundingClientRect();
      const { lng, lat } = this.map.unproject([event.clientX - canvas.left - grab!.x, event.clientY - canvas.top - grab!.y]);
      return [lng, lat];
    };
    button.addEventListener('pointerdown', (event) => {
      if (event.button !== 0) return;
      event.preventDefault();
      event.stopPropagation();
      button.setPointerCapture(event.pointerId);
      // Where in the handle it was taken, so the vertex does not jump to the pointer.
      const canvas = this.map.getCanvasContainer().getBoundingClientRect();
      const at = this.map.project(marker.getLngLat());
      grab = { x: event.clientX - canvas.left - at.x, y: event.clientY - canvas.top - at.y };
      this.dragging = id;
      movedSinceDown = false;
      button.focus({ preventScroll: true });
    });
    button.addEventListener('pointermove', (event) => {
      if (this.dragging !== id || !grab) return;
      const lngLat = lngLatAt(event);
      movedSinceDown = true;
      marker.setLngLat(lngLat);
      this.onMove(key, lngLat, { digits: this.digits(), phase: 'drag' });
    });
    const end = (event: PointerEvent) => {
      if (this.dragging !== id || !grab) return;
      const lngLat = event.type === 'pointerup' && movedSinceDown ? lngLatAt(event) : undefined;
      grab = undefined;
      this.dragging = undefined;
      if (lngLat) {
        marker.setLngLat(lngLat);
        this.onMove(key, lngLat, { digits: this.digits(), phase: 'end' });
      }
    };
    // Letting go of a handle is a click on it, over the feature its vertex belongs to: it must not
    // reach the map, which would open that feature's popup.
    button.addEventListener('click', (event) => event.stopPropagation());
    button.addEventListener('pointerup', end);
    button.addEventListener('pointercancel', end);
    button.addEventListener('keydown', (event) => {
      const direction = keyDirections[event.key];
      if (!direction || event.altKey || event.ctrlKey || event.metaKey) return;
      // The map would pan on the same keys.
      event.preventDefault();
      event.stopPropagation();
      const step = keyStep * (event.shiftKey ? 5 : 1);
      const point = this.map.project(marker.getLngLat());
      const moved = this.map.unproject([point.x + direction[0] * step, point.y + direction[1] * step]);
      marker.setLngLat(moved);
      this.onMove(key, [moved.lng, moved.lat], { digits: this.digits(), phase: 'key' });
    });
    const entry = { marker, button };
    this.markers.set(id, entry);
    return entry;
  }
}
