/**
 * Head of a stand-in page (a name this docs version does not document, see
 * pages/buildStandInPage.ts): `noindex`, so search engines keep the real pages, and for another
 * export name of a documented function a redirect to it.
 *
 * The redirect is a `<meta http-equiv="refresh">` in the server-rendered page, which every static
 * host serves and which works without JavaScript, and a history replacement when the page is
 * reached by client-side navigation. The meta tag is left out of every client render, the first
 * included (a `window` check, not useIsBrowser): inserted into a live document it would reload
 * the whole site. The head manager renders nothing in the tree, so hydration cannot mismatch.
 */
import { useEffect, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useHistory, useLocation } from '@docusaurus/router';

export interface Props {
  /** Path of the page this name stands for, e.g. `/docs/6.5.0/api/radiansToDegrees`. */
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
