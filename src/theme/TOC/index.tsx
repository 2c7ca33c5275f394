// Change: wraps the theme's TOC in a labelled navigation landmark.
import type { ReactNode } from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type { WrapperProps } from '@docusaurus/types';

import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

/** On blog posts it sits beside <main>, outside any landmark otherwise (axe's "region" rule). */
export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav aria-label="On this page" className={styles.landmark}>
      <TOC {...props} />
    </nav>
  );
}
