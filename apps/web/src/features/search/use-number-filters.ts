import { SearchQuerySchema } from '@app/shared';
import { useState } from 'react';
import type { SearchKind } from '@/config/paths';
import { FILTERS_OF, type ListingFilters } from './filter-params';

export type NumberFilter = 'minPrice' | 'maxPrice' | 'minRooms' | 'maxFloor';
const NUMBER_FILTERS: readonly NumberFilter[] = ['minPrice', 'maxPrice', 'minRooms', 'maxFloor'];

type Drafts = Record<NumberFilter, string>;

const draftsOf = (filters: ListingFilters): Drafts =>
  Object.fromEntries(
    NUMBER_FILTERS.map((key) => [key, filters[key] === undefined ? '' : String(filters[key])]),
  ) as Drafts;

const sameNumbers = (a: ListingFilters, b: ListingFilters) =>
  NUMBER_FILTERS.every((key) => a[key] === b[key]);

/**
 * The typed number filters (prices, rooms, floor) of `kind`: held as typed until the field is left
 * or Enter is pressed, then checked with the shared search schema (its message codes, 'the minimum
 * price cannot be more than the maximum' included) and, when valid, applied.
 */
export function useNumberFilters(
  kind: SearchKind,
  filters: ListingFilters,
  onChange: (filters: ListingFilters) => void,
) {
  const keys = NUMBER_FILTERS.filter((key) => FILTERS_OF[kind].includes(key));
  const [drafts, setDrafts] = useState(() => draftsOf(filters));
  const [errors, setErrors] = useState<Partial<Record<NumberFilter, string>>>({});
  const [shown, setShown] = useState(filters);
  // The URL changed them (Back, Clear filters, a link): show those, as typed text would be stale.
  if (!sameNumbers(shown, filters)) {
    setShown(filters);
    setDrafts(draftsOf(filters));
    setErrors({});
  }

  /** Checks the typed values and applies them; false (with the messages shown) when one is wrong. */
  const commit = (): boolean => {
    const typed = Object.fromEntries(keys.map((key) => [key, drafts[key].trim()]));
    const result = SearchQuerySchema.safeParse(typed);
    if (!result.success) {
      const found: Partial<Record<NumberFilter, string>> = {};
      for (const issue of result.error.issues) {
        const key = keys.find((name) => name === issue.path[0]);
        if (key && !found[key]) found[key] = issue.message;
      }
      setErrors(found);
      return false;
    }
    setErrors({});
    const next: ListingFilters = { ...filters };
    for (const key of keys) {
      if (result.data[key] === undefined) delete next[key];
      else next[key] = result.data[key];
    }
    if (!sameNumbers(next, filters)) onChange(next);
    return true;
  };

  return {
    keys,
    drafts,
    errors,
    setDraft: (key: NumberFilter, value: string) => setDrafts((current) => ({ ...current, [key]: value })),
    commit,
    /** Forgets what was typed (Clear filters). */
    reset: () => {
      setDrafts(draftsOf({}));
      setErrors({});
    },
  };
}
