// Change: in local mode only, replaces the search theme's SearchBar with DocSearch's modal on the index the build writes.
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchButton } from '@docsearch/react/button';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import type { DocSearchModal as DocSearchModalType } from '@docsearch/react/modal';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import { useSearchLinkCreator } from '@docusaurus/theme-common';
import { useAlgoliaThemeConfig, useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';

import type { LocalSearchClient } from '../../client/localSearchClient';
import { cutQuery, maxQueryLength } from '../../client/queryLength';
import { correctModalSemantics, linkOptions } from './modalSemantics';
import NoResultsSuggestions from './NoResultsSuggestions';
import { missingResultsUrl, useLocalSearchClientLoader, useSearchFacetFilters } from './useLocalSearch';
import './styles.css';

/**
 * The navbar search with no hosted service: DocSearch's own button, shortcuts and modal, with
 * the modal's search client swapped (`transformSearchClient`) for the client that answers from
 * the index the build writes. Everything else is DocSearch's: recent searches and favourites,
 * grouping, keyboard navigation, the no-results and error screens.
 *
 * It differs from the theme's hosted SearchBar in three ways: no preconnect hint to the hosted
 * service, the index loads on the same first intent as the modal code, and the modal does not
 * show the hosted service's "Powered by" logo (styles.css).
 */

type Modal = typeof DocSearchModalType;
let LoadedModal: Modal | null = null;

function importModal(): Promise<Modal> {
  if (LoadedModal) return Promise.resolve(LoadedModal);
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style')]).then(([module]) => {
    LoadedModal = module.DocSearchModal;
    return LoadedModal;
  });
}

/**
 * A hit: a real link, as in the hosted DocSearch, so middle-click, "open in new tab", "copy link"
 * and the status bar work. The link becomes the list's option itself (linkOptions in
 * modalSemantics.ts), so no focusable element sits inside an option. The input keeps focus,
 * arrows pick the hit and Enter follows it (DocSearch's navigator); a plain click follows it
 * without reloading the site, any other click is the browser's.
 */
function Hit({ hit, children }: { hit: { url: string }; children: ReactNode }): ReactNode {
  const history = useHistory();
  return (
    <a
      href={hit.url}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        history.push(hit.url);
      }}
    >
      {children}
    </a>
  );
}

export default function LocalDocSearch(): ReactNode {
  const { algolia } = useAlgoliaThemeConfig();
  const facetFilters = useSearchFacetFilters();
  const loadClient = useLocalSearchClientLoader();
  const processUrl = useSearchResultUrlProcessor();
  const createSearchLink = useSearchLinkCreator();
  const history = useHistory();

  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [client, setClient] = useState<LocalSearchClient | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  // The same element, for rendering the portal (a ref is not read during render).
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);

  /**
   * The first intent to search: load the modal code, the client and this version's index. The
   * button fires hover and focus often; the work is done once per set of filters (a page of
   * another docs version needs its own index).
   */
  const prepared = useRef<{ filters: unknown; ready: Promise<unknown> } | null>(null);
  const prepare = useCallback((): Promise<unknown> => {
    if (prepared.current?.filters === facetFilters) return prepared.current.ready;
    const clientReady = loadClient().then((loaded) => {
      setClient(loaded);
      // A failed index load is reported by the modal when it searches; nothing to do here.
      loaded.prepare(facetFilters).catch(() => undefined);
      return loaded;
    });
    const ready = Promise.all([importModal(), clientReady]);
    prepared.current = { filters: facetFilters, ready };
    // A chunk that failed to load is tried again on the next intent.
    ready.catch(() => {
      prepared.current = null;
    });
    return ready;
  }, [loadClient, facetFilters]);

  const open = useCallback(() => {
    // The modal starts from the selected text when there is some; cut it to the query limit here,
    // since the modal itself would take up to 512 characters.
    setInitialQuery((current) => current ?? (cutQuery(window.getSelection()?.toString().trim() ?? '') || undefined));
    if (!containerRef.current) {
      containerRef.current = document.createElement('div');
      document.body.insertBefore(containerRef.current, document.body.firstChild);
      setPortalContainer(containerRef.current);
    }
    void prepare().then(() => setIsOpen(true));
  }, [prepare]);

  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      // Leave the browser's find-in-page (Ctrl/Cmd+F) alone.
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      open();
    },
    [open],
  );

  // DocSearch 4 gives its input a 512-character limit; this site's limit is 64, as the hosted
  // DocSearch's was. The client cuts longer queries anyway; the attribute stops the typing.
  useEffect(() => {
    const container = containerRef.current;
    if (!isOpen || !container) return;
    const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (input) input.maxLength = maxQueryLength;
    correctModalSemantics(container);
    return linkOptions(container);
  }, [isOpen]);

  // Escape first clears a typed query (DocSearch's own clear button), then closes the modal.
  const clearOrClose = useCallback(() => {
    const input = containerRef.current?.querySelector<HTMLInputElement>('.DocSearch-Input');
    const clear = containerRef.current?.querySelector<HTMLButtonElement>('.DocSearch-Clear');
    if (input?.value && clear) clear.click();
    else close();
  }, [close]);

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: open,
    onClose: clearOrClose,
    onInput,
    searchButtonRef: buttonRef,
    isAskAiActive: false,
    onAskAiToggle: () => undefined,
  });

  const [navigator] = useState(() => ({
    navigate({ itemUrl }: { itemUrl: string }) {
      history.push(itemUrl);
    },
  }));

  const transformItems = useCallback(
    <T extends { url: string }>(items: T[]): T[] => items.map((item) => ({ ...item, url: processUrl(item.url) })),
    [processUrl],
  );

  const resultsFooter = useCallback(
    ({ state }: { state: { query: string; context: Record<string, unknown> } }) => (
      <Link to={createSearchLink(state.query)} onClick={close}>
        <Translate id="theme.SearchBar.seeAll" values={{ count: String(state.context.nbHits ?? 0) }}>
          {'See all {count} results'}
        </Translate>
      </Link>
    ),
    [createSearchLink, close],
  );

  const ModalComponent = LoadedModal as ComponentType<Record<string, unknown>> | null;
  return (
    <>
      <DocSearchButton
        ref={buttonRef}
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={open}
        translations={translations.button}
      />
      {isOpen &&
        ModalComponent &&
        client &&
        portalContainer &&
        createPortal(
          <ModalComponent
            appId={algolia.appId}
            apiKey={algolia.apiKey}
            indexName={algolia.indexName}
            placeholder={translations.modal?.searchBox?.placeholderText}
            translations={translations.modal}
            searchParameters={{ ...algolia.searchParameters, facetFilters }}
            transformSearchClient={() => client}
            transformItems={transformItems}
            hitComponent={Hit}
            navigator={navigator}
            resultsFooterComponent={resultsFooter}
            getMissingResultsUrl={({ query }: { query: string }) => missingResultsUrl(query)}
            initialQuery={initialQuery}
            initialScrollY={window.scrollY}
            onClose={close}
          />,
          portalContainer,
        )}
      {isOpen && client && portalContainer && (
        <NoResultsSuggestions container={portalContainer} client={client} facetFilters={facetFilters} />
      )}
    </>
  );
}
