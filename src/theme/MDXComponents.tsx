// Change: each table cell ends with a space, which a reader never sees, so a crawler that joins a page's
// text nodes (Pagefind, a hosted crawler) reads "PostGIS ST_Buffer" rather than "PostGISST_Buffer".
import type { ComponentProps, ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function Td({ children, ...props }: ComponentProps<'td'>): ReactNode {
  return <td {...props}>{children} </td>;
}

function Th({ children, ...props }: ComponentProps<'th'>): ReactNode {
  return <th {...props}>{children} </th>;
}

export default { ...MDXComponents, td: Td, th: Th };
