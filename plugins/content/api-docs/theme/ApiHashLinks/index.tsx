/**
 * Sends `#name` links to the function's page (hashTarget.ts). The script is left out of every client
 * render (a `window` check): the minifier rewrites it, so the head manager would insert the client's
 * copy, which the CSP (hashing the built copy) blocks.
 */
import { useEffect, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useHistory, useLocation } from '@docusaurus/router';

import { hashRedirectScript, hashTarget } from './hashTarget';

export interface Props {
  readonly names: readonly string[];
  readonly apiPath: string;
}

export default function ApiHashLinks({ names, apiPath }: Props): ReactNode {
  const history = useHistory();
  const { hash } = useLocation();
  useEffect(() => {
    const target = hashTarget(hash, names, apiPath);
    if (target) history.replace(target);
  }, [hash, names, apiPath, history]);
  if (typeof window !== 'undefined') return null;
  return (
    <Head>
      <script>{hashRedirectScript({ names, apiPath, otherwise: 'stay' })}</script>
    </Head>
  );
}
