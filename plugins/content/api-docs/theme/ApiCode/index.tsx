import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';

import styles from './styles.module.css';

export type Token = string | readonly [text: string, href: string];

interface Props {
  readonly tokens: readonly Token[];
  readonly block?: boolean;
}

/** Markdown code spans cannot hold links, so signatures and types are rendered with this. */
export default function ApiCode({ tokens, block = false }: Props): ReactNode {
  const content = tokens.map((token, index) =>
    typeof token === 'string' ? (
      token
    ) : (
      <Link key={index} to={token[1]} className={styles.typeLink}>
        {token[0]}
      </Link>
    ),
  );
  if (!block) return <code className={styles.inline}>{content}</code>;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable code must be reachable by keyboard
    <pre className={styles.block} tabIndex={0}>
      <code>{content}</code>
    </pre>
  );
}
