import type { ReportListQuery } from '@app/shared';
import type { SearchKind } from '@/config/paths';

/** What a page of search results depends on: the place, the sort and the kind's filters. */
export type SearchResultsParams = Readonly<Record<string, unknown>>;

/**
 * Every react-query key of the web app. A key's first word is its group: invalidating a group's
 * `all` (or a shorter key) reaches everything under it, and nothing of another group. Single-use
 * links (verify-email, confirm-available, unsubscribe) have groups of their own, so that reading
 * anything again never sends a link twice.
 */
export const queryKeys = {
  user: {
    /** GET /user/user-details: the nav's role, its hostels (My Hostel) and tasks (the Works badge). */
    details: () => ['user', 'details'] as const,
  },
  /** GET /user/verify-email/{code}. */
  verifyEmail: (code: string) => ['auth', 'verify-email', code] as const,
  /** POST /user/confirm-available {token}: the reminder email's link. */
  confirmAvailable: (token: string) => ['confirm-available', token] as const,
  /** POST /saved-searches/unsubscribe {token}: the alert email's link. */
  unsubscribe: (token: string) => ['unsubscribe', token] as const,

  /** GET /hostels/get/{id}, whichever screen shows it. */
  hostels: {
    all: ['hostels'] as const,
    detail: (id: string) => ['hostels', 'detail', id] as const,
  },
  /** GET /landlords/{id}, whichever screen shows it. */
  properties: {
    all: ['properties'] as const,
    detail: (id: string) => ['properties', 'detail', id] as const,
  },

  listings: {
    all: ['listings'] as const,
    /** GET /user/listings: every page, kind and search of the owner's own hostels and properties. */
    mine: () => ['listings', 'mine'] as const,
    minePage: (query: Readonly<Record<string, unknown>>) => ['listings', 'mine', query] as const,
    /** Both halves of the admin's verification queue. */
    unverified: () => ['listings', 'unverified'] as const,
    unverifiedHostels: () => ['listings', 'unverified', 'hostels'] as const,
    unverifiedProperties: () => ['listings', 'unverified', 'properties'] as const,
  },

  applications: {
    all: ['applications'] as const,
    /** The listing an application is for, whichever kind it turns out to be. */
    listing: (id: string) => ['applications', 'listing', id] as const,
    /** The admin's list, all open ones or those in one state. */
    buyerLists: () => ['applications', 'buyers', 'list'] as const,
    buyers: (filter: string) => ['applications', 'buyers', 'list', filter] as const,
    /** The mutation key of mark and remove, so the list refetches once the last of them settles. */
    buyerChange: () => ['applications', 'buyers', 'change'] as const,
    /** GET /user/listings/{id}/applicants: one listing's applicants, as its owner sees them. */
    listingApplicants: (listingId: string) => ['applications', 'listing-applicants', listingId] as const,
    /** GET /applications/mine: the logged-in tenant's own applications, every page. */
    mine: () => ['applications', 'mine'] as const,
  },

  search: {
    all: ['search'] as const,
    results: (kind: SearchKind, params: SearchResultsParams) => ['search', kind, 'results', params] as const,
  },

  reports: {
    all: ['reports'] as const,
    /** Every page of both halves of the admin's queue. */
    lists: () => ['reports', 'list'] as const,
    list: (status: ReportListQuery['status'], page: number) => ['reports', 'list', { status, page }] as const,
  },

  freelancers: {
    all: ['freelancers'] as const,
    /** Every page and search of the admin's pending list. */
    unverifiedLists: () => ['freelancers', 'unverified'] as const,
    unverified: (page: number, q: string) => ['freelancers', 'unverified', { page, q }] as const,
  },

  tasks: {
    all: ['tasks'] as const,
    /** GET /freelance/get-task: the caller's open requests. */
    requests: () => ['tasks', 'requests'] as const,
    /** GET /freelance/accepted: the caller's accepted tasks. */
    accepted: () => ['tasks', 'accepted'] as const,
    /** GET /freelance/open-tasks (admin): every open task, shown on the queues' cards. */
    open: () => ['tasks', 'open'] as const,
    /** Every location's approved freelancers (their open-task counts change with an assignment). */
    freelancerLists: () => ['tasks', 'freelancers'] as const,
    /** GET /freelance/verified-location: approved freelancers for a property's location. */
    freelancers: (location: string) => ['tasks', 'freelancers', location] as const,
  },

  savedSearches: {
    all: ['saved-searches'] as const,
    list: () => ['saved-searches', 'list'] as const,
  },

  /** The account's ids (the hearts), its listings, a browser list's, a shared one. */
  shortlist: {
    all: ['shortlist'] as const,
    ids: () => ['shortlist', 'ids'] as const,
    list: () => ['shortlist', 'list'] as const,
    visitor: (ids: readonly string[]) => ['shortlist', 'visitor', ids.join(',')] as const,
    shared: (token: string) => ['shortlist', 'shared', token] as const,
  },

  /** GET /geocode/autocomplete. */
  placeSuggestions: (scope: string, limit: number, q: string) =>
    ['geocode', 'autocomplete', scope, limit, q] as const,

  /** The home page's gallery (two public searches). */
  galleryPhotos: () => ['home', 'gallery-photos'] as const,
};
