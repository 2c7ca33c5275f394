/**
 * "Try searching for" on DocSearch's no-results screen, from the local index: DocSearch's own list
 * only repeats category names of earlier results (hidden in styles.css).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import type { FacetFilters } from '../../client/facets';
import type { LocalSearchClient } from '../../client/localSearchClient';

interface Props {
  readonly container: HTMLElement;
  readonly client: LocalSearchClient;
  readonly facetFilters: FacetFilters;
}

/** As a reader types, so DocSearch's own state follows. */
function searchFor(input: HTMLInputElement, value: string): void {
  // React tracks the input's value; the native setter makes the change an input event it sees.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
}

export default function NoResultsSuggestions({ container, client, facetFilters }: Props): ReactNode {
  const [screen, setScreen] = useState<{ host: HTMLElement; query: string } | null>(null);
  const [suggestions, setSuggestions] = useState<string[]>([]);

  useEffect(() => {
    const find = () => {
      const noResults = container.querySelector<HTMLElement>('.DocSearch-NoResults');
      const query = container.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '';
      setScreen((current) => {
        if (!noResults) return null;
        if (current?.query === query && current.host.isConnected && noResults.contains(current.host)) return current;
        let host = noResults.querySelector<HTMLElement>(':scope > .search-suggestions');
        if (!host) {
          host = document.createElement('div');
          host.className = 'search-suggestions';
          const report = noResults.querySelector(':scope > p.DocSearch-Help:last-child');
          noResults.insertBefore(host, report);
        }
        return { host, query };
      });
    };
    find();
    const observer = new MutationObserver(find);
    observer.observe(container, { subtree: true, childList: true });
    return () => observer.disconnect();
  }, [container]);

  useEffect(() => {
    if (!screen) return;
    let current = true;
    client.suggest(screen.query, facetFilters).then(
      (names) => current && setSuggestions(names),
      () => current && setSuggestions([]),
    );
    return () => {
      current = false;
    };
  }, [screen, client, facetFilters]);

  if (!screen || suggestions.length === 0) return null;
  return createPortal(
    <div className="DocSearch-NoResults-Prefill-List">
      <p className="DocSearch-Help">Try searching for:</p>
      <ul>
        {suggestions.map((name) => (
          <li key={name}>
            <button
              className="DocSearch-Prefill"
              type="button"
              onClick={() => {
                const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
                if (input) searchFor(input, name);
              }}
            >
              {name}
            </button>
          </li>
        ))}
      </ul>
    </div>,
    screen.host,
  );
}
