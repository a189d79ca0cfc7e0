import { useCallback } from 'react';
import { readPageParam, usePagedUrlState } from '@/lib/use-url-state';

export type KindFilter = 'all' | 'hostel' | 'property';

/**
 * My listings' state in the URL (`?kind=property&q=baneshwor&needs=attention&page=2`), so Back, a reload and a
 * shared link keep it. Defaults are left out: the plain page is just /control-hostel.
 */
export interface MyListingsState {
  kind: KindFilter;
  /** Part of a name or place; '' for none. */
  q: string;
  /** Only what needs the owner now (`?needs=attention`). */
  needsAttention: boolean;
  page: number;
}

/** OwnerListingsQuerySchema's bounds. */
const MAX_PAGE = 100_000;
const MAX_Q = 100;

/** Reads the URL leniently: a bad or hand-edited value falls back to its default, never an error. */
export function readMyListingsState(params: URLSearchParams): MyListingsState {
  const kind = params.get('kind');
  return {
    kind: kind === 'hostel' || kind === 'property' ? kind : 'all',
    q: (params.get('q') ?? '').trim().slice(0, MAX_Q),
    needsAttention: params.get('needs') === 'attention',
    page: readPageParam(params, MAX_PAGE),
  };
}

export function writeMyListingsState({ kind, q, needsAttention, page }: MyListingsState): URLSearchParams {
  const params = new URLSearchParams();
  if (kind !== 'all') params.set('kind', kind);
  if (q) params.set('q', q);
  if (needsAttention) params.set('needs', 'attention');
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The state from the URL, and the ways the page changes it (each a history entry). */
export function useMyListingsState() {
  const { state, update, goToPage, fixPage } = usePagedUrlState(readMyListingsState, writeMyListingsState);
  return {
    state,
    /** A new filter or search starts at page 1. */
    filter: useCallback((kind: KindFilter) => update({ kind, page: 1 }), [update]),
    search: useCallback((q: string) => update({ q: q.trim().slice(0, MAX_Q), page: 1 }), [update]),
    /** Only what needs the owner now, or everything again (the kind and search stay). */
    showAttention: useCallback((needsAttention: boolean) => update({ needsAttention, page: 1 }), [update]),
    /** Every listing again: no filter, no search. */
    showAll: useCallback(() => update({ kind: 'all', q: '', needsAttention: false, page: 1 }), [update]),
    goToPage,
    fixPage,
  };
}
