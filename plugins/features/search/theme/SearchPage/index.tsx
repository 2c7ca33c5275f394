// Change: in local mode only, replaces the search theme's /search page with one on the index the build writes.
import { useEffect, useId, useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import { PageMetadata, usePluralForm, useSearchQueryString } from '@docusaurus/theme-common';
import { useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import { docsTagOf } from '../../client/indexLocation';
import type { LocalHit, SearchResponse } from '../../client/localSearchClient';
import { cutQuery, maxQueryLength } from '../../client/queryLength';
import { shownHitsPerPage } from '../../client/shownHits';
import { missingResultsUrl, useDefaultDocsTag, useLocalSearchClientLoader } from '../SearchBar/useLocalSearch';
import HighlightedText from './HighlightedText';
import { headingQuery } from './headingQuery';
import BestAnswerCard from '../BestAnswerCard';
import styles from './styles.module.css';

/** Uses the same client, with the same request shape, as the navbar modal. */

const hitsPerPage = 15;

type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error' } | { kind: 'done'; response: SearchResponse };

function useDocumentsFound(): (count: number) => string {
  const { selectMessage } = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate({ id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found' }, { count }),
    );
}

function Result({ hit }: { hit: LocalHit }): ReactNode {
  const processUrl = useSearchResultUrlProcessor();
  const levels = (['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const).filter(
    (level) => hit._highlightResult.hierarchy[level],
  );
  const titleLevel = hit.type === 'content' ? levels.at(-1) : hit.type;
  const trail = levels.filter((level) => level !== titleLevel);
  const title = titleLevel ? hit._highlightResult.hierarchy[titleLevel]?.value : undefined;
  const summary = hit._snippetResult.content?.value;
  if (hit.bestAnswer)
    return (
      <article className={styles.result}>
        <Heading as="h2" className={styles.resultTitle}>
          <Link to={processUrl(hit.url)} className={styles.bestAnswer}>
            <BestAnswerCard answer={hit.bestAnswer} />
          </Link>
        </Heading>
      </article>
    );
  return (
    <article className={styles.result}>
      <Heading as="h2" className={styles.resultTitle}>
        <Link to={processUrl(hit.url)}>
          <HighlightedText value={title ?? hit.hierarchy.lvl1} />
        </Link>
      </Heading>
      {trail.length > 0 && (
        <div>
          <ul
            className={`breadcrumbs ${styles.resultPath}`}
            aria-label={translate({ id: 'theme.SearchPage.resultPath', message: 'Result location' })}
          >
            {trail.map((level) => (
              <li key={level} className="breadcrumbs__item">
                <HighlightedText value={hit._highlightResult.hierarchy[level]?.value ?? ''} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {summary && (
        <p className={styles.resultSummary}>
          <HighlightedText value={summary} />
        </p>
      )}
    </article>
  );
}

export default function LocalSearchPage(): ReactNode {
  const { i18n } = useDocusaurusContext();
  const docs = Object.values(useAllDocsData())[0];
  const defaultDocsTag = useDefaultDocsTag();
  const loadClient = useLocalSearchClientLoader();
  const documentsFound = useDocumentsFound();
  const [searchQuery, setSearchQuery] = useSearchQueryString();
  const query = cutQuery(searchQuery);
  const [docsTag, setDocsTag] = useState(defaultDocsTag);
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const versionSelectId = useId();
  const queryInputId = useId();

  const [pagedSearch, setPagedSearch] = useState({ query, docsTag });
  if (pagedSearch.query !== query || pagedSearch.docsTag !== docsTag) {
    setPagedSearch({ query, docsTag });
    setPage(0);
  }

  useEffect(() => {
    if (!query.trim()) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the status follows the search this effect runs: set when it starts (or there is none), then by its answer
      setStatus({ kind: 'idle' });
      return undefined;
    }
    let current = true;
    setStatus({ kind: 'loading' });
    loadClient()
      .then((client) =>
        client.search({
          requests: [
            {
              indexName: 'local',
              query,
              page,
              hitsPerPage,
              distinct: shownHitsPerPage,
              facetFilters: [`language:${i18n.currentLocale}`, ['docusaurus_tag:default', `docusaurus_tag:${docsTag}`]],
              attributesToSnippet: ['content:30'],
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
            },
          ],
        }),
      )
      .then(({ results }) => current && setStatus({ kind: 'done', response: results[0] }))
      .catch(() => current && setStatus({ kind: 'error' }));
    return () => {
      current = false;
    };
  }, [query, docsTag, page, loadClient, i18n.currentLocale]);

  const title = query
    ? translate({ id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' }, { query: headingQuery(query) })
    : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' });
  const response = status.kind === 'done' ? status.response : null;

  return (
    <Layout>
      <PageMetadata title={title} />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <div className={styles.queryField}>
            <label htmlFor={queryInputId}>
              <Translate id="theme.SearchPage.inputLabel">Search</Translate>
            </label>
            <input
              id={queryInputId}
              type="search"
              name="q"
              className={styles.queryInput}
              placeholder={translate({ id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here' })}
              value={query}
              maxLength={maxQueryLength}
              autoComplete="off"
              onChange={(event) => setSearchQuery(event.target.value)}
            />
          </div>
          {docs && docs.versions.length > 1 && (
            <div className={styles.versionField}>
              <label htmlFor={versionSelectId}>
                <Translate id="theme.SearchPage.versionLabel">Docs version</Translate>
              </label>
              <select
                id={versionSelectId}
                className={styles.versionSelect}
                value={docsTag}
                onChange={(event) => setDocsTag(event.target.value)}
              >
                {docs.versions.map((version) => (
                  <option key={version.name} value={docsTagOf(version.name)}>
                    {version.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          {/* Results follow every keystroke; the button sends the form without JavaScript too. */}
          <button type="submit" className={`button button--primary ${styles.submit}`}>
            <Translate id="theme.SearchPage.submit">Search</Translate>
          </button>
        </form>

        <div aria-live="polite" className={styles.status}>
          {status.kind === 'loading' && <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>}
          {response && response.nbHits > 0 && documentsFound(response.nbHits)}
        </div>

        {status.kind === 'error' && (
          <div role="alert" className={styles.message}>
            <p className={styles.messageTitle}>
              <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
            </p>
            <p>
              <Translate id="theme.SearchModal.errorScreen.helpText">You might want to check your network connection.</Translate>
            </p>
          </div>
        )}

        {response && response.nbHits === 0 && (
          <div className={styles.message}>
            <p className={styles.messageTitle}>
              <Translate id="theme.SearchModal.noResultsScreen.noResultsText">No results found for</Translate> "
              <strong>{response.query}</strong>"
            </p>
            <p>
              <Translate id="theme.SearchModal.noResultsScreen.reportMissingResultsText">
                Believe this query should return results?
              </Translate>{' '}
              <Link to={missingResultsUrl(response.query)}>
                <Translate id="theme.SearchModal.noResultsScreen.reportMissingResultsLinkText">Let us know.</Translate>
              </Link>
            </p>
          </div>
        )}

        {response && response.hits.length > 0 && (
          <section aria-label={translate({ id: 'theme.SearchPage.resultsLabel', message: 'Search results' })}>
            {response.hits.map((hit) => (
              <Result key={hit.objectID} hit={hit} />
            ))}
          </section>
        )}

        {/* The pager describes the results on screen (the response), not the page asked for:
            while the next page loads, the label and buttons still match what is shown. */}
        {response && response.nbPages > 1 && (
          <nav className="pagination-nav" aria-label={translate({ id: 'theme.SearchPage.pagination', message: 'Search result pages' })}>
            <button
              type="button"
              className="button button--secondary"
              disabled={response.page === 0}
              onClick={() => setPage(response.page - 1)}
            >
              <Translate id="theme.SearchPage.previousPage">Previous page</Translate>
            </button>
            <span className={styles.pageNumber}>
              <Translate id="theme.SearchPage.pageOf" values={{ page: response.page + 1, pages: response.nbPages }}>
                {'Page {page} of {pages}'}
              </Translate>
            </span>
            <button
              type="button"
              className="button button--secondary"
              disabled={response.page + 1 >= response.nbPages}
              onClick={() => setPage(response.page + 1)}
            >
              <Translate id="theme.SearchPage.nextPage">Next page</Translate>
            </button>
          </nav>
        )}
      </main>
    </Layout>
  );
}
