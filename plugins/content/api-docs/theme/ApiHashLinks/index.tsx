/**
 * On a version's API index, sends `#name` links to the function's page (see hashTarget.ts). A
 * page loaded from such a link runs the inline script before it paints, so the index never
 * flashes; a client-side navigation to one is handled after render.
 *
 * The script is in the server render only, and left out of the client's first render too (a
 * `window` check, not useIsBrowser): the HTML minifier rewrites it, so the head manager would
 * take the client's copy for a new tag and insert it, and the Content-Security-Policy, which
 * lists the hash of the built page's copy, would block it with a console error. The head
 * manager renders nothing in the tree, so leaving it out cannot make hydration mismatch.
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
