import type { SearchArea, SearchSort } from '@app/shared';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useAttributeText } from '@/components/listing-attributes/use-attribute-text';
import type { SearchKind } from '@/config/paths';
import { countFilters, filtersFor, type ListingFilters } from '../filter-params';
import { prefetchFilterPanel } from '../load-filter-panel';
import type { Place, SearchState, SearchView } from '../search-state';
import { summaryText } from '../summary-text';
import type { SearchText } from '../use-search-text';
import { Dialog } from './dialog';
import { DistanceSelect } from './distance-select';
import { KindSwitch } from './kind-switch';
import { LazyFilterPanel } from './lazy-filter-panel';
import { SearchBar } from './search-bar';
import { SortSelect } from './sort-select';
import { ViewToggle } from './view-toggle';

interface PhoneSearchProps {
  kind: SearchKind;
  state: SearchState;
  /** The named place the server searched and its ring (`meta.area`), once known. */
  area: SearchArea | null | undefined;
  /** The search's total as shown ('143', '1,000+') and as a number; null while it updates. */
  resultCount: string | null;
  resultTotal: number | null;
  onSearch: (text: string, place: Place | null, sort?: SearchSort) => void;
  onSort: (sort: SearchSort | undefined) => void;
  onFilters: (filters: ListingFilters) => void;
  onKm: (km: number | null) => void;
  onView: (view: SearchView) => void;
  onPrefetchMap: () => void;
  /** The router's page actions ("Save this search"), at the top of the sheet. */
  actions: ReactNode;
  text: SearchText;
}

/**
 * Below 1024 px the search is one sticky line: a summary of it ("Kirtipur · Girls · up to
 * Rs. 12,000") and compact chips (Sort, Filters with its count, Map), so two results show on the
 * first screen.
 * The summary and Filters open one sheet with the place, Hostels / Rooms & flats, the distance and
 * the filters, closed by Escape, × or 'Show N results'; focus returns to what opened it.
 */
export function PhoneSearch({
  kind,
  state,
  area,
  resultCount,
  resultTotal,
  onSearch,
  onSort,
  onFilters,
  onKm,
  onView,
  onPrefetchMap,
  actions,
  text,
}: PhoneSearchProps) {
  const { t } = text;
  const names = useAttributeText();
  /** Which of the two buttons opened the sheet: focus goes back to it. */
  const [openedBy, setOpenedBy] = useState<'summary' | 'filters' | null>(null);
  const summaryRef = useRef<HTMLButtonElement>(null);
  const filtersRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const kindFilters = filtersFor(kind, state.filters);
  const count = countFilters(kindFilters);
  const summary = summaryText({ kind, location: state.location, filters: state.filters, area }, text, names);
  const close = () => setOpenedBy(null);
  const opener = (which: 'summary' | 'filters') => ({
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': openedBy === which,
    onPointerEnter: prefetchFilterPanel,
    onFocus: prefetchFilterPanel,
    onClick: () => setOpenedBy(which),
  });
  return (
    <div className="search-summary">
      <div className="search-summary__line">
        <button type="button" className="search-summary__open" ref={summaryRef} {...opener('summary')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{t('summary.open')}:</span>{' '}
          <span className="search-summary__text">{summary}</span>
        </button>
        <SortSelect
          sort={state.sort}
          canSortByDistance={state.place !== null}
          onChange={onSort}
          compact
          text={text}
        />
        <button
          type="button"
          className={`search-chip search-chip--icon${count > 0 ? ' search-chip--active' : ''}`}
          aria-label={count > 0 ? t('filters.openCount', { count }) : t('filters.open')}
          title={t('filters.open')}
          ref={filtersRef}
          {...opener('filters')}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M4 7h9m4 0h3M4 17h3m4 0h9M15 4.5v5M9 14.5v5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          {count > 0 && (
            <span className="search-chip__count" aria-hidden="true">
              {text.count(count)}
            </span>
          )}
        </button>
        <ViewToggle view={state.view} onChange={onView} onPrefetchMap={onPrefetchMap} text={text} />
      </div>
      {openedBy && (
        <Dialog
          titleId={titleId}
          closeLabel={t('summary.close')}
          onClose={close}
          returnFocusTo={() => (openedBy === 'summary' ? summaryRef : filtersRef).current}
        >
          <div className="search-sheet">
            <h2 id={titleId} className="search-sheet__title">
              {t('summary.sheetTitle')}
            </h2>
            {actions && <div className="search-sheet__actions">{actions}</div>}
            <SearchBar location={state.location} place={state.place} onSearch={onSearch} text={text} />
            <KindSwitch kind={kind} state={state} text={text} />
            {(state.place || area) && (
              <DistanceSelect km={state.km} serverKm={area?.km ?? null} onChange={onKm} text={text} />
            )}
            <h3 className="search-sheet__subtitle">{t('filters.title')}</h3>
            <LazyFilterPanel
              kind={kind}
              filters={kindFilters}
              onChange={onFilters}
              text={text}
              idPrefix="filters-sheet"
              onDone={close}
              resultCount={resultCount}
              resultTotal={resultTotal}
            />
          </div>
        </Dialog>
      )}
    </div>
  );
}
