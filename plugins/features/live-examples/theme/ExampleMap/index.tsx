/**
 * An example's map: MapLibre (LiveMap.tsx, loaded lazily), or first a still picture of it
 * (stillMap/) where the map is in view from the start and MapLibre's start would block the page.
 * The still map gives way to the live one, in place, when the reader reaches for it: a pointer
 * on it, or the keyboard focus. The legend and which entries it hides belong to this shell, so
 * they stay as the reader set them across that change.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useColorMode } from '@docusaurus/theme-common';
import ErrorBoundary from '@docusaurus/ErrorBoundary';

import type { MovableInput } from '../../editing/movableInputs';
import type { MapLayers } from '../../runner/mapLayers';
import Legend from './Legend';
import type { MapColorMode } from './mapStyle';
import { useMapSettings } from './mapSettings';
import StillMap from './stillMap';
import styles from './styles.module.css';
import type { MoveVertex } from './vertexHandles';
import { hasWebGL2 } from './webgl';
import { loadLiveMap } from './loadLiveMap';

const LiveMap = lazy(loadLiveMap);

export interface ExampleMapProps {
  readonly map: MapLayers;
  readonly label: string;
  /** Ctrl/Cmd + scroll to zoom, so that scrolling a page does not get caught by a map on it. */
  readonly cooperativeGestures?: boolean;
  readonly resultHint?: string;
  /** The example's inputs as handles to drag; absent until the reader starts to edit. */
  readonly movable?: { readonly inputs: readonly MovableInput[]; readonly onMove: MoveVertex } | undefined;
  /** Called when a pointer or the keyboard focus comes onto the map: time to load the editing code. */
  readonly onReaderNear?: () => void;
  /** While the reader moves inputs, the camera stays where they put it. */
  readonly keepCamera?: boolean;
  /** Show a still picture until the reader reaches for the map (a map in view as the page loads). */
  readonly startStill?: boolean;
}

const defaultResultHint = 'the result panel shows what the example returned';

/** The same box as the map, so nothing around it moves. */
function MapUnavailable({ label, reason, resultHint }: { label: string; reason: string; resultHint: string }): ReactNode {
  return (
    <div className={`${styles.map} ${styles.unavailable}`} role="note" aria-label={label} data-map-state="unavailable">
      <p>
        {reason}; {resultHint}.
      </p>
    </div>
  );
}

/** Which entries the reader hid; all shown again when the entries change. */
function useHiddenEntries(entryCount: number) {
  const [state, setState] = useState({ entryCount, hidden: new Set<number>() as ReadonlySet<number> });
  const current = state.entryCount === entryCount ? state.hidden : new Set<number>();
  if (state.entryCount !== entryCount) setState({ entryCount, hidden: current });
  const toggle = useCallback(
    (index: number) =>
      setState((previous) => {
        const hidden = new Set(previous.hidden);
        if (hidden.has(index)) hidden.delete(index);
        else hidden.add(index);
        return { ...previous, hidden };
      }),
    [],
  );
  return [current, toggle] as const;
}

export default function ExampleMap(props: ExampleMapProps): ReactNode {
  const { map: content, label, resultHint = defaultResultHint, startStill = false, onReaderNear } = props;
  const wrapper = useRef<HTMLDivElement>(null);
  const [hidden, toggle] = useHiddenEntries(content.layers.length);
  const [live, setLive] = useState(!startStill);
  const [still, setStill] = useState(startStill);
  const [noWebGL, setNoWebGL] = useState(false);
  const [cannotDraw, setCannotDraw] = useState(false);
  const { colorMode } = useColorMode();
  const settings = useMapSettings();

  useEffect(() => {
    const element = wrapper.current;
    if (!element) return undefined;
    const reachedFor = () => {
      onReaderNear?.();
      if (!startStill) return;
      // Asked only now: creating a WebGL2 context to ask is itself a cost the still map avoids.
      if (hasWebGL2()) setLive(true);
      else setNoWebGL(true);
    };
    element.addEventListener('pointerenter', reachedFor, { once: true });
    element.addEventListener('focusin', reachedFor, { once: true });
    return () => {
      element.removeEventListener('pointerenter', reachedFor);
      element.removeEventListener('focusin', reachedFor);
    };
  }, [onReaderNear, startStill]);

  const onShown = useCallback((focusTarget: HTMLElement) => {
    const hadFocus = wrapper.current
      ?.querySelector('[data-map-state="still"], [data-map-state="drawing"]')
      ?.contains(document.activeElement);
    setStill(false);
    if (hadFocus) focusTarget.focus();
  }, []);

  if (!startStill && !hasWebGL2())
    return <MapUnavailable label={label} reason="This browser has no WebGL2, so the map cannot be drawn" resultHint={resultHint} />;
  const mapLabel = live ? label : `${label} Move the pointer onto it, or focus it, to pan and zoom.`;
  return (
    <div ref={wrapper} className={styles.mapWithLegend}>
      {live && (
        <ErrorBoundary
          fallback={({ error }) => (
            <MapUnavailable
              label={label}
              reason={`The map stopped with an error (${error.message}), so it cannot be drawn`}
              resultHint={resultHint}
            />
          )}
        >
          <Suspense fallback={null}>
            <LiveMap {...props} hidden={hidden} onShown={onShown} onCannotDraw={setCannotDraw} />
          </Suspense>
        </ErrorBoundary>
      )}
      {still && (
        <StillMap
          content={content}
          hidden={hidden}
          label={mapLabel}
          colorMode={colorMode as MapColorMode}
          basemapUrl={settings.basemapUrl}
          detailUrl={settings.detailUrl}
          stylesheetUrl={settings.stylesheetUrl}
          covering={live}
        />
      )}
      {noWebGL && (
        <p className={styles.banner} role="note">
          This browser has no WebGL2, so this map is a picture: it cannot pan or zoom; {resultHint}.
        </p>
      )}
      {content.layers.length > 0 && !cannotDraw && (
        <Legend layers={content.layers} hidden={hidden} onToggle={toggle} skipped={content.skipped} />
      )}
    </div>
  );
}
