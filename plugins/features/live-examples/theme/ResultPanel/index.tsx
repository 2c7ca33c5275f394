/**
 * What an example returned: the map's text alternative. The live region is emptied during a run, so
 * a second run with the same outcome is announced again.
 */
import { useEffect, useState, type ReactNode } from 'react';

import type { ExampleOutcome } from '../../runner/execute';
import { announcementOf } from './announcement';
import JsonTree from './JsonTree';
import styles from './styles.module.css';

interface Props {
  readonly outcome: ExampleOutcome | undefined;
  readonly running: boolean;
  readonly knownFailure?: string | undefined;
  /** Runs on sight are not announced. */
  readonly announce?: boolean;
  readonly className?: string;
  /** What the reader just did, said before the outcome. */
  readonly announcePrefix?: string | undefined;
}

function CopyButton({ text }: { text: string }): ReactNode {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = setTimeout(() => setStatus('idle'), 2000);
    return () => clearTimeout(timer);
  }, [status]);
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  return (
    <button type="button" className="button button--sm button--secondary" onClick={copy} aria-live="polite">
      {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy JSON'}
    </button>
  );
}

function ErrorReport({
  outcome,
  knownFailure,
}: {
  outcome: Extract<ExampleOutcome, { ok: false }>;
  knownFailure?: string | undefined;
}): ReactNode {
  const { name, message, location } = outcome.error;
  return (
    // Not an alert: the live region below announces the outcome, once.
    <div role="group" aria-label="Error" className={styles.error}>
      <p className={styles.errorMessage}>
        <strong>{name}</strong>: {message}
        {location && (
          <span className={styles.errorLine}>
            {' '}
            (line {location.line}, column {location.column})
          </span>
        )}
      </p>
      {knownFailure && <p className={styles.knownFailure}>Known problem with this example: {knownFailure}</p>}
    </div>
  );
}

export default function ResultPanel({ outcome, running, knownFailure, announce = false, className, announcePrefix }: Props): ReactNode {
  let body: ReactNode;
  let header: ReactNode = null;
  if (!outcome) {
    body = <p className={styles.status}>{running ? 'Running…' : 'Run the example to see what it returns.'}</p>;
  } else if (!outcome.ok) {
    body = <ErrorReport outcome={outcome} knownFailure={knownFailure} />;
  } else {
    const { value, totalValues, shownValues } = outcome.result;
    const json = value === undefined ? undefined : JSON.stringify(value, null, 2);
    header = (
      <>
        <span className={styles.title}>
          Result
          {outcome.shownValue && (
            <>
              : <code>{outcome.shownValue.length > 40 ? `${outcome.shownValue.slice(0, 40)}…` : outcome.shownValue}</code>
            </>
          )}
        </span>
        {json !== undefined && <CopyButton text={json} />}
      </>
    );
    body = (
      <>
        {shownValues < totalValues && (
          <p className={styles.note}>
            Result cut: showing the first {shownValues.toLocaleString('en')} of its {totalValues.toLocaleString('en')} values.
          </p>
        )}
        {value === undefined ? (
          <p className={styles.status}>
            <code>undefined</code>
          </p>
        ) : (
          <JsonTree value={value} />
        )}
      </>
    );
  }
  return (
    <section className={`${styles.panel} ${className ?? ''}`} aria-label="Example result" aria-busy={running}>
      {header && <header className={styles.header}>{header}</header>}
      <div className={styles.body}>{body}</div>
      <p role="status" className={styles.announcement}>
        {announce && !running && outcome ? `${announcePrefix ? `${announcePrefix} ` : ''}${announcementOf(outcome)}` : ''}
      </p>
    </section>
  );
}
