import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** The `page` of a paged screen's URL, leniently: a bad or hand-edited value means page 1. */
export function readPageParam(params: URLSearchParams, maxPage: number): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1;
}

export interface UrlChangeOptions {
  /** In place of the current history entry instead of a new one. */
  replace?: boolean;
  /** The history entry's state. */
  state?: unknown;
}

/**
 * A screen's state kept in the URL's query, so Back, a reload and a shared link keep it: the state
 * read from the URL, and `change`, which writes the next one (a history entry unless `replace`).
 *
 * react-router hands a functional update the params of the last render, and renders a navigation
 * in a transition, after the address bar has changed. A change asked for before the page has
 * rendered the one before it (a filter ticked just after a search was submitted, while its results
 * load) would build on stale params and undo that search. So each change builds on the last one
 * asked for, until a render brings params of its own (that change, or Back and Forward).
 */
export function useUrlState<S>(read: (params: URLSearchParams) => S, write: (state: S) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => read(params), [params, read]);
  const asked = useRef<{ renderedWith: URLSearchParams; next: URLSearchParams } | null>(null);

  const change = useCallback(
    (next: (current: S) => S, { replace = false, state: historyState }: UrlChangeOptions = {}) => {
      const current = asked.current?.renderedWith === params ? asked.current.next : params;
      const written = write(next(read(current)));
      asked.current = { renderedWith: params, next: written };
      setParams(written, {
        replace,
        state: historyState,
        // The layout's ScrollRestoration would jump to the top on every change otherwise.
        preventScrollReset: true,
      });
    },
    [params, setParams, read, write],
  );

  return { state, change };
}

/** A paged screen's state in the URL (`useUrlState`), with the page moves every such screen has. */
export function usePagedUrlState<S extends { page: number }>(
  read: (params: URLSearchParams) => S,
  write: (state: S) => URLSearchParams,
) {
  const { state, change } = useUrlState(read, write);
  const update = useCallback(
    (patch: Partial<S>, replace = false) => change((current) => ({ ...current, ...patch }), { replace }),
    [change],
  );

  return {
    state,
    update,
    goToPage: useCallback((page: number) => update({ page } as Partial<S>), [update]),
    /** A page that no longer exists (its last card went, or an old link): the last one instead, in place. */
    fixPage: useCallback((page: number) => update({ page } as Partial<S>, true), [update]),
  };
}
