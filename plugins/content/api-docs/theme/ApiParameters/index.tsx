/**
 * Below 600 px each row is a block (styles.module.css). No explicit roles: HTML forbids them on table
 * cells, and browsers keep a table's semantics when CSS changes its display.
 */
import type { ReactNode } from 'react';

import styles from './styles.module.css';

export default function ApiParameters({ children }: { children: ReactNode }): ReactNode {
  return <div className={styles.parameters}>{children}</div>;
}
