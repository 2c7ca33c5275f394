import type { ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/**
 * The /search route. The query arrives in the `q` query-string parameter. Full-text results
 * come with the search index; until then the page says so and points to the guides and API.
 */
export default function Search(): ReactNode {
  const search = useLocation().search;
  // The static HTML is rendered without a query string; reading it only after hydration keeps the
  // first client render identical to the server's.
  const isBrowser = useIsBrowser();
  const query = isBrowser ? (new URLSearchParams(search).get('q')?.slice(0, 64) ?? '') : '';
  return (
    <Layout title="Search" description="Search the Turf documentation.">
      <main className="container margin-vert--lg">
        <Heading as="h1">{query ? `Search results for "${query}"` : 'Search the documentation'}</Heading>
        <form role="search" aria-label="Search on this page" action="/search" method="get" className="margin-bottom--md">
          <label htmlFor="search-page-query">Search query</label>{' '}
          <input id="search-page-query" key={query} type="search" name="q" defaultValue={query} maxLength={64} />{' '}
          <button type="submit" className="button button--primary button--sm">
            Search
          </button>
        </form>
        <p>
          Full-text search is not available yet. Meanwhile, start from the{' '}
          <Link to="/docs/intro">introduction</Link> or the <Link to="/docs/api/along">API reference</Link>.
        </p>
      </main>
    </Layout>
  );
}
