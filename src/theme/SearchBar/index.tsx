import { useState, type FormEvent, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';

import styles from './styles.module.css';

/**
 * The navbar search box. It sends the query to the /search page; the search modal with an
 * index built at build time replaces this component when search lands.
 */
export default function SearchBar(): ReactNode {
  const history = useHistory();
  const [query, setQuery] = useState('');

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const trimmed = query.trim();
    history.push(trimmed ? `/search?q=${encodeURIComponent(trimmed)}` : '/search');
  }

  return (
    <form role="search" aria-label="Site search" action="/search" method="get" className={styles.form} onSubmit={submit}>
      <input
        type="search"
        name="q"
        className="navbar__search-input"
        placeholder="Search docs"
        aria-label="Search docs"
        maxLength={64}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
    </form>
  );
}
