import './search-filters.css';
import { useId, useRef, useState } from 'react';
import type { SearchKind } from '@/config/paths';
import { countFilters, type ListingFilters } from '../filter-params';
import { prefetchFilterPanel } from '../load-filter-panel';
import type { SearchText } from '../use-search-text';
import { useWideScreen } from '../use-wide-screen';
import { Dialog } from './dialog';
import { LazyFilterPanel } from './lazy-filter-panel';

interface SearchFiltersProps {
  kind: SearchKind;
  /** The filters of this kind's search, as the URL has them. */
  filters: ListingFilters;
  onChange: (filters: ListingFilters) => void;
  /** The search's total as shown ('143', '1,000+'); null while it updates. */
  resultCount: string | null;
  text: SearchText;
}

/**
 * Phones and tablets: a compact 'Filters (n)' button (so the first result stays on the first
 * screen) that opens the filters in a sheet; Escape, the close button or 'Show results' close it
 * and focus returns to the button. Nothing on a wide screen, which has the side panel.
 */
export function FiltersButton({ kind, filters, onChange, resultCount, text }: SearchFiltersProps) {
  const { t } = text;
  const isWide = useWideScreen();
  const [isOpen, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  if (isWide) return null;
  const count = countFilters(filters);
  const close = () => setOpen(false);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`button search-filters__open${count > 0 ? ' search-filters__open--active' : ''}`}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={prefetchFilterPanel}
        onFocus={prefetchFilterPanel}
        onClick={() => setOpen(true)}
      >
        {count > 0 ? t('filters.openCount', { count }) : t('filters.open')}
      </button>
      {isOpen && (
        <Dialog
          titleId={titleId}
          closeLabel={t('filters.close')}
          onClose={close}
          returnFocusTo={() => buttonRef.current}
        >
          <div className="search-filters search-filters--sheet">
            <h2 id={titleId} className="search-filters__title">
              {t('filters.title')}
            </h2>
            <LazyFilterPanel
              kind={kind}
              filters={filters}
              onChange={onChange}
              text={text}
              idPrefix="filters-sheet"
              onDone={close}
              resultCount={resultCount}
            />
          </div>
        </Dialog>
      )}
    </>
  );
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
