import type { SearchMeta } from '@app/shared';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths, type SearchKind } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { distanceOrigin } from '../distance-origin';
import { countFilters, filtersFor } from '../filter-params';
import type { Listing } from '../listing';
import { listingSearch, type SearchState } from '../search-state';
import type { SearchText } from '../use-search-text';
import { AreaNote } from './area-note';
import { ResultCard } from './result-card';

interface ResultsListProps {
  kind: SearchKind;
  /** id of the results heading, which names the list. */
  headingId: string;
  state: SearchState;
  listings: Listing[];
  meta: SearchMeta | undefined;
  status: {
    isPending: boolean;
    error: Error | null;
    isUpdating: boolean;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
  };
  activeId: string | null;
  onActivate: (id: string) => void;
  onRetry: () => void;
  /** Empty because of the filters: clears them. */
  onClearFilters: () => void;
  onLoadMore: () => void;
  /** Called when Load more comes within a screen of the viewport (the page the server drew is partial). */
  onNearEnd?: () => void;
  text: SearchText;
}

/**
 * A failed search in the reader's language: what the server said about the search (a 4xx with its
 * message code: text too long, no place to sort by), else the screen's published fallback.
 */
function errorText(error: Error | null, text: SearchText): string[] {
  const { t } = text;
  if (!(error instanceof ApiError)) return [t('results.fetchFailed')];
  const said = error.status >= 400 && error.status < 500 ? error.messageCode : undefined;
  const lines = [said ? text.message(said) : t('results.fetchFailed')];
  if (error.isNetworkError || error.isTimeout) lines.push(t('results.offline'));
  return lines;
}

/** Cards above the fold on arrival (two on a phone, a row on a wide screen). */
const LEADING_CARDS = 2;

/** The results: loading, error with Retry, empty, or cards with 'Showing X of Y' and Load more. */
export function ResultsList({
  kind,
  headingId,
  state,
  listings,
  meta,
  status,
  activeId,
  onActivate,
  onRetry,
  onClearFilters,
  onLoadMore,
  onNearEnd,
  text,
}: ResultsListProps) {
  const { t } = text;
  const listRef = useRef<HTMLUListElement>(null);
  // After Load more, focus moves to the first new card, so keyboard users continue where they were.
  const focusIndexRef = useRef<number | null>(null);
  useEffect(() => {
    const index = focusIndexRef.current;
    if (index === null || listings.length <= index) return;
    focusIndexRef.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('.search-card__link')[index]?.focus();
  }, [listings.length]);
  const showsMore = status.hasNextPage && !status.isFetchNextPageError && !status.isUpdating;
  const moreRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const more = moreRef.current;
    if (!onNearEnd || !more) return;
    if (typeof IntersectionObserver === 'undefined') return onNearEnd();
    // A screen ahead, so the next cards are there before the reader reaches the end.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNearEnd();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(more);
    return () => observer.disconnect();
  }, [onNearEnd, showsMore]);

  if (status.isPending) {
    return (
      <p role="status" className="search-state">
        {t('results.loading')}
      </p>
    );
  }
  if (status.error && !meta) {
    return (
      <div role="alert" className="search-state search-state--error">
        {errorText(status.error, text).map((line) => (
          <p key={line}>{line}</p>
        ))}
        <button type="button" className="button" onClick={onRetry}>
          {t('results.retry')}
        </button>
      </div>
    );
  }
  if ((listings.length === 0 || !meta) && countFilters(filtersFor(kind, state.filters)) > 0) {
    return (
      <div className="search-state search-state--empty">
        <p className="search-state__title" role="status">
          {t(`filters.empty.${kind}`)}
        </p>
        <p>{t('filters.emptyHint')}</p>
        <button type="button" className="button" onClick={onClearFilters}>
          {t('filters.clear')}
        </button>
      </div>
    );
  }
  if (listings.length === 0 || !meta) {
    return (
      <div className="search-state search-state--empty">
        <p className="search-state__title" role="status">
          {state.location
            ? t(`results.empty.${kind}`, { location: state.location })
            : t(`results.emptyAll.${kind}`)}
        </p>
        {state.location && (
          <>
            <p>{t('results.emptyHint')}</p>
            <Link className="button" to={paths.search(kind)}>
              {t('results.showAll')}
            </Link>
          </>
        )}
      </div>
    );
  }

  const origin = distanceOrigin(state, meta.area);
  return (
    <div className="search-results__body" aria-busy={status.isUpdating}>
      <div className="search-results__meta">
        <p className="search-results__count" role="status">
          {status.isUpdating
            ? t('results.updating')
            : t('results.showing', { shown: text.count(listings.length), total: text.total(meta) })}
        </p>
        <AreaNote meta={meta} text={text} />
      </div>
      <ul
        ref={listRef}
        aria-labelledby={headingId}
        className={`search-grid${status.isUpdating ? ' search-grid--updating' : ''}`}
      >
        {listings.map((listing, index) => (
          <li key={listing._id}>
            <ResultCard
              listing={listing}
              overlaySearch={listingSearch(state, listing._id)}
              isActive={listing._id === activeId}
              onActivate={onActivate}
              text={text}
              isLeading={index < LEADING_CARDS}
              origin={origin}
            />
          </li>
        ))}
      </ul>
      {status.isFetchNextPageError && (
        <div role="alert" className="search-state search-state--error">
          <p>{t('results.loadMoreFailed')}</p>
          <button type="button" className="button" onClick={onLoadMore}>
            {t('results.retry')}
          </button>
        </div>
      )}
      {showsMore && (
        <button
          ref={moreRef}
          type="button"
          className="button search-results__more"
          aria-disabled={status.isFetchingNextPage}
          onClick={() => {
            if (status.isFetchingNextPage) return;
            focusIndexRef.current = listings.length;
            onLoadMore();
          }}
        >
          {status.isFetchingNextPage ? t('results.loadingMore') : t('results.loadMore')}
        </button>
      )}
    </div>
  );
}
