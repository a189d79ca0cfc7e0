import { http } from 'msw';
import { jsonResponse, ok } from '../envelope';

/**
 * The home gallery's newest listings (newest first, no place), answered with none: an empty page
 * of the size asked for, so the gallery may ask for any size. Any other search falls through to
 * "unhandled request", so a search test that forgot its stub still fails.
 */
const noListings = ({ request }: { request: Request }) => {
  const query = new URL(request.url).searchParams;
  if (query.get('sort') !== 'newest' || query.get('location')) return undefined;
  const meta = { total: 0, page: Number(query.get('page') ?? 1), limit: Number(query.get('limit') ?? 0) };
  return jsonResponse({ ...ok([]), meta });
};

/**
 * What screens ask on the side, answered as for a new account on an empty site, so that a test
 * about something else need not stub it: the nav's saved-listing ids when signed in, the home
 * page's newest photos (any search of either kind finds nothing), and place suggestions (none). A
 * location field asks for suggestions 300 ms after the last letter typed, so whether a test that
 * types a place and moves on makes that request depends on how fast the machine types: answered
 * here, it never fails a test that is about something else. A test's own handlers for the same
 * requests take precedence.
 */
export const sideRequestHandlers = [
  http.get('/api/shortlist/ids', () => jsonResponse(ok({ ids: [] }))),
  http.get('/api/hostels/by-address', noListings),
  http.get('/api/landlords/verified/by-address', noListings),
  http.get('/api/geocode/autocomplete', () => jsonResponse(ok([]))),
];
