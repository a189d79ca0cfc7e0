import { useCallback } from 'react';
import { readPageParam, usePagedUrlState } from '@/lib/use-url-state';

/**
 * The admin list's state lives in the URL (`?q=ram&page=2`), so Back and a reload keep the page
 * and the search. Defaults are left out: the plain page is just /list-freelancer.
 */
export interface FreelancerListState {
  page: number;
  /** The search (name, email or location); '' for none. */
  q: string;
}

/** FreelancerListQuerySchema's bounds. */
const MAX_PAGE = 100_000;
const MAX_Q = 100;

/** Reads the URL leniently: a bad or hand-edited value falls back to its default, never an error. */
export function readListState(params: URLSearchParams): FreelancerListState {
  return {
    page: readPageParam(params, MAX_PAGE),
    q: (params.get('q') ?? '').trim().slice(0, MAX_Q),
  };
}

export function writeListState({ page, q }: FreelancerListState): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The list's state from the URL, and the ways the page changes it (each a history entry). */
export function useFreelancerListState() {
  const { state, update, goToPage, fixPage } = usePagedUrlState(readListState, writeListState);
  return {
    state,
    /** A new search starts at page 1. */
    search: useCallback((q: string) => update({ q: q.trim().slice(0, MAX_Q), page: 1 }), [update]),
    goToPage,
    fixPage,
  };
}
