/** The API index of one docs version; the filter lives in the URL's query so that a filtered list can be shared. */
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
  // Hydration must match the server's whole list: the query comes from the URL in the effect below.
  const [query, setQuery] = useState<IndexQuery>(emptyIndexQuery);
  // So that the effect does not apply the page's own writes again.
  const written = useRef('');
  const filterInput = useRef<HTMLInputElement>(null);
  const filterId = useId();

  // A layout effect, so that navigating to a filtered link never paints the unfiltered list.
  useLayoutEffect(() => {
    // `location` may trail the history by a keystroke (Docusaurus waits for the route's preload);
    // applying it would undo what the reader typed since.
    if (location.search !== history.location.search || location.search === written.current) return;
    written.current = location.search;
    setQuery(parseIndexQuery(location.search, available));
  }, [location.search, history, available]);

  const update = (next: IndexQuery) => {
    setQuery(next);
    const search = formatIndexQuery(next, history.location.search);
    written.current = search;
    // Replace, so Back leaves the page instead of stepping through keystrokes.
    if (search !== history.location.search) history.replace({ ...history.location, search });
  };

  const clear = () => {
    update(emptyIndexQuery);
    // The button goes away with the empty result; focus must stay on the page.
    filterInput.current?.focus();
  };

  const shown = useMemo(() => filterEntries(entries, query), [entries, query]);
  const groups = useMemo(() => groupByCategory(shown, categories), [shown, categories]);
  const filtering = isFiltering(query);
  const basePath = docsPath.replace(/\/+$/, '');

  return (
    <div className={styles.index}>
      {/* Without JavaScript, submitting loads the page with the query, applied once hydrated. */}
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
        {/* For sending without JavaScript, and what assistive technology expects of a form. */}
        <button type="submit" className={`button button--secondary ${styles.submit}`}>
          Filter
        </button>
      </form>

      <p className={styles.count}>
        {/* A live region must exist from the start to be announced. */}
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
