/** The playground; the version and the code live in the page's URL, updated on every run. */
import { lazy, Suspense, useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';

import { currentVersion, docsVersions } from '@site/src/data/versions';
import ExampleSharing from '../ExampleSharing';
import { useExampleRun } from '../LiveExample/useExampleRun';
import { useEditingTools, type ReaderChange } from '../LiveExample/useEditingTools';
import { useMovableInputs } from '../LiveExample/useMovableInputs';
import { playgroundHref, readPlaygroundQuery, type PlaygroundState } from './playgroundUrl';
import styles from './styles.module.css';

const CodeEditor = lazy(() => import('../CodeEditor'));
const ExampleOutput = lazy(() => import('../LiveExample/ExampleOutput'));

export const defaultPlaygroundCode = `// Points within 50 km of a line, on the map and in the result.
var line = turf.lineString([[-77.03, 38.9], [-76.61, 39.29], [-75.16, 39.95]], { stroke: "#2563eb" });
var points = turf.randomPoint(40, { bbox: [-77.5, 38.5, -74.5, 40.5] });
var corridor = turf.buffer(line, 50, { units: "kilometers" });

var inside = turf.pointsWithinPolygon(points, corridor);

//addToMap
var addToMap = [corridor, line, points, inside];
`;

const turfVersions = [...new Set(docsVersions.map((version) => version.turfVersion))];
const versionLabel = (turfVersion: string) => {
  const docs = docsVersions.find((version) => version.turfVersion === turfVersion);
  return docs?.status === 'next' ? `${turfVersion} (next)` : docs?.status === 'current' ? `${turfVersion} (latest)` : turfVersion;
};

function Workspace({ initial }: { initial: PlaygroundState }): ReactNode {
  const history = useHistory();
  const [code, setCode] = useState(initial.code);
  const [turfVersion, setTurfVersion] = useState(initial.turfVersion);
  const [runState, run] = useExampleRun(turfVersion);
  const versionSelect = useId();
  const [tools, loadEditing] = useEditingTools();
  const [lastMove, setLastMove] = useState<ReaderChange | undefined>(undefined);
  const { movable, moved } = useMovableInputs({ tools, code, setCode, run, announce: setLastMove });

  const runCode = useCallback(() => {
    history.replace(playgroundHref({ turfVersion, code }));
    void run(code, { byReader: true });
  }, [code, turfVersion, history, run]);

  useEffect(() => {
    void run(initial.code);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs what the URL brought, once; later runs are the reader's
  }, []);

  return (
    <div className={styles.workspace}>
      <div className={styles.controls}>
        <label htmlFor={versionSelect}>Turf version</label>
        <select id={versionSelect} value={turfVersion} onChange={(event) => setTurfVersion(event.target.value)}>
          {turfVersions.map((version) => (
            <option key={version} value={version}>
              {versionLabel(version)}
            </option>
          ))}
        </select>
        <button type="button" className="button button--primary button--sm" onClick={runCode}>
          Run
        </button>
        <span className={styles.hint}>or Ctrl/⌘ + Enter</span>
        <ExampleSharing
          turfVersion={turfVersion}
          code={code}
          origin="the playground"
          outcome={runState.code === code ? runState.outcome : undefined}
        />
      </div>
      <div className={styles.editor}>
        <Suspense fallback={<pre className={styles.fallback}>{code}</pre>}>
          <CodeEditor value={code} onChange={setCode} onRun={runCode} label="Playground code" />
        </Suspense>
      </div>
      <div className={styles.output}>
        <Suspense fallback={null}>
          <ExampleOutput
            outcome={runState.outcome}
            running={runState.running}
            announce={runState.byReader}
            withMap
            mapLabel="Map of the playground's addToMap"
            cooperativeGestures={false}
            // In view as the page loads: MapLibre starts when the reader reaches for the map.
            startStill
            movable={movable}
            onReaderNear={loadEditing}
            keepCamera={moved}
            announcePrefix={lastMove?.code === runState.code ? lastMove?.text : undefined}
          />
        </Suspense>
      </div>
    </div>
  );
}

export default function Playground(): ReactNode {
  const location = useLocation();
  const [initial, setInitial] = useState<PlaygroundState | undefined>(undefined);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the query exists only in the browser: it is read once hydration is done, so the server markup matches
    setInitial(
      readPlaygroundQuery(location.search, turfVersions, { turfVersion: currentVersion.turfVersion, code: defaultPlaygroundCode }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the URL the page was opened with; the page's own URL updates do not reload it
  }, []);
  return initial ? (
    <Workspace initial={initial} />
  ) : (
    <div className={styles.workspace} aria-busy="true">
      <div className={styles.controls} />
      <div className={styles.editor}>
        <pre className={styles.fallback}>{defaultPlaygroundCode}</pre>
      </div>
      <div className={styles.output} />
    </div>
  );
}
