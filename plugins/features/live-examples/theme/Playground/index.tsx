/** The playground; the version and the code live in the page's URL, updated on every run. */
import { lazy, startTransition, Suspense, useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';

import { defaultPlaygroundCode } from '@site/src/data/playground';
import { currentVersion, docsVersions } from '@site/src/data/versions';
import ExampleSharing from '../ExampleSharing';
import { useExampleRun } from '../LiveExample/useExampleRun';
import { useEditingTools, type ReaderChange } from '../LiveExample/useEditingTools';
import { useMovableInputs } from '../LiveExample/useMovableInputs';
import { playgroundHref, readPlaygroundQuery, type PlaygroundState } from './playgroundUrl';
import { StillCode, type Reach } from './StillCode';
import styles from './styles.module.css';

const CodeEditor = lazy(() => import('../CodeEditor'));
const codeLabel = 'Playground code';
const ExampleOutput = lazy(() => import('../LiveExample/ExampleOutput'));

const turfVersions = [...new Set(docsVersions.map((version) => version.turfVersion))];
/** "(latest)" for the release /docs documents; "(next)" only for a Turf that no released docs use (the next docs may run the latest release). */
const versionLabel = (turfVersion: string) => {
  const statuses = docsVersions.filter((version) => version.turfVersion === turfVersion).map((version) => version.status);
  return statuses.includes('current') ? `${turfVersion} (latest)` : statuses.includes('next') ? `${turfVersion} (next)` : turfVersion;
};

/** A press or the focus counts over a pointer: the editor then takes the focus. */
const strongerReach = (previous: Reach | undefined, next: Reach): Reach => (previous && previous.by !== 'pointer' ? previous : next);

function Workspace({ initial, earlyReach }: { initial: PlaygroundState; earlyReach: Reach | undefined }): ReactNode {
  const history = useHistory();
  const [code, setCode] = useState(initial.code);
  const [turfVersion, setTurfVersion] = useState(initial.turfVersion);
  const [runState, run] = useExampleRun(turfVersion);
  const versionSelect = useId();
  const stillHint = useId();
  const [tools, loadEditing] = useEditingTools();
  const [lastMove, setLastMove] = useState<ReaderChange | undefined>(undefined);
  const { movable, moved } = useMovableInputs({ tools, code, setCode, run, lastRun: runState.outcome, announce: setLastMove });
  // The still copy of the editor (StillCode) shows the starting code until the reader reaches for
  // it; code from a link, or moved on the map, needs the editor itself.
  const [reach, setReach] = useState<Reach | undefined>(earlyReach);
  const editorShown = reach !== undefined || code !== defaultPlaygroundCode;
  // A transition: the still copy stays on screen, with the focus the reader gave it, until CodeMirror has loaded.
  const reachFor = useCallback((next: Reach) => {
    startTransition(() => setReach((previous) => strongerReach(previous, next)));
  }, []);

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
          {editorShown ? (
            <CodeEditor
              value={code}
              onChange={setCode}
              onRun={runCode}
              label={codeLabel}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the editor replaces its still copy when the reader focuses or presses it: focus follows them
              autoFocus={reach !== undefined && reach.by !== 'pointer'}
              focusAt={reach?.by === 'press' ? reach : undefined}
            />
          ) : (
            <StillCode label={codeLabel} hintId={stillHint} onReach={reachFor} />
          )}
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
  const stillHintBeforeHydration = useId();
  // The code reached for in the moment before the URL is read: the workspace opens the editor at once.
  const [earlyReach, setEarlyReach] = useState<Reach | undefined>(undefined);
  const [initial, setInitial] = useState<PlaygroundState | undefined>(undefined);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the query exists only in the browser: it is read once hydration is done, so the server markup matches
    setInitial(
      readPlaygroundQuery(location.search, turfVersions, { turfVersion: currentVersion.turfVersion, code: defaultPlaygroundCode }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the URL the page was opened with; the page's own URL updates do not reload it
  }, []);
  return initial ? (
    <Workspace initial={initial} earlyReach={earlyReach} />
  ) : (
    <div className={styles.workspace} aria-busy="true">
      <div className={styles.controls} />
      <div className={styles.editor}>
        <StillCode
          label={codeLabel}
          hintId={stillHintBeforeHydration}
          onReach={(next) => setEarlyReach((previous) => strongerReach(previous, next))}
        />
      </div>
      <div className={styles.output} />
    </div>
  );
}
