/**
 * The "Use it to" lines after the first four, folded under "N more uses": with up to eight lines, the list pushed a
 * function's signature below the first screen of a phone. A native <details>: it opens without script, and the
 * browser's find-in-page opens it to show a match.
 */
import type { ReactNode } from 'react';

import styles from './styles.module.css';

export default function ApiMoreUses({ summary, children }: { summary: string; children: ReactNode }): ReactNode {
  return (
    <details className={styles.moreUses}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
