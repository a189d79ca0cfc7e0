import './i18n/register';
import './search.css';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { isSearchKind, type SearchKind } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSearchListings } from './api/search-listings';
import type { RenderListingExtras } from './components/listing-details';
import { ListingOverlay } from './components/listing-overlay';
import { MapPanel } from './components/map-panel';
import { ResultsList } from './components/results-list';
import { DistanceSelect } from './components/distance-select';
import { KindSwitch } from './components/kind-switch';
import { PhoneSearch } from './components/phone-search';
import { SearchBar } from './components/search-bar';
import { FiltersSidePanel } from './components/search-filters';
import { SortSelect } from './components/sort-select';
import { ViewToggle } from './components/view-toggle';
import { filtersFor } from './filter-params';
import { prefetchResultsMap } from './load-results-map';
import { useSearchState } from './search-state';
import { SharedListing } from './shared-listing';
import { useSearchText } from './use-search-text';
import { useSharedListing } from './use-shared-listing';
import { useWholeFirstPage } from './use-whole-first-page';
import { useWideScreen } from './use-wide-screen';

const RESULTS_HEADING_ID = 'search-results-heading';

/** The card link of a listing, if it is in the list: where focus returns when a deep-linked overlay closes. */
function cardLinkOf(listingId: string): HTMLElement | null {
  const card = Array.from(document.querySelectorAll<HTMLElement>('[data-listing-id]')).find(
    (element) => element.dataset.listingId === listingId,
  );
  return card?.querySelector<HTMLElement>('.search-card__link') ?? null;
}

interface SearchPageProps {
  /** Added at the end of the open listing's details by the router (the reports feature's "Report this listing"). */
  renderListingExtras?: RenderListingExtras;
  /** Under the intro, by the router: the saved-searches feature's "Save this search" (it reads the address). */
  renderSearchActions?: (kind: SearchKind) => ReactNode;
}

/** /bhada/hostel and /bhada/bhada: search verified listings by location. */
export function SearchPage({ renderListingExtras, renderSearchActions }: SearchPageProps) {
  const { kind: kindParam } = useParams();
  // The route's loader answers 404 for any other kind.
  const kind = isSearchKind(kindParam) ? kindParam : 'hostel';
  const isShared = useSharedListing();
  // Once a shared link's listing is closed, the search appears with focus on its heading.
  const [focusHeading, setFocusHeading] = useState(isShared);
  if (isShared) return <SharedListing kind={kind} renderListingExtras={renderListingExtras} />;
  return (
    <SearchResults
      kind={kind}
      focusHeading={focusHeading}
      onHeadingFocused={() => setFocusHeading(false)}
      renderListingExtras={renderListingExtras}
      renderSearchActions={renderSearchActions}
    />
  );
}

interface SearchResultsProps extends SearchPageProps {
  kind: SearchKind;
  focusHeading: boolean;
  onHeadingFocused: () => void;
}

