/**
 * The API index of one docs version (the generated `api/index.mdx`): every function by category,
 * linked, with its one-line summary, and a filter by words and by the GeoJSON kinds a function takes
 * and returns. The filter lives in the URL's query so that a filtered list can be shared. Beside
 * each function, what importing it adds to a browser bundle (gzip), as its page details.
 */
import { useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import Heading from '@theme/Heading';

import { formatBytes } from '../../bundle-cost/format';
import type { GeoJsonKind } from '../../model/geojsonKinds';
import {
  emptyIndexQuery,
  filterEntries,
  formatIndexQuery,
  groupByCategory,
  isFiltering,
  isGeoJsonKind,
  kindsOf,
  parseIndexQuery,
  type IndexQuery,
} from './filter';
import type { ApiIndexEntry, ApiIndexProps } from './types';
import styles from './styles.module.css';

const functionCount = (count: number) => `${count} ${count === 1 ? 'function' : 'functions'}`;

/** A select of the kinds entries take or return, "any" first. */
function KindSelect({
  label,
  name,
  kinds,
  value,
  onChange,
}: {
  readonly label: string;
  readonly name: string;
  readonly kinds: readonly GeoJsonKind[];
  readonly value: GeoJsonKind | null;
  readonly onChange: (kind: GeoJsonKind | null) => void;
}): ReactNode {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={styles.control}
        value={value ?? ''}
        onChange={(event) => onChange(isGeoJsonKind(event.target.value) ? event.target.value : null)}
      >
        <option value="">any</option>
        {kinds.map((kind) => (
          <option key={kind} value={kind}>
            {kind}
          </option>
        ))}
      </select>
    </div>
  );
}

function Entry({ entry, docsPath }: { readonly entry: ApiIndexEntry; readonly docsPath: string }): ReactNode {
  return (
    <div className={styles.entry}>
      <dt className={styles.name}>
        <Link to={`${docsPath}/api/${entry.name}`}>
          <code>{entry.name}</code>
        </Link>
      </dt>
      {(entry.summary || entry.aliases.length > 0) && (
        <dd className={styles.summary}>
          {entry.summary}
          {entry.aliases.length > 0 && (
            <small className={styles.aliases}>
              also exported as{' '}
              {entry.aliases.map((alias, index) => (
                <span key={alias}>
                  {index > 0 && ', '}
                  <code>{alias}</code>
                </span>
              ))}
            </small>
          )}
        </dd>
      )}
      {entry.bundleGzip !== null && (
        <dd className={styles.bundle}>
          {formatBytes(entry.bundleGzip)} <span className={styles.unit}>gzip</span>
        </dd>
      )}
    </div>
  );
}

export default function ApiIndex({ docsPath, turfVersion, categories, entries }: ApiIndexProps): ReactNode {
  const history = useHistory();
  const location = useLocation();
  const available = useMemo(() => kindsOf(entries), [entries]);
  // The server renders the whole list, and so does the first render in the browser (hydration):
  // the query comes from the URL in the effect below.
  const [query, setQuery] = useState<IndexQuery>(emptyIndexQuery);
  // The URL search part `query` already reflects, so that the effect does not apply the page's own
  // writes again; at first '', which is what the empty query stands for.
  const written = useRef('');
  const filterInput = useRef<HTMLInputElement>(null);
  const filterId = useId();

  // Runs after hydration, and whenever the URL's query changes by navigation (Back to an entry
  // with another query). A layout effect, so that a client-side navigation to a filtered link
  // never paints the unfiltered list.
  useLayoutEffect(() => {
    // Docusaurus renders a new location once its route is preloaded, so `location` may trail the
    // history by a keystroke: only the newest is applied, and never the page's own write, which
    // would undo what the reader typed since.
    if (location.search !== history.location.search || location.search === written.current) return;
    written.current = location.search;
    setQuery(parseIndexQuery(location.search, available));
  }, [location.search, history, available]);

  const update = (next: IndexQuery) => {
    setQuery(next);
    const search = formatIndexQuery(next, history.location.search);
    written.current = search;
    // Replace, not push: Back leaves the page instead of stepping through keystrokes. The hash
    // stays, and with it the scroll position: Docusaurus does not scroll on a change of query alone.
    if (search !== history.location.search) history.replace({ ...history.location, search });
  };

  const clear = () => {
    update(emptyIndexQuery);
    // The button goes away with the empty result: the filter box keeps the keyboard on the page.
    filterInput.current?.focus();
  };

  const shown = useMemo(() => filterEntries(entries, query), [entries, query]);
  const groups = useMemo(() => groupByCategory(shown, categories), [shown, categories]);
  const filtering = isFiltering(query);
  const basePath = docsPath.replace(/\/+$/, '');

  return (
    <div className={styles.index}>
      {/* Without JavaScript (or before it runs), submitting loads the same page with the query in
          its URL, which the page applies once hydrated. */}
      <form
        className={styles.controls}
        role="search"
        aria-label="Filter the API index"
        method="get"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className={`${styles.field} ${styles.textField}`}>
          <label htmlFor={filterId} className={styles.label}>
            Filter by name or description
          </label>
          <input
            ref={filterInput}
            id={filterId}
            type="search"
            name="q"
            className={styles.control}
            value={query.q}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => update({ ...query, q: event.target.value })}
          />
        </div>
        <KindSelect
          label="Takes"
          name="takes"
          kinds={available.takes}
          value={query.takes}
          onChange={(takes) => update({ ...query, takes })}
        />
        <KindSelect
          label="Returns"
          name="returns"
          kinds={available.returns}
          value={query.returns}
          onChange={(returns) => update({ ...query, returns })}
        />
        {/* The list follows every keystroke; the button is how a form is sent without JavaScript
            (and what assistive technology expects of a form). */}
        <button type="submit" className={`button button--secondary ${styles.submit}`}>
          Filter
        </button>
      </form>

      <p className={styles.count}>
        {/* Only a filtered count is news to a screen reader; the region is there from the start, as
            a live region must be to be announced. */}
        <span aria-live="polite" aria-atomic="true">
          {filtering ? `${shown.length} of ${functionCount(entries.length)}` : ''}
        </span>
        {!filtering && functionCount(entries.length)}
      </p>

      {filtering && shown.length === 0 && (
        <div className={styles.empty}>
          <p>No function of Turf {turfVersion} matches these filters.</p>
          <button type="button" className="button button--secondary button--sm" onClick={clear}>
            Clear filters
          </button>
        </div>
      )}

      {groups.map((group) => (
        <section key={group.category} className={styles.category}>
          <Heading as="h2" id={group.slug} className={styles.categoryTitle}>
            {group.category}
          </Heading>
          <dl className={styles.list}>
            {group.entries.map((entry) => (
              <Entry key={entry.name} entry={entry} docsPath={basePath} />
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
