/** A live example; nothing but this light shell loads until it comes near the viewport or is run. */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';

import { knownExampleFailure } from '@site/src/data/exampleKnownFailures';
import { loadLiveMap } from '../ExampleMap/loadLiveMap';
import ExampleOptions from '../ExampleOptions';
import ExampleSharing from '../ExampleSharing';
import type { ExampleOptionControls } from '../../optionControls';
import { playgroundHref } from '../Playground/playgroundUrl';
import { useEditingTools, type ReaderChange } from './useEditingTools';
import { useExampleRun } from './useExampleRun';
import { useMovableInputs } from './useMovableInputs';
import { useNearViewport } from './useNearViewport';
import styles from './styles.module.css';

const ExampleOutput = lazy(() => import('./ExampleOutput'));
const CodeEditor = lazy(() => import('../CodeEditor'));

interface Props {
  readonly code: string;
  readonly highlighted?: string;
  readonly turfVersion: string;
  readonly functionName: string;
  readonly example: number;
  readonly title?: string;
  readonly map: boolean;
  /** Controls for the function's documented options, from the API generator. */
  readonly options?: ExampleOptionControls;
}

/** How the editor was opened: by the Edit button (it takes the focus), or by moving an input on the map (the handle keeps it). */
type Editing = false | 'button' | 'moved';

export default function LiveExample({ code, highlighted, turfVersion, functionName, example, title, map, options }: Props): ReactNode {
  const output = useRef<HTMLDivElement>(null);
  const near = useNearViewport(output, map);
  const [editing, setEditing] = useState<Editing>(false);
  const [draft, setDraft] = useState(code);
  const [runState, run] = useExampleRun(turfVersion, { warmUpWhenIdle: map });
  const [requested, setRequested] = useState(false);
  const name = title ? `${functionName}, ${title.toLowerCase()}` : functionName;
  const { pathname } = useLocation();

  const [tools, loadEditing] = useEditingTools();
  const [lastChange, setLastChange] = useState<ReaderChange | undefined>(undefined);
  const setChangedDraft = useCallback((next: string) => {
    setDraft(next);
    setEditing((previous) => previous || 'moved');
  }, []);
  const { movable, moved, forgetMoves } = useMovableInputs({
    tools,
    code: draft,
    setCode: setChangedDraft,
    run,
    lastRun: runState.outcome,
    announce: setLastChange,
  });
  const setOption = (change: ReaderChange) => {
    setChangedDraft(change.code);
    setLastChange(change);
    setRequested(true);
    void run(change.code, { byReader: true });
  };

  useEffect(() => {
    if (map && near) void loadLiveMap();
  }, [map, near]);

  useEffect(() => {
    if (map && near && !runState.outcome && !runState.running) void run(code);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on coming near the viewport: later runs (edited code, Reset) are the reader's
  }, [map, near]);

  const runDraft = useCallback(() => {
    setRequested(true);
    void run(draft, { byReader: true });
  }, [draft, run]);

  const onEdit = useCallback(
    (next: string, { fromHistory }: { fromHistory: boolean }) => {
      setDraft(next);
      // Undo takes back a move: the map and the result follow it as they followed the move.
      if (fromHistory && moved) void run(next, { byReader: true });
    },
    [moved, run],
  );

  const reset = () => {
    setDraft(code);
    forgetMoves();
    void run(code, { byReader: true });
  };

  const knownFailure = runState.code === code ? knownExampleFailure(turfVersion, functionName, example)?.reason : undefined;
  const withMap = map || Boolean(runState.outcome?.ok && runState.outcome.map.layers.length > 0);
  const showOutput = map || requested;

  return (
    <div className={styles.example} data-live-example={`${functionName}-${example}`}>
      {editing ? (
        <Suspense fallback={<pre className={styles.editorFallback}>{draft}</pre>}>
          <CodeEditor
            value={draft}
            initialValue={code}
            fitContent
            onChange={onEdit}
            onRun={runDraft}
            label={`Code of the ${name} example`}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the editor replaces the code when the reader presses Edit: focus follows that press, not the page load
            autoFocus={editing === 'button'}
          />
        </Suspense>
      ) : (
        <CodeBlock language="js" title={title} highlighted={highlighted}>
          {code}
        </CodeBlock>
      )}
      <div className={styles.toolbar}>
        {editing ? (
          <>
            <button type="button" className="button button--sm button--primary" onClick={runDraft}>
              Run
            </button>
            <button type="button" className="button button--sm button--secondary" onClick={reset}>
              Reset
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={() => {
                setEditing('button');
                loadEditing();
              }}
            >
              Edit
            </button>
            {!map && (
              <button type="button" className="button button--sm button--secondary" onClick={runDraft}>
                Run
              </button>
            )}
          </>
        )}
        <ExampleSharing
          turfVersion={turfVersion}
          code={draft}
          origin={`the ${name} example of ${pathname}`}
          outcome={runState.code === draft ? runState.outcome : undefined}
        />
        <Link className={styles.playgroundLink} to={playgroundHref({ turfVersion, code: draft })}>
          Open in playground
        </Link>
      </div>
      {options && (
        <ExampleOptions
          functionName={functionName}
          spec={options}
          tools={tools}
          loadTools={loadEditing}
          code={draft}
          onChange={setOption}
        />
      )}
      {showOutput && (
        <div ref={output} className={withMap ? styles.output : styles.outputWithoutMap}>
          {(near || requested) && (
            <Suspense fallback={null}>
              <ExampleOutput
                outcome={runState.outcome}
                running={runState.running}
                announce={runState.byReader}
                withMap={withMap}
                mapLabel={`Map of the ${name} example`}
                knownFailure={knownFailure}
                movable={movable}
                onReaderNear={loadEditing}
                keepCamera={moved}
                announcePrefix={lastChange?.code === runState.code ? lastChange?.text : undefined}
              />
            </Suspense>
          )}
        </div>
      )}
    </div>
  );
}
