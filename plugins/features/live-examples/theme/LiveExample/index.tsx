/** A live example; nothing but this light shell loads until it comes near the viewport or is run. */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';

import { knownExampleFailure } from '@site/src/data/exampleKnownFailures';
import { playgroundHref } from '../Playground/playgroundUrl';
import { useExampleRun } from './useExampleRun';
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
}

export default function LiveExample({ code, highlighted, turfVersion, functionName, example, title, map }: Props): ReactNode {
  const output = useRef<HTMLDivElement>(null);
  const near = useNearViewport(output, map);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(code);
  const [runState, run] = useExampleRun(turfVersion, { warmUpWhenIdle: map });
  const [requested, setRequested] = useState(false);
  const name = title ? `${functionName}, ${title.toLowerCase()}` : functionName;

  useEffect(() => {
    if (map && near && !runState.outcome && !runState.running) void run(code);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on coming near the viewport: later runs (edited code, Reset) are the reader's
  }, [map, near]);

  const runDraft = useCallback(() => {
    setRequested(true);
    void run(draft, { byReader: true });
  }, [draft, run]);

  const reset = () => {
    setDraft(code);
    void run(code, { byReader: true });
  };

  const knownFailure = runState.code === code ? knownExampleFailure(turfVersion, functionName, example)?.reason : undefined;
  const withMap = map || Boolean(runState.outcome?.ok && runState.outcome.map.layers.length > 0);
  const showOutput = map || requested;

  return (
    <div className={styles.example} data-live-example={`${functionName}-${example}`}>
      {editing ? (
        <Suspense fallback={<pre className={styles.editorFallback}>{draft}</pre>}>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the editor replaces the code when the reader presses Edit: focus follows that press, not the page load */}
          <CodeEditor value={draft} onChange={setDraft} onRun={runDraft} label={`Code of the ${name} example`} autoFocus />
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
            <button type="button" className="button button--sm button--secondary" onClick={() => setEditing(true)}>
              Edit
            </button>
            {!map && (
              <button type="button" className="button button--sm button--secondary" onClick={runDraft}>
                Run
              </button>
            )}
          </>
        )}
        <Link className={styles.playgroundLink} to={playgroundHref({ turfVersion, code: draft })}>
          Open in playground
        </Link>
      </div>
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
              />
            </Suspense>
          )}
        </div>
      )}
    </div>
  );
}
