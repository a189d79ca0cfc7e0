import './search-filters.css';
import { useId } from 'react';
import type { SearchKind } from '@/config/paths';
import type { ListingFilters } from '../filter-params';
import type { SearchText } from '../use-search-text';
import { useWideScreen } from '../use-wide-screen';
import { LazyFilterPanel } from './lazy-filter-panel';

interface SearchFiltersProps {
  kind: SearchKind;
  /** The filters of this kind's search, as the URL has them. */
  filters: ListingFilters;
  onChange: (filters: ListingFilters) => void;
  text: SearchText;
}

/** Wide screens: the filters always open, in a column beside the results. */
export function FiltersSidePanel({ kind, filters, onChange, text }: SearchFiltersProps) {
  const { t } = text;
  const isWide = useWideScreen();
  const titleId = useId();
  if (!isWide) return null;
  return (
    <aside className="search-filters search-filters--side" aria-labelledby={titleId}>
      <h2 id={titleId} className="search-filters__title">
        {t('filters.title')}
      </h2>
      <LazyFilterPanel kind={kind} filters={filters} onChange={onChange} text={text} idPrefix="filters" />
    </aside>
  );
}
