import { http, HttpResponse } from 'msw';

const okEnvelope = (data: unknown, meta?: unknown) =>
  HttpResponse.json({ success: true, error: false, message: 'OK', data, ...(meta ? { meta } : {}) });

const isHomeGallery = (request: Request) => {
  const query = new URL(request.url).searchParams;
  return query.get('sort') === 'newest' && query.get('page') === '1' && query.get('limit') === '4';
};
const emptyGallery = () => okEnvelope([], { total: 0, page: 1, limit: 4 });

/**
 * What screens ask on the side, answered as for a new account on an empty site, so that a test
 * about something else need not stub it: the nav's saved-listing ids when signed in, and the home
 * page's newest photos. A test's own handlers for the same requests take precedence.
 */
export const sideRequestHandlers = [
  http.get('/api/shortlist/ids', () => okEnvelope({ ids: [] })),
  http.get('/api/hostels/by-address', ({ request }) => (isHomeGallery(request) ? emptyGallery() : undefined)),
  http.get('/api/landlords/verified/by-address', ({ request }) =>
    isHomeGallery(request) ? emptyGallery() : undefined,
  ),
];
