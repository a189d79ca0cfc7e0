import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The `page` of a paged screen's URL, leniently: a bad or hand-edited value means page 1. */
export function readPageParam(params: URLSearchParams, maxPage: number): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1;
}

/**
 * A paged screen's state kept in the URL, so Back and a reload keep it: the state read from the
 * URL, and the ways to change it (each a history entry unless `replace`).
 */
export function usePagedUrlState<S extends { page: number }>(
  read: (params: URLSearchParams) => S,
  write: (state: S) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => read(params), [params, read]);

  const update = useCallback(
    (patch: Partial<S>, replace = false) =>
      setParams((current) => write({ ...read(current), ...patch }), {
        replace,
        // The layout's ScrollRestoration would jump to the top on every change otherwise.
        preventScrollReset: true,
      }),
    [setParams, read, write],
  );

  return {
    state,
    update,
    goToPage: useCallback((page: number) => update({ page } as Partial<S>), [update]),
    /** A page that no longer exists (its last card went, or an old link): the last one instead, in place. */
    fixPage: useCallback((page: number) => update({ page } as Partial<S>, true), [update]),
  };
}