/** The search: the controls, the results and a listing opened from them over the results. */
function SearchResults({
  kind,
  focusHeading,
  onHeadingFocused,
  renderListingExtras,
  renderSearchActions,
}: SearchResultsProps) {
  const text = useSearchText();
  const { t } = text;
  const { state, search, setSort, setFilters, setKm, setView, loadMore, openListing, closeListing } =
    useSearchState();
  const { location, place, sort, km, pages, view, listingId } = state;
  const isWide = useWideScreen();
  useDocumentTitle(t(`title.${kind}`));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusHeading) return;
    headingRef.current?.focus();
    onHeadingFocused();
  }, [focusHeading, onHeadingFocused]);

  // Only this kind's filters: those of the other kind in the URL neither search nor count.
  const kindFilters = useMemo(() => filtersFor(kind, state.filters), [kind, state.filters]);
  const filters = useMemo(
    () => ({ location, place, sort, km, filters: kindFilters }),
    [location, place, sort, km, kindFilters],
  );
  const results = useSearchListings(kind, filters);
  const { data, hasNextPage, isFetching, isFetchNextPageError, isPlaceholderData, fetchNextPage } = results;
  const listings = useMemo(() => data?.pages.flatMap((page) => page.listings) ?? [], [data]);
  const meta = data?.pages.at(-1)?.meta;
  // The named place and its ring (never a false zero): for the distance control, the summary and the cards.
  const area = meta?.area;
  const loadedPages = data?.pages.length ?? 0;
  // The server drew the first screen's cards only: the rest of the first page when it is needed.
  const firstPage = useWholeFirstPage(results, { needsAll: view === 'map' || pages > 1 });

  // `pages` in the URL is how many pages Load more had shown: a reload or shared link restores them.
  useEffect(() => {
    if (isPlaceholderData || isFetching || isFetchNextPageError || !hasNextPage) return;
    if (loadedPages > 0 && loadedPages < pages) void fetchNextPage();
  }, [isPlaceholderData, isFetching, isFetchNextPageError, hasNextPage, loadedPages, pages, fetchNextPage]);

  const { isPending, error, isFetchingNextPage } = results;
  const list = useMemo(
    () => ({
      listings,
      meta,
      status: {
        isPending,
        error,
        isUpdating: isPlaceholderData,
        hasNextPage: hasNextPage || firstPage.isPartial,
        isFetchingNextPage: isFetchingNextPage || firstPage.isCompleting,
        isFetchNextPageError,
      },
    }),
    [
      listings,
      meta,
      isPending,
      error,
      isPlaceholderData,
      hasNextPage,
      isFetchingNextPage,
      isFetchNextPageError,
      firstPage.isPartial,
      firstPage.isCompleting,
    ],
  );
  // New results (twenty cards) render in the background, in slices between which the browser can
  // paint and answer input, instead of in one long task; until then the list shows what it showed.
  const shownList = useDeferredValue(list);

  const isCurrent = meta !== undefined && !isPlaceholderData;
  const distance = (place || area) && (
    <DistanceSelect km={km} serverKm={area?.km ?? null} onChange={setKm} text={text} />
  );

  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const activeId = listingId ?? hoveredId;
  const returnFocusTo = useCallback(
    () => (listingId ? cardLinkOf(listingId) : null) ?? headingRef.current,
    [listingId],
  );

  return (
    <div className="search-page container">
      <header className="search-page__header">
        <h1 ref={headingRef} tabIndex={-1}>
          {t(`title.${kind}`)}
        </h1>
        <p className="search-page__intro">{t(`intro.${kind}`)}</p>
        {isWide && renderSearchActions && (
          <div className="search-page__actions">{renderSearchActions(kind)}</div>
        )}
      </header>
      {isWide ? (
        <div className="search-controls">
          <SearchBar location={location} place={place} onSearch={search} text={text} />
          <div className="search-controls__row">
            <KindSwitch kind={kind} state={state} text={text} />
            {distance}
            <SortSelect sort={sort} canSortByDistance={place !== null} onChange={setSort} text={text} />
            <ViewToggle view={view} onChange={setView} onPrefetchMap={prefetchResultsMap} text={text} />
          </div>
        </div>
      ) : (
        <PhoneSearch
          kind={kind}
          state={state}
          area={area}
          resultCount={isCurrent ? text.total(meta) : null}
          resultTotal={isCurrent ? meta.total : null}
          onSearch={search}
          onSort={setSort}
          onFilters={setFilters}
          onKm={setKm}
          onView={setView}
          onPrefetchMap={prefetchResultsMap}
          actions={renderSearchActions?.(kind)}
          text={text}
        />
      )}
      <FiltersSidePanel kind={kind} filters={kindFilters} onChange={setFilters} text={text} />
      <section
        className={`search-results${view === 'map' ? ' search-results--map' : ''}`}
        aria-labelledby={RESULTS_HEADING_ID}
      >
        <h2 id={RESULTS_HEADING_ID} className="search-results__heading">
          {location ? t(`results.headingIn.${kind}`, { location }) : t(`results.headingAll.${kind}`)}
        </h2>
        {view === 'map' && listings.length > 0 && (
          <div className="search-results__map">
            <MapPanel listings={listings} activeId={activeId} onOpen={openListing} text={text} />
          </div>
        )}
        <div className="search-results__list">
          <ResultsList
            kind={kind}
            headingId={RESULTS_HEADING_ID}
            state={state}
            listings={shownList.listings}
            meta={shownList.meta}
            status={shownList.status}
            activeId={activeId}
            onActivate={setHoveredId}
            onRetry={() => void results.refetch()}
            onClearFilters={() => setFilters({})}
            onLoadMore={() => {
              if (firstPage.isPartial) firstPage.ask();
              else if (isFetchNextPageError) void fetchNextPage();
              else loadMore(loadedPages + 1);
            }}
            onNearEnd={firstPage.isPartial ? firstPage.askOnce : undefined}
            text={text}
          />
        </div>
      </section>
      {listingId && (
        <ListingOverlay
          key={listingId}
          kind={kind}
          listingId={listingId}
          fromResults={listings.find((listing) => listing._id === listingId)}
          onClose={closeListing}
          returnFocusTo={returnFocusTo}
          text={text}
          renderExtras={renderListingExtras}
        />
      )}
    </div>
  );
}
