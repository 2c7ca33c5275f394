/** The search indexer skips `api-use-it-to`: the tasks reach the index as their own field, from the page's meta tags. */
import type { ReactNode } from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

export default function ApiUseItTo({ children }: { children: ReactNode }): ReactNode {
  return <div className={clsx('api-use-it-to', styles.useItTo)}>{children}</div>;
}
