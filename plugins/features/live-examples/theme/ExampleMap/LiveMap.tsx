/**
 * The MapLibre map of an example's `addToMap` entries, loaded lazily by ./index.tsx. Whatever it
 * cannot do (a lost context, a failed tile) stays in its own box with a note, so the code and
 * result panel keep working and the page never shows its crash screen for a map.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import * as maplibre from 'maplibre-gl';
import { useColorMode } from '@docusaurus/theme-common';

import { worldX, worldY } from './camera';
import { combinedEntries, entryLayerIds, entryLayers, exampleSourceId } from './featureLayers';
import type { ExampleMapProps } from './index';
import { addDetailedBasemap, basemapPaint, basemapStyle, detailMinZoom, type MapColorMode } from './mapStyle';
import { absolute, fitOptions, linkMapLibreStylesheet, useMapSettings } from './mapSettings';
import { propertiesTable } from './popup';
import EntryPicture from './stillMap/EntryPicture';
import type { View } from './stillMap/paths';
import styles from './styles.module.css';
import { VertexHandles } from './vertexHandles';

interface Props extends ExampleMapProps {
  readonly hidden: ReadonlySet<number>;
  /**
   * Once the first complete view is drawn (with the detailed basemap where the zoom shows it):
   * a still map under it can go. Gets the element to focus if the still map had the focus.
   */
  readonly onShown: (focusTarget: HTMLElement) => void;
  /** Whether the map can draw nothing at all (its context lost): the legend then goes. */
  readonly onCannotDraw: (cannot: boolean) => void;
}

type MapTrouble = { readonly kind: 'cannot-draw'; readonly reason: string } | { readonly kind: 'partly-loaded'; readonly reason: string };

const defaultResultHint = 'the result panel shows what the example returned';

let workerUrlSet = false;

/** How long a still map may cover this one while the detailed basemap loads, should it never. */
const detailWait = 5000;

/** The map's view for an SVG picture over it; none when it is rotated or tilted, which the picture does not draw. */
function flatView(map: maplibre.Map): View | undefined {
  if (map.getBearing() !== 0 || map.getPitch() !== 0) return undefined;
  const { lng, lat } = map.getCenter();
  const container = map.getContainer();
  return { camera: { x: worldX(lng), y: worldY(lat), zoom: map.getZoom() }, width: container.clientWidth, height: container.clientHeight };
}

const sameView = (a: View | undefined, b: View) =>
  a !== undefined &&
  a.width === b.width &&
  a.height === b.height &&
  a.camera.x === b.camera.x &&
  a.camera.y === b.camera.y &&
  a.camera.zoom === b.camera.zoom;

