/** Loaded lazily; MapLibre comes in a chunk of its own (ExampleMap/loadLiveMap.ts). */
import type { ReactNode } from 'react';

import type { ExampleOutcome } from '../../runner/execute';
import type { MapLayers } from '../../runner/mapLayers';
import ExampleMap from '../ExampleMap';
import type { MoveVertex } from '../ExampleMap/vertexHandles';
import type { MovableInput } from '../../editing/movableInputs';
import ResultPanel from '../ResultPanel';
import styles from './styles.module.css';

interface Props {
  readonly outcome: ExampleOutcome | undefined;
  readonly running: boolean;
  readonly announce?: boolean;
  readonly withMap: boolean;
  readonly mapLabel: string;
  readonly knownFailure?: string | undefined;
  readonly cooperativeGestures?: boolean;
  readonly movable?: { readonly inputs: readonly MovableInput[]; readonly onMove: MoveVertex } | undefined;
  readonly onReaderNear?: () => void;
  readonly keepCamera?: boolean;
  /** Said before the outcome in the live region: "line, vertex 2 of 3 moved to …". */
  readonly announcePrefix?: string | undefined;
  /** A still picture of the map until the reader reaches for it (see ExampleMap). */
  readonly startStill?: boolean;
}

const emptyMap: MapLayers = { layers: [], bounds: undefined, skipped: [] };

export default function ExampleOutput({
  outcome,
  running,
  announce,
  withMap,
  mapLabel,
  knownFailure,
  cooperativeGestures,
  movable,
  onReaderNear,
  keepCamera,
  announcePrefix,
  startStill,
}: Props): ReactNode {
  const map = outcome?.ok ? outcome.map : undefined;
  return (
    <>
      {withMap && (
        <ExampleMap
          map={map ?? emptyMap}
          // The map's features are shapes only; what they are, in text, is in the panel beside it.
          label={`${mapLabel}. Its text alternative is the result panel.`}
          cooperativeGestures={cooperativeGestures}
          movable={movable}
          onReaderNear={onReaderNear}
          keepCamera={keepCamera}
          startStill={startStill}
        />
      )}
      <ResultPanel
        outcome={outcome}
        running={running}
        announce={announce}
        knownFailure={knownFailure}
        announcePrefix={announcePrefix}
        className={withMap ? undefined : styles.resultOnly}
      />
    </>
  );
}
