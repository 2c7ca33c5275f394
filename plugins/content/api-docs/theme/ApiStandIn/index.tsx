/**
 * Head of a stand-in page: `noindex`, and a meta refresh (works on any static host, without
 * JavaScript) for an alias. The meta tag is left out of every client render (a `window` check, not
 * useIsBrowser): inserted into a live document it would reload the whole site.
 */
import { useEffect, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useHistory, useLocation } from '@docusaurus/router';

export interface Props {
  readonly redirectTo?: string;
}

export default function ApiStandIn({ redirectTo }: Props): ReactNode {
  const history = useHistory();
  const { hash } = useLocation();
  useEffect(() => {
    if (redirectTo) history.replace(`${redirectTo}${hash}`);
  }, [redirectTo, history, hash]);
  return (
    <Head>
      <meta name="robots" content="noindex" />
      {/* Still in the site's own search, below every real page (plugins/features/search). */}
      <meta name="docsearch:page_rank" content="-1" />
      {redirectTo && typeof window === 'undefined' && <meta httpEquiv="refresh" content={`0; url=${redirectTo}`} />}
    </Head>
  );
}
