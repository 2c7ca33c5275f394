/**
 * The Parameters (or Properties) table of an API page, as the generator writes it in Markdown.
 * Below 600 px each row is laid out as a block, name and type on the first line and the
 * description under them (styles.module.css), where three columns would need sideways scrolling.
 *
 * Changing a table's CSS display makes some browsers (Safari notably) drop its table semantics, so
 * the table's elements get their roles explicitly: a screen reader still hears a table of rows with
 * Name, Type and Description cells at any width.
 */
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

import styles from './styles.module.css';

const roles: Readonly<Record<string, string>> = {
  table: 'table',
  thead: 'rowgroup',
  tbody: 'rowgroup',
  tr: 'row',
  th: 'columnheader',
  td: 'cell',
};

/** The table's structure with roles added, down to its cells (whose content is left as it is). */
function withTableRoles(children: ReactNode): ReactNode {
  return Children.map(children, (child) => {
    if (!isValidElement<{ children?: ReactNode }>(child) || typeof child.type !== 'string' || !(child.type in roles)) return child;
    const element = child as ReactElement<{ children?: ReactNode; role?: string }>;
    const inner = child.type === 'th' || child.type === 'td' ? element.props.children : withTableRoles(element.props.children);
    return cloneElement(element, { role: roles[child.type] }, inner);
  });
}

export default function ApiParameters({ children }: { children: ReactNode }): ReactNode {
  return <div className={styles.parameters}>{withTableRoles(children)}</div>;
}
