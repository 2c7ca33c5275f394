// Change: in local mode only, replaces the search theme's SearchBar with DocSearch's modal on the index the build writes.
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchButton } from '@docsearch/react/button';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import type { DocSearchModal as DocSearchModalType } from '@docsearch/react/modal';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import Translate, { translate } from '@docusaurus/Translate';
import { useSearchLinkCreator } from '@docusaurus/theme-common';
import { useAlgoliaThemeConfig, useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';

import type { LocalHit, LocalSearchClient } from '../../client/localSearchClient';
import BestAnswerCard from '../BestAnswerCard';
import { cutQuery, maxQueryLength } from '../../client/queryLength';
import { maxResultsPerGroup, shownHitsPerPage } from '../../client/shownHits';
import { bestMatchesFirst } from './bestMatchesFirst';
import { correctModalSemantics, linkOptions } from './modalSemantics';
import NoResultsSuggestions from './NoResultsSuggestions';
import { missingResultsUrl, useLocalSearchClientLoader, useSearchFacetFilters } from './useLocalSearch';
import './styles.css';

/**
 * DocSearch's own button and modal, with its search client swapped (`transformSearchClient`) for
 * one that answers from the built index. Unlike the hosted SearchBar: no preconnect hint, and the
 * index loads on the same first intent as the modal code.
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
 * A real link, so middle-click and "copy link" work; linkOptions (modalSemantics.ts) makes it the
 * option itself, so no focusable element sits inside an option.
 */
function Hit({ hit, children }: { hit: Pick<LocalHit, 'url' | 'bestAnswer'> & Partial<LocalHit>; children: ReactNode }): ReactNode {
  const history = useHistory();
  // Recent and favourite searches are stored without highlights, and keep DocSearch's own layout and buttons.
  const isCard = hit.bestAnswer !== undefined && hit._highlightResult !== undefined;
  return (
    <a
      href={hit.url}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        history.push(hit.url);
      }}
    >
      {isCard ? <BestAnswerCard answer={hit.bestAnswer!} /> : children}
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
  // A ref is not read during render.
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);

  /** Once per set of filters: the button fires hover and focus often, and another docs version needs its own index. */
  const prepared = useRef<{ filters: unknown; ready: Promise<unknown> } | null>(null);
  const prepare = useCallback((): Promise<unknown> => {
    if (prepared.current?.filters === facetFilters) return prepared.current.ready;
    const clientReady = loadClient().then((loaded) => {
      setClient(loaded);
      // The modal reports a failed index load when it searches.
      loaded.prepare(facetFilters).catch(() => undefined);
      return loaded;
    });
    const ready = Promise.all([importModal(), clientReady]);
    prepared.current = { filters: facetFilters, ready };
    ready.catch(() => {
      prepared.current = null;
    });
    return ready;
  }, [loadClient, facetFilters]);

  const open = useCallback(() => {
    // The modal itself would take up to 512 characters of selected text.
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
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      open();
    },
    [open],
  );

  // The input holds what the client searches (queryLength.ts), should DocSearch's own limit change.
  useEffect(() => {
    const container = containerRef.current;
    if (!isOpen || !container) return;
    const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (input) input.maxLength = maxQueryLength;
    correctModalSemantics(container);
    return linkOptions(container);
  }, [isOpen]);

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
    <T extends LocalHit>(items: T[]): T[] =>
      bestMatchesFirst(
        items.map((item) => ({ ...item, url: processUrl(item.url) })),
        translate({
          id: 'theme.SearchBar.bestMatches',
          message: 'Best matches',
          description: 'The heading of the first results in the search modal',
        }),
      ),
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
            searchParameters={{ ...algolia.searchParameters, facetFilters, distinct: shownHitsPerPage }}
            transformSearchClient={() => client}
            transformItems={transformItems}
            maxResultsPerGroup={maxResultsPerGroup}
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
