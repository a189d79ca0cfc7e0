import './filter-panel.css';
import { MAX_FLOOR } from '@app/shared';
import { useState } from 'react';
import { FormField } from '@/components/form-field';
import { useAttributeText } from '@/components/listing-attributes/use-attribute-text';
import type { SearchKind } from '@/config/paths';
import { countFilters, type ListingFilters } from '../filter-params';
import { useNumberFilters, type NumberFilter } from '../use-number-filters';
import type { SearchText } from '../use-search-text';
import { HostelChoices, PropertyChoices } from './filter-choices';
import { VisitedChoice } from './visited-choice';

export interface FilterPanelProps {
  kind: SearchKind;
  /** The filters of this kind's search, as the URL has them. */
  filters: ListingFilters;
  onChange: (filters: ListingFilters) => void;
  text: SearchText;
  /** Prefix of the controls' ids. */
  idPrefix: string;
  /** In the phone's sheet: 'Show results' applies what was typed and closes it. */
  onDone?: (() => void) | undefined;
  /** 'Results: 143' under the filters (the sheet covers the list); null while they update. */
  resultCount?: string | null | undefined;
  /** The same total as a number, for 'Show 1 result' / 'Show 14 results'; null while it updates. */
  resultTotal?: number | null | undefined;
}

const LIMITS: Record<NumberFilter, { min: number; max?: number; step: number }> = {
  minPrice: { min: 0, step: 500 },
  maxPrice: { min: 0, step: 500 },
  minRooms: { min: 1, max: 100, step: 1 },
  maxFloor: { min: 0, max: MAX_FLOOR, step: 1 },
};

/**
 * Price range, rooms and every attribute of `kind`'s listings. Choices apply at once; typed numbers
 * when their field is left or on Enter, once the shared schema accepts them. Each change is a new
 * search from page 1 (the page's `setFilters`).
 */
export default function FilterPanel({
  kind,
  filters,
  onChange,
  text,
  idPrefix,
  onDone,
  resultCount,
  resultTotal,
}: FilterPanelProps) {
  const { t, message } = text;
  const names = useAttributeText();
  // What was chosen, shown at once: the URL (and so `filters`) follows a moment later, in a
  // transition, and a controlled box would flick back until then.
  const [chosen, setChosen] = useState(filters);
  const [fromUrl, setFromUrl] = useState(filters);
  if (fromUrl !== filters) {
    setFromUrl(filters);
    setChosen(filters);
  }
  const apply = (next: ListingFilters) => {
    setChosen(next);
    onChange(next);
  };
  const numbers = useNumberFilters(kind, chosen, apply);
  const set = (patch: Partial<ListingFilters>) => {
    const next: Record<string, unknown> = { ...chosen, ...patch };
    for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
    apply(next);
  };

  const numberField = (key: NumberFilter, label: string, hint?: string) => (
    <FormField id={`${idPrefix}-${key}`} label={label} hint={hint} error={message(numbers.errors[key])}>
      {(control) => (
        <input
          {...control}
          className="form-input"
          type="number"
          inputMode="numeric"
          {...LIMITS[key]}
          value={numbers.drafts[key]}
          onChange={(event) => numbers.setDraft(key, event.target.value)}
          onBlur={() => numbers.commit()}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            numbers.commit();
          }}
        />
      )}
    </FormField>
  );

  const choices = { idPrefix, filters: chosen, set, text, names };
  const hasFilters = countFilters(chosen) > 0;
  return (
    <form
      className="search-filters__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (numbers.commit()) onDone?.();
      }}
    >
      <fieldset className="search-filters__price">
        <legend className="form-field__label">{t('filters.price')}</legend>
        {numberField('minPrice', t('filters.minPrice'))}
        {numberField('maxPrice', t('filters.maxPrice'))}
      </fieldset>
      {numberField('minRooms', t('filters.minRooms'))}
      <VisitedChoice {...choices} />
      {kind === 'hostel' ? <HostelChoices {...choices} /> : <PropertyChoices {...choices} />}
      {kind === 'bhada' && numberField('maxFloor', t('filters.maxFloor'), t('filters.maxFloorHint'))}
      <div className="search-filters__actions">
        {resultCount !== undefined && (
          <p className="search-filters__count" role="status">
            {resultCount === null ? t('filters.updating') : t('filters.results', { total: resultCount })}
          </p>
        )}
        {/* Stays (disabled) once pressed, so focus is not lost with it. */}
        <button
          type="button"
          className="button"
          aria-disabled={!hasFilters}
          onClick={() => {
            if (!hasFilters) return;
            numbers.reset();
            apply({});
          }}
        >
          {t('filters.clear')}
        </button>
        {onDone && (
          <button type="submit" className="button button--primary">
            {resultCount && typeof resultTotal === 'number'
              ? t('filters.showCount', { count: resultTotal, total: resultCount })
              : t('filters.show')}
          </button>
        )}
      </div>
    </form>
  );
}
