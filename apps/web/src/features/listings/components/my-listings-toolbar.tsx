import { useState } from 'react';
import type { KindFilter } from '../my-listings-state';
import { useListingText } from '../use-listing-text';

export const MY_LISTINGS_SEARCH_ID = 'my-listings-search';

interface FilterProps {
  kind: KindFilter;
  counts: { hostel: number; property: number };
  onFilter: (kind: KindFilter) => void;
}

/** All, Hostels (n), Rooms and flats (n): toggle chips, the chosen one pressed. */
export function MyListingsFilter({ kind, counts, onFilter }: FilterProps) {
  const { t, number } = useListingText();
  const chips: { value: KindFilter; label: string }[] = [
    { value: 'all', label: t('mine.filterAll') },
    { value: 'hostel', label: t('mine.filterHostels', { n: number(counts.hostel) }) },
    { value: 'property', label: t('mine.filterProperties', { n: number(counts.property) }) },
  ];
  return (
    <div className="my-listings__filter" role="group" aria-label={t('mine.filterLabel')}>
      {chips.map((chip) => (
        <button
          key={chip.value}
          type="button"
          className="my-listings__chip"
          aria-pressed={kind === chip.value}
          onClick={() => {
            if (kind !== chip.value) onFilter(chip.value);
          }}
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
}

interface SearchProps {
  /** The search in the URL. */
  value: string;
  onSearch: (q: string) => void;
}

/** Name or place, sent when the owner presses Search (or Enter). */
export function MyListingsSearch({ value, onSearch }: SearchProps) {
  const { t } = useListingText();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // The URL changed elsewhere (Back, Clear search): the box follows.
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  return (
    <form
      role="search"
      className="my-listings__search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label className="form-field__label" htmlFor={MY_LISTINGS_SEARCH_ID}>
        {t('mine.searchLabel')}
      </label>
      <div className="my-listings__search-row">
        <input
          id={MY_LISTINGS_SEARCH_ID}
          className="form-input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          placeholder={t('mine.searchHint')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button">
          {t('mine.search')}
        </button>
      </div>
    </form>
  );
}
