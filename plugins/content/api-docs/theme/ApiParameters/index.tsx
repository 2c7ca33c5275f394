/**
 * The Parameters (or Properties) table of an API page, as the generator writes it in Markdown.
 * Below 600 px each row is laid out as a block, name and type on the first line and the
 * description under them (styles.module.css), where three columns would need sideways scrolling.
 *
 * The table keeps its native elements and no explicit roles: HTML forbids roles on the cells of a
 * table (the Nu checker's finding), and browsers now keep a table's semantics when CSS changes its
 * display (tests/browser/narrow-screens.test.ts reads Chromium's accessibility tree at 390 px).
 */
import type { ReactNode } from 'react';

import styles from './styles.module.css';

export default function ApiParameters({ children }: { children: ReactNode }): ReactNode {
  return <div className={styles.parameters}>{children}</div>;
}