export default function LiveMap({
  map: content,
  label,
  cooperativeGestures = true,
  resultHint = defaultResultHint,
  movable,
  keepCamera = false,
  hidden,
  onShown,
  onCannotDraw,
}: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const handles = useRef<VertexHandles | undefined>(undefined);
  /** How many entries the map has layers for. */
  const drawnEntries = useRef(0);
  const keepCameraRef = useRef(keepCamera);
  const onShownRef = useRef(onShown);
  const shown = useRef(false);
  useLayoutEffect(() => {
    keepCameraRef.current = keepCamera;
    onShownRef.current = onShown;
  }, [keepCamera, onShown]);
  const mapRef = useRef<maplibre.Map | undefined>(undefined);
  const [trouble, setTrouble] = useState<MapTrouble | undefined>(undefined);
  const [styleReady, setStyleReady] = useState(false);
  /**
   * While a vertex is dragged, the entries are drawn in SVG over the canvas, in the frame their run
   * returns: a GeoJSON source's change costs MapLibre a worker round trip and new tiles before it
   * draws (a median of 26 to 42 ms per move on a 2-core machine with software WebGL, 7 to 10 ms for
   * the picture: `bench/example-drag.ts`). MapLibre's own
   * entry layers are hidden meanwhile, and take the result back when the pointer lets go.
   */
  const [dragPicture, setDragPicture] = useState<{ host: HTMLElement; view: View | undefined }>();
  const picturing = useRef(false);
  const hiddenRef = useRef(hidden);
  const { colorMode } = useColorMode();
  const colorModeRef = useRef(colorMode as MapColorMode);
  // For MapLibre's handlers: updated in the commit, before any effect or map event reads it.
  useLayoutEffect(() => {
    colorModeRef.current = colorMode as MapColorMode;
  }, [colorMode]);
  const settings = useMapSettings();
  const usesShippedStyle = useRef(!settings.remoteStyleUrl);

  useEffect(() => {
    if (!container.current) return undefined;
    performance.mark('example-map:created');
    void linkMapLibreStylesheet(settings.stylesheetUrl);
    if (!workerUrlSet) {
      maplibre.setWorkerUrl(absolute(settings.workerUrl));
      workerUrlSet = true;
    }
    const shipped = basemapStyle(colorMode as MapColorMode, absolute(settings.basemapUrl));
    const remote = settings.remoteStyleUrl;
    const styleOrigin = remote ? new URL(remote, window.location.href).origin : undefined;
    // Throws where the browser refuses a WebGL2 context after all; the error boundary shows it.
    const map = new maplibre.Map({
      container: container.current,
      style: remote ?? shipped,
      bounds: content.bounds,
      fitBoundsOptions: fitOptions,
      attributionControl: { compact: true },
      cooperativeGestures,
      // No labels are drawn, so nothing needs to fade in; 'idle' comes sooner.
      fadeDuration: 0,
      // The access token goes only to the configured style's host.
      transformRequest: (url) =>
        settings.accessToken && styleOrigin && url.startsWith(styleOrigin)
          ? { url: `${url}${url.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(settings.accessToken)}` }
          : { url },
    });
    map.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right');
    // Right over the canvas, under the handles and the popups.
    const pictureHost = document.createElement('div');
    pictureHost.className = styles.dragPicture!;
    pictureHost.dataset.dragPicture = '';
    map.getCanvas().after(pictureHost);
    setDragPicture({ host: pictureHost, view: undefined });
    map.on('move', () => {
      if (!picturing.current) return;
      const view = flatView(map);
      if (view) setDragPicture((previous) => previous && { ...previous, view });
    });
    map.on('style.load', () => {
      performance.mark('example-map:style-loaded');
      setStyleReady(true);
    });
    map.on('error', (event) => {
      if (!usesShippedStyle.current && !map.isStyleLoaded()) {
        usesShippedStyle.current = true;
        map.setStyle(shipped);
        return;
      }
      // The example's own features are inline, so they still draw.
      const reason = `Part of the basemap did not load (${event.error?.message ?? 'unknown error'})`;
      setTrouble((previous) => previous ?? { kind: 'partly-loaded', reason });
      console.warn('Example map:', event.error?.message);
    });
    // Too many contexts at once, or a GPU reset; MapLibre draws again if it is restored.
    map.on('webglcontextlost', () => {
      setTrouble({ kind: 'cannot-draw', reason: "The browser took back the map's WebGL context, so the map cannot be drawn" });
    });
    map.on('webglcontextrestored', () => setTrouble(undefined));
    // Measured so that reduced motion can be checked: MapLibre then jumps where it would ease.
    let moveStart = 0;
    map.on('movestart', () => {
      moveStart = performance.now();
    });
    map.on('moveend', () => {
      performance.measure('example-map:camera-move', { start: moveStart });
    });
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = undefined;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the map is created once; later changes of content and colour mode are applied below
  }, []);

  // In the commit, not after the next paint: while a vertex is dragged, that is a frame sooner to the result on the map.
  useLayoutEffect(() => {
    const map = mapRef.current;
    if (!map || !styleReady) return undefined;
    const container = map.getContainer();
    container.dataset.mapState = 'drawing';
    // The drag benchmark splits a move's time at this mark: the example's run before it, the map after.
    performance.mark('example-map:data-set');
    const pictureView = handles.current?.isDragging() ? flatView(map) : undefined;
    if (pictureView) {
      if (!picturing.current) {
        picturing.current = true;
        showEntryLayers(map, content.layers.length, hiddenRef.current, false);
      }
      setDragPicture((previous) => previous && (sameView(previous.view, pictureView) ? previous : { ...previous, view: pictureView }));
      // As a MapLibre frame: the picture committed now is painted in the frame after this callback.
      const frame = requestAnimationFrame(() =>
        markDrawn(
          container,
          content.layers.reduce((sum, layer) => sum + layer.data.features.length, 0),
        ),
      );
      return () => cancelAnimationFrame(frame);
    }
    const data = combinedEntries(content.layers);
    const reportShown = () => {
      if (shown.current) return;
      shown.current = true;
      onShownRef.current(map.getCanvas());
    };
    const source = map.getSource<maplibre.GeoJSONSource>(exampleSourceId);
    if (source && drawnEntries.current === content.layers.length) {
      // The same entries again (a vertex moved, an option changed): new data, same layers, legend as the reader left it.
      void source.setData(data);
    } else {
      for (let index = 0; index < drawnEntries.current; index++)
        for (const layer of entryLayers(index)) if (map.getLayer(layer.id)) map.removeLayer(layer.id);
      // Ids let a feature drawn by several layers or cut across tiles be counted once.
      if (source) void source.setData(data);
      else map.addSource(exampleSourceId, { type: 'geojson', data, generateId: true });
      content.layers.forEach((_, index) => {
        for (const spec of entryLayers(index)) map.addLayer(spec);
      });
      drawnEntries.current = content.layers.length;
      if (picturing.current) showEntryLayers(map, content.layers.length, hiddenRef.current, false);
    }
    if (content.bounds && !keepCameraRef.current) map.fitBounds(content.bounds, fitOptions);
    // Tests and the benchmark wait for data-map-state="rendered".
    const layerIds = entryLayerIds(content.layers.length);
    const countDrawn = () =>
      layerIds.length === 0
        ? 0
        : new Set(map.queryRenderedFeatures({ layers: layerIds }).map((feature) => `${feature.source}/${feature.id}`)).size;
    const markRendered = (drawn: number) => {
      // Marked with none drawn (an example with nothing to draw, or an 'idle' that came before the
      // example's features were counted, which a CI run saw once), the map keeps counting, so the
      // first frame that draws the example corrects the count.
      if (drawn > 0) map.off('render', onRender);
      markDrawn(container, drawn);
    };
    const onRender = () => {
      if (!map.isSourceLoaded(exampleSourceId)) return;
      if (picturing.current) {
        // The drag is over and MapLibre has the result's tiles: its layers come back, and the picture
        // goes in the frame they are first drawn in, so the result is drawn neither twice nor not at all.
        picturing.current = false;
        showEntryLayers(map, content.layers.length, hiddenRef.current, true);
        map.once('render', () => flushSync(() => setDragPicture((previous) => previous && { ...previous, view: undefined })));
        map.triggerRepaint();
        return;
      }
      const drawn = countDrawn();
      if (drawn > 0) markRendered(drawn);
    };
    let detailTimer: ReturnType<typeof setTimeout> | undefined;
    const onIdle = () => {
      map.off('idle', onIdle);
      if (container.dataset.mapState !== 'rendered') markRendered(countDrawn());
      // The detailed basemap waits until the first view is complete. A still map under this one
      // shows it already where the zoom calls for it: it goes once this map shows it too.
      const showsDetail = usesShippedStyle.current && map.getZoom() >= detailMinZoom;
      if (usesShippedStyle.current)
        addDetailedBasemap(map, colorModeRef.current, absolute(settings.detailUrl), () => map.once('idle', reportShown));
      if (showsDetail) detailTimer = setTimeout(reportShown, detailWait);
      else reportShown();
    };
    map.on('render', onRender);
    map.on('idle', onIdle);
    return () => {
      map.off('render', onRender);
      map.off('idle', onIdle);
      clearTimeout(detailTimer);
    };
  }, [content, styleReady, settings.detailUrl]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !styleReady || !usesShippedStyle.current) return;
    for (const [layer, paint] of Object.entries(basemapPaint(colorMode as MapColorMode))) {
      if (!map.getLayer(layer)) continue; // the detailed basemap comes later
      for (const [property, value] of Object.entries(paint)) map.setPaintProperty(layer, property as 'background-color', value);
    }
    map.getContainer().dataset.colorMode = colorMode;
  }, [colorMode, styleReady]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !styleReady) return undefined;
    const layerIds = entryLayerIds(content.layers.length);
    if (layerIds.length === 0) return undefined;
    const onClick = (event: maplibre.MapMouseEvent) => {
      const [feature] = map.queryRenderedFeatures(event.point, { layers: layerIds });
      if (!feature) return;
      new maplibre.Popup({ maxWidth: '280px' }).setLngLat(event.lngLat).setDOMContent(propertiesTable(feature.properties)).addTo(map);
    };
    const onMove = (event: maplibre.MapMouseEvent) => {
      map.getCanvas().style.cursor = map.queryRenderedFeatures(event.point, { layers: layerIds }).length ? 'pointer' : '';
    };
    map.on('click', onClick);
    map.on('mousemove', onMove);
    return () => {
      map.off('click', onClick);
      map.off('mousemove', onMove);
    };
  }, [content, styleReady]);

  useEffect(() => {
    hiddenRef.current = hidden;
    const map = mapRef.current;
    if (!map || !styleReady) return;
    showEntryLayers(map, content.layers.length, hidden, !picturing.current);
  }, [hidden, content, styleReady]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !styleReady || !movable) {
      handles.current?.remove();
      handles.current = undefined;
      delete wrapper.current?.dataset.movableVertices;
      return;
    }
    handles.current ??= new VertexHandles(map, styles.vertexHandle!, movable.onMove);
    handles.current.setOnMove(movable.onMove);
    handles.current.update(movable.inputs);
    // Tests read how many handles the code gave.
    wrapper.current!.dataset.movableVertices = String(movable.inputs.reduce((sum, input) => sum + input.vertices.length, 0));
  }, [movable, styleReady]);

  useEffect(
    () => () => {
      handles.current?.remove();
      handles.current = undefined;
    },
    [],
  );

  useEffect(() => {
    onCannotDraw(trouble?.kind === 'cannot-draw');
    // A map that cannot draw says so in its box: a still picture over it would hide that.
    if (trouble?.kind === 'cannot-draw' && mapRef.current) onShown(mapRef.current.getCanvas());
  }, [trouble, onCannotDraw, onShown]);

  return (
    <div ref={wrapper} className={styles.liveMap}>
      <div ref={container} className={styles.map} role="region" aria-label={label} />
      {dragPicture?.view &&
        createPortal(
          <svg width={dragPicture.view.width} height={dragPicture.view.height} aria-hidden="true">
            <EntryPicture layers={content.layers} view={dragPicture.view} hidden={hidden} />
          </svg>,
          dragPicture.host,
        )}
      {trouble && (
        // A lost context keeps MapLibre's canvas (it may be restored): the note covers it.
        <p className={trouble.kind === 'cannot-draw' ? `${styles.unavailable} ${styles.cover}` : styles.banner} role="note">
          {trouble.reason}
          {trouble.kind === 'cannot-draw' ? `; ${resultHint}.` : "; the example's features are drawn without it."}
        </p>
      )}
    </div>
  );
}

/** Tests and the drag benchmark read when the map last drew the example's result, and how many features. */
function markDrawn(container: HTMLElement, features: number): void {
  container.dataset.renderedFeatures = String(features);
  container.dataset.renderedAt = String(performance.now());
  container.dataset.mapState = 'rendered';
}

/** MapLibre's layers of the example's entries: those the reader has not hidden, unless a picture draws them (`shown` false). */
function showEntryLayers(map: maplibre.Map, entries: number, hidden: ReadonlySet<number>, shown: boolean): void {
  for (let index = 0; index < entries; index++) {
    const visibility = shown && !hidden.has(index) ? 'visible' : 'none';
    for (const { id } of entryLayers(index))
      // Only a change: MapLibre draws the whole map again after any setLayoutProperty, same value or not.
      if (map.getLayer(id) && (map.getLayoutProperty(id, 'visibility') ?? 'visible') !== visibility)
        map.setLayoutProperty(id, 'visibility', visibility);
  }
}
