/**
 * The theme's not-found page, kept out of search engines and the sitemap (which leaves out
 * pages marked noindex). Rendered at each docs version's 404.html (./index.ts).
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import NotFound from '@theme/NotFound';

export default function VersionNotFound(): ReactNode {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <NotFound />
    </>
  );
}
