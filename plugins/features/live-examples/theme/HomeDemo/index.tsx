/** The home page's demo; MapLibre, the runner and Turf load only when it comes near the viewport. */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import { currentVersion } from '@site/src/data/versions';
import { loadLiveMap } from '../ExampleMap/loadLiveMap';
import { useExampleRun } from '../LiveExample/useExampleRun';
import { useNearViewport } from '../LiveExample/useNearViewport';
import { playgroundHref } from '../Playground/playgroundUrl';
import { demoSnippetId } from '@site/src/data/highlightedSnippets';
import highlightedSnippets from '@generated/code-highlight/default/snippets.json';
import { demos } from '@site/src/data/homeDemos';
import styles from './styles.module.css';

const ExampleMap = lazy(() => import('../ExampleMap'));

export default function HomeDemo(): ReactNode {
  const area = useRef<HTMLDivElement>(null);
  const near = useNearViewport(area);
  const [selected, setSelected] = useState(demos[0]!);
  const [runState, run] = useExampleRun(currentVersion.turfVersion, { warmUpWhenIdle: true });

  useEffect(() => {
    if (near) void run(selected.code);
  }, [near, selected, run]);
  useEffect(() => {
    if (near) void loadLiveMap();
  }, [near]);

  const outcome = runState.outcome;
  return (
    <section className={styles.demo} aria-labelledby="home-demo-title">
      <div className="container">
        <Heading as="h2" id="home-demo-title">
          Try it: Turf running in your browser
        </Heading>
        <div className={styles.choices} role="group" aria-label="Turf operation">
          {demos.map((demo) => (
            <button
              key={demo.id}
              type="button"
              className={`button button--sm ${demo === selected ? 'button--primary' : 'button--secondary'}`}
              aria-pressed={demo === selected}
              onClick={() => setSelected(demo)}
            >
              {demo.label}
            </button>
          ))}
        </div>
        <p className={styles.description} aria-live="polite">
          {selected.description}
        </p>
        <div className={styles.layout}>
          <div ref={area} className={styles.map}>
            {near && outcome?.ok && (
              <Suspense fallback={null}>
                <ExampleMap
                  map={outcome.map}
                  label={`Map: ${selected.description}`}
                  resultHint="the code beside it shows what the demo computes"
                />
              </Suspense>
            )}
            {outcome && !outcome.ok && <p role="alert">{outcome.error.message}</p>}
          </div>
          <div className={styles.code}>
            <CodeBlock
              language="js"
              title={`Turf ${currentVersion.turfVersion}`}
              highlighted={highlightedSnippets[demoSnippetId(selected.id)]}
            >
              {selected.code}
            </CodeBlock>
            <Link to={playgroundHref({ turfVersion: currentVersion.turfVersion, code: selected.code })}>Open in playground</Link>
          </div>
        </div>
      </div>
    </section>
  );
}
