import { LISTING_QUERY_PARAM, readNepalPoint, SEARCH_SORTS, type SearchSort } from '@app/shared';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUrlState, type UrlChangeOptions } from '@/lib/use-url-state';
import type { SearchKind } from '@/config/paths';
import { filtersFor, readFilters, writeFilters, type ListingFilters } from './filter-params';

/**
 * The URL is the search's state (shareable, survives reload, Back undoes a search):
 * `?location=pokhara&lat=..&lon=..&km=3&sort=price_asc&pages=2&view=map&listing=<id>`.
 * Defaults are left out, so the plain page is just `/bhada/hostel`.
 */

const LOCATION_MAX = 200;
const LISTING_ID_MAX = 100;
/** Load More restores at most this many pages after a reload (1,000 results at 20 a page). */
export const MAX_PAGES = 50;

export type SearchView = 'list' | 'map';

export interface Place {
  lat: number;
  lon: number;
}

/** What decides the results (the query key); paging, view and overlay do not. */
export interface SearchFilters {
  location: string;
  /** Set when the location came from a suggestion; enables sorting by distance. */
  place: Place | null;
  /** undefined: the server's order (best match for free text, newest for a place). */
  sort: SearchSort | undefined;
  /** Price, rooms and attributes (filter-params.ts); a search uses those of its kind. */
  filters: ListingFilters;
  /** The ring around a named place, in km (`km`); null: the server sizes it to the place. */
  km: number | null;
}

export interface SearchState extends SearchFilters {
  pages: number;
  view: SearchView;
  listingId: string | null;
}

const isSort = (value: string | null): value is SearchSort => SEARCH_SORTS.some((sort) => sort === value);

function readPlace(params: URLSearchParams): Place | null {
  const lat = params.get('lat');
  const lon = params.get('lon');
  if (!lat || !lon) return null;
  return readNepalPoint(lat, lon);
}

/** The API's range for `km` (SearchQuerySchema): more than 0, at most 500. */
export const KM_MAX = 500;

function readKm(value: string | null): number | null {
  const km = Number(value);
  return value && Number.isFinite(km) && km > 0 && km <= KM_MAX ? km : null;
}

function readPages(value: string | null): number {
  const pages = Number(value);
  return Number.isInteger(pages) && pages >= 1 ? Math.min(pages, MAX_PAGES) : 1;
}

/** Reads the URL leniently: a bad or hand-edited value falls back to its default, never an error. */
export function readSearchState(params: URLSearchParams): SearchState {
  const place = readPlace(params);
  const sort = params.get('sort');
  const listingId = params.get(LISTING_QUERY_PARAM)?.trim() ?? '';
  return {
    location: (params.get('location') ?? '').trim().slice(0, LOCATION_MAX),
    place,
    // Distance needs a point to measure from; the server refuses 'nearest' without one.
    sort: isSort(sort) && (sort !== 'nearest' || place !== null) ? sort : undefined,
    filters: readFilters(params),
    km: readKm(params.get('km')),
    pages: readPages(params.get('pages')),
    view: params.get('view') === 'map' ? 'map' : 'list',
    listingId: listingId && listingId.length <= LISTING_ID_MAX ? listingId : null,
  };
}

export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.location) params.set('location', state.location);
  if (state.place) {
    params.set('lat', String(state.place.lat));
    params.set('lon', String(state.place.lon));
  }
  if (state.km !== null) params.set('km', String(state.km));
  if (state.sort) params.set('sort', state.sort);
  writeFilters(state.filters, params);
  if (state.pages > 1) params.set('pages', String(state.pages));
  if (state.view === 'map') params.set('view', 'map');
  if (state.listingId) params.set(LISTING_QUERY_PARAM, state.listingId);
  return params;
}

/** `?…` for a link to the same search with the overlay of `listingId` open. */
export function listingSearch(state: SearchState, listingId: string): string {
  return `?${writeSearchState({ ...state, listingId }).toString()}`;
}

/**
 * The same search on the other kind's page (hostels ↔ rooms and flats): the place, its point, the
 * ring and the order stay; the filters both kinds have stay, the other kind's are dropped.
 */
export function kindSwitchSearch(state: SearchState, kind: SearchKind): string {
  const params = writeSearchState({
    ...state,
    filters: filtersFor(kind, state.filters),
    pages: 1,
    view: 'list',
    listingId: null,
  });
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Marks history entries the overlay pushed, so closing it can go Back instead of adding one. */
export const OVERLAY_STATE = { fromResults: true } as const;

export function isOverlayEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'fromResults' in state;
}

/** The search state from the URL, and the ways the page changes it. */
export function useSearchState() {
  const { state, change } = useUrlState(readSearchState, writeSearchState);
  const location = useLocation();
  const navigate = useNavigate();

  const update = useCallback(
    (patch: Partial<SearchState>, options?: UrlChangeOptions) =>
      change((current) => ({ ...current, ...patch }), options),
    [change],
  );

  /** `sort` is for a search that asks for an order of its own (a campus chosen: nearest first). */
  const search = useCallback(
    (text: string, place: Place | null, nextSort?: SearchSort) =>
      change((previous) => {
        const sort = nextSort ?? (previous.sort === 'nearest' && place === null ? undefined : previous.sort);
        const location = text.trim().slice(0, LOCATION_MAX);
        // Another place gets the ring the server sizes to it, not the one chosen for the last place.
        const km = location === previous.location ? previous.km : null;
        return { ...previous, location, place, sort, km, pages: 1, listingId: null };
      }),
    [change],
  );

  const isOverlayPushed = isOverlayEntry(location.state);
  const closeListing = useCallback(() => {
    // Opened from the results: Back is the close, so the phone's Back button and ours agree.
    if (isOverlayPushed) void navigate(-1);
    else update({ listingId: null }, { replace: true });
  }, [isOverlayPushed, navigate, update]);

  return {
    state,
    search,
    setSort: (sort: SearchSort | undefined) => update({ sort, pages: 1 }),
    setFilters: (filters: ListingFilters) => update({ filters, pages: 1 }),
    setKm: (km: number | null) => update({ km, pages: 1 }),
    setView: (view: SearchView) => update({ view }, { replace: true }),
    loadMore: (pages: number) => update({ pages }, { replace: true }),
    openListing: (listingId: string) => update({ listingId }, { state: OVERLAY_STATE }),
    closeListing,
  };
}
