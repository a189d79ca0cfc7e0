import { SEARCH_SORTS, type SearchSort } from '@app/shared';
import type { SearchText } from '../use-search-text';

interface SortSelectProps {
  sort: SearchSort | undefined;
  /** Nearest needs a chosen place to measure from. */
  canSortByDistance: boolean;
  onChange: (sort: SearchSort | undefined) => void;
  /** The phone's chip: an icon; the label and the hint are read out but not shown. */
  compact?: boolean;
  text: SearchText;
}

const RELEVANCE = '';

const isSort = (value: string): value is SearchSort => SEARCH_SORTS.some((sort) => sort === value);

export function SortSelect({ sort, canSortByDistance, onChange, compact = false, text }: SortSelectProps) {
  const { t } = text;
  return (
    <div
      className={
        compact ? `search-chip search-sort--chip${sort ? ' search-chip--active' : ''}` : 'search-sort'
      }
      title={compact ? t('form.sortLabel') : undefined}
    >
      {/* The chip shows an icon; the select over it, unseen, is what is pressed and read out. */}
      {compact && (
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M7 4v15m0 0-3.5-3.5M7 19l3.5-3.5M17 20V5m0 0-3.5 3.5M17 5l3.5 3.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      )}
      <label htmlFor="search-sort" className={compact ? 'visually-hidden' : undefined}>
        {t('form.sortLabel')}
      </label>
      <select
        id="search-sort"
        className={compact ? 'search-sort__chip-select' : 'form-input search-sort__select'}
        value={sort ?? RELEVANCE}
        aria-describedby={canSortByDistance ? undefined : 'search-sort-hint'}
        onChange={(event) => onChange(isSort(event.target.value) ? event.target.value : undefined)}
      >
        <option value={RELEVANCE}>{t('sort.relevance')}</option>
        {SEARCH_SORTS.map((value) => (
          <option key={value} value={value} disabled={value === 'nearest' && !canSortByDistance}>
            {t(`sort.${value}`)}
          </option>
        ))}
      </select>
      {!canSortByDistance && (
        <p id="search-sort-hint" className={compact ? 'visually-hidden' : 'search-sort__hint'}>
          {t('form.nearestHint')}
        </p>
      )}
    </div>
  );
}
