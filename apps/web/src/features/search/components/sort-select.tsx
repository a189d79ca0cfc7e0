import { SEARCH_SORTS, type SearchSort } from '@app/shared';
import type { SearchText } from '../use-search-text';

interface SortSelectProps {
  sort: SearchSort | undefined;
  /** Nearest needs a chosen place to measure from. */
  canSortByDistance: boolean;
  onChange: (sort: SearchSort | undefined) => void;
  text: SearchText;
}

const RELEVANCE = '';

const isSort = (value: string): value is SearchSort => SEARCH_SORTS.some((sort) => sort === value);

export function SortSelect({ sort, canSortByDistance, onChange, text }: SortSelectProps) {
  const { t } = text;
  return (
    <div className="search-sort">
      <label htmlFor="search-sort">{t('form.sortLabel')}</label>
      <select
        id="search-sort"
        className="form-input search-sort__select"
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
        <p id="search-sort-hint" className="search-sort__hint">
          {t('form.nearestHint')}
        </p>
      )}
    </div>
  );
}
