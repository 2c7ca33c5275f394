// Change: wraps the theme's TOC in a labelled navigation landmark.
import type { ReactNode } from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type { WrapperProps } from '@docusaurus/types';

import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

/**
 * The desktop table of contents inside a navigation landmark. On blog posts it sits beside
 * <main>, where it would otherwise be content outside any landmark (axe's "region" rule), and a
 * labelled landmark lets screen-reader users jump straight to it on every page.
 */
export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav aria-label="On this page" className={styles.landmark}>
      <TOC {...props} />
    </nav>
  );
}
