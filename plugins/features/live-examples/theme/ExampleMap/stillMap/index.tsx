/**
 * An example's map as a still picture: the basemap and the example's features drawn in SVG with
 * MapLibre's camera and styles, and copies of its controls. A page whose map is in view from the
 * start (the playground) shows this first, because MapLibre's start costs a phone seconds of
 * main thread; MapLibre takes over, in place, when the reader reaches for the map (see ../index.tsx).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import type { MapLayers } from '../../../runner/mapLayers';
import { fitCamera, type Camera } from '../camera';
import { basemapColors, detailMinZoom, type MapColorMode } from '../mapStyle';
import { absolute, fitOptions, linkMapLibreStylesheet } from '../mapSettings';
import styles from '../styles.module.css';
import { basemapPaths } from './basemapPaths';
import EntryPicture from './EntryPicture';
import type { View } from './paths';

interface Props {
  readonly content: MapLayers;
  readonly hidden: ReadonlySet<number>;
  readonly label: string;
  readonly colorMode: MapColorMode;
  readonly basemapUrl: string;
  readonly detailUrl: string;
  readonly stylesheetUrl: string;
  /** Over a live map that is still getting ready, and gone once it is. */
  readonly covering: boolean;
}

/** MapLibre's camera before any bounds: the world, centred on 0, 0. */
const worldCamera: Camera = { x: 0.5, y: 0.5, zoom: 0 };

function useSize(element: React.RefObject<HTMLElement | null>) {
  const [size, setSize] = useState<{ width: number; height: number } | undefined>(undefined);
  useLayoutEffect(() => {
    const box = element.current;
    if (!box) return undefined;
    const measure = () => {
      const { width, height } = box.getBoundingClientRect();
      setSize((previous) => (previous?.width === width && previous.height === height ? previous : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

export default function StillMap({ content, hidden, label, colorMode, basemapUrl, detailUrl, stylesheetUrl, covering }: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const size = useSize(box);
  const view = useMemo<View | undefined>(() => {
    if (!size || size.width === 0 || size.height === 0) return undefined;
    const camera = content.bounds ? fitCamera(content.bounds, size.width, size.height, fitOptions) : worldCamera;
    return camera && { camera, width: size.width, height: size.height };
  }, [content.bounds, size]);
  const url = absolute(view && view.camera.zoom >= detailMinZoom ? detailUrl : basemapUrl);

  const [basemap, setBasemap] = useState<{ view: View; land: string; borders: string } | undefined>(undefined);
  useEffect(() => {
    if (!view) return undefined;
    let current = true;
    basemapPaths(url, view).then(
      (paths) => current && setBasemap({ view, ...paths }),
      (error: unknown) => {
        // As on a live map: the example's own features still draw.
        console.warn('Example map:', error instanceof Error ? error.message : error);
        if (current) setBasemap({ view, land: '', borders: '' });
      },
    );
    return () => {
      current = false;
    };
  }, [url, view]);

  const [controls, setControls] = useState(false);
  useEffect(() => {
    void linkMapLibreStylesheet(stylesheetUrl).then(() => setControls(true));
  }, [stylesheetUrl]);

  // The picture stays on the view it was drawn for until the basemap of a new one is ready: a scrollbar that
  // appears after the first draw narrows the map, and redrawing at once left only water for a moment.
  const pictured = basemap?.view;
  const drawn = basemap !== undefined && pictured === view;
  useEffect(() => {
    if (!drawn || !box.current) return;
    // Tests and the benchmarks read when a result was on screen, and how much of it (as on a live map).
    const features = content.layers.reduce((sum, layer) => sum + layer.data.features.length, 0);
    if (features > 0) performance.mark('example-map:still-drawn');
    box.current.dataset.renderedFeatures = String(features);
    box.current.dataset.renderedAt = String(performance.now());
  }, [drawn, content.layers]);

  const colors = basemapColors[colorMode];
  return (
    <div
      ref={box}
      className={`${styles.map} ${styles.still} ${covering ? styles.covering : ''} maplibregl-map`}
      role="region"
      aria-label={label}
      // Focus is a reader reaching for the map: the live map takes over and gets it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- stands in for MapLibre's canvas, which the keyboard reaches to pan and zoom
      tabIndex={0}
      data-map-state={drawn ? 'still' : 'drawing'}
      data-color-mode={colorMode}
    >
      {view && (
        <svg width={view.width} height={view.height} aria-hidden="true">
          <rect width={view.width} height={view.height} fill={colors.water} />
          {basemap && pictured && (
            // Centred: the camera fits the example to the middle of the map, whatever its size.
            <g transform={`translate(${(view.width - pictured.width) / 2} ${(view.height - pictured.height) / 2})`}>
              <path d={basemap.land} fill={colors.land} fillRule="evenodd" />
              <path d={basemap.borders} fill="none" stroke={colors.border} strokeWidth={0.8} />
              <EntryPicture layers={content.layers} view={pictured} hidden={hidden} />
            </g>
          )}
        </svg>
      )}
      {controls && <StillControls />}
    </div>
  );
}

/** Copies of the live map's zoom buttons and attribution, in MapLibre's own classes: what the reader will find there. */
function StillControls(): ReactNode {
  return (
    <div className="maplibregl-control-container" aria-hidden="true" inert>
      <div className="maplibregl-ctrl-top-right">
        <div className="maplibregl-ctrl maplibregl-ctrl-group">
          <button type="button" className="maplibregl-ctrl-zoom-in" tabIndex={-1}>
            <span className="maplibregl-ctrl-icon" />
          </button>
          <button type="button" className="maplibregl-ctrl-zoom-out" tabIndex={-1}>
            <span className="maplibregl-ctrl-icon" />
          </button>
        </div>
      </div>
      <div className="maplibregl-ctrl-bottom-right">
        <details className="maplibregl-ctrl maplibregl-ctrl-attrib maplibregl-compact maplibregl-compact-show" open>
          <summary className="maplibregl-ctrl-attrib-button" tabIndex={-1} />
          <div className="maplibregl-ctrl-attrib-inner">
            <a href="https://www.naturalearthdata.com/" tabIndex={-1}>
              Natural Earth
            </a>
          </div>
        </details>
      </div>
    </div>
  );
}
