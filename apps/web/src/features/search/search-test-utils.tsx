import type { Hostel, Property } from '@app/shared';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { jsonResponse, ok } from '@/test/api-stub';
import { createTestQueryClient } from '@/test/render';

// Whole screens with a lazy route (its code compiles on first use) on a shared, busy CI machine:
// findBy* may take a while. A generous limit costs nothing when things are fast.
configure({ asyncUtilTimeout: 10_000 });

let sequence = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export function hostel(overrides: Partial<Hostel> = {}): Hostel {
  const _id = overrides._id ?? nextId();
  return {
    _id,
    kind: 'hostel',
    name: `Phewa Boys Hostel ${_id.slice(-3)}`,
    location: 'Lakeside, Pokhara, Kaski, Gandaki, Nepal',
    coordinate: { lat: 28.211, lon: 83.958 },
    room: 12,
    description: 'Meals twice a day included.',
    contact_no: '9812345678',
    email: null,
    price: 12_000,
    image: [`/uploads/${_id}-1200.webp`],
    thumbnail: [`/uploads/${_id}-400.webp`],
    sold: false,
    verified: true,
    createdAt: '2026-10-01T08:00:00.000Z',
    width: 10,
    length: 12,
    Applicants: 3,
    listedBy: 'Sita Gurung',
    isOwner: false,
    evidence: null,
    availability: null,
    hidden: false,
    gender: null,
    meals: null,
    amenities: [],
    ...overrides,
  };
}

export function property(overrides: Partial<Property> = {}): Property {
  const _id = overrides._id ?? nextId();
  return {
    _id,
    kind: 'property',
    name: `Sharma Niwas ${_id.slice(-3)}`,
    location: 'Bagar, Pokhara, Kaski, Gandaki, Nepal',
    coordinate: { lat: 28.235, lon: 83.99 },
    coordinates: { lat: 28.235, lon: 83.99 },
    Contact_no1: '9801234567',
    Contact_no2: '9841234567',
    price: 150_000,
    pricing: 150_000,
    shutter: 2,
    length: 9.6,
    width: 6.6,
    room: 4,
    Rooms: 4,
    bathroom: 2,
    description: 'Quiet family house.',
    image: [`/uploads/${_id}-a-1200.webp`, `/uploads/${_id}-b-1200.webp`, `/uploads/${_id}-c-1200.webp`],
    thumbnail: [`/uploads/${_id}-a-400.webp`, `/uploads/${_id}-b-400.webp`, `/uploads/${_id}-c-400.webp`],
    Applicants: 0,
    sold: false,
    verified: true,
    createdAt: '2026-09-15T08:00:00.000Z',
    email: 'owner@example.com',
    listedBy: 'Ram Sharma',
    isOwner: false,
    evidence: null,
    availability: null,
    hidden: false,
    propertyType: null,
    furnished: null,
    parking: null,
    water: null,
    floor: null,
    ...overrides,
  };
}

/** A search answer: one page of listings with its meta. */
export function searchPage(
  listings: (Hostel | Property)[],
  { page = 1, total = listings.length, limit = 20, totalCapped = false } = {},
) {
  return jsonResponse({ ...ok(listings), meta: { total, page, limit, totalCapped } });
}

export type UrlHandler = (url: URL) => Response | Promise<Response>;

/**
 * Stubs fetch (the network boundary) with handlers keyed "GET /api/path" that see the whole URL,
 * so a test can answer by query (page 2, another sort). Any other request fails the call.
 */
export function stubSearchApi(handlers: Record<string, UrlHandler>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const handler = handlers[`${init.method ?? 'GET'} ${url.pathname}`];
    if (!handler) return Promise.reject(new Error(`Unexpected request: ${url.pathname}`));
    return Promise.resolve(handler(url));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs fetched at `path`, in order. */
export function requestsTo(fetchMock: ReturnType<typeof stubSearchApi>, path: string): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
}

/** The real app at `url` (the search route is lazy, like in production). */
export function renderSearch(url: string, options: { advanceTimers?: (ms: number) => void } = {}) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const view = render(<AppProviders router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient, user };
}

/** The current URL's query, as the user would read it. */
export function currentParams(router: ReturnType<typeof renderSearch>['router']): URLSearchParams {
  return new URLSearchParams(router.state.location.search);
}
