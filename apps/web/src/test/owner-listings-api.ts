import type { OwnerListing } from '@app/shared';
import { jsonResponse, ok, queryOf, type Handler } from './api-stub';

/**
 * GET /api/user/listings as the server answers it, over `listings`: the `kind` filter, `q` on
 * name or place (any case), the page and its size, and each kind's count whatever the filter.
 */
export function ownerListingsApi(listings: OwnerListing[]): Record<string, Handler> {
  return {
    'GET /api/user/listings': (_init, url) => {
      const query = queryOf(url);
      const kind = query.get('kind');
      const q = (query.get('q') ?? '').toLowerCase();
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 12);
      const rows = listings.filter(
        (listing) =>
          (!kind || listing.kind === kind) &&
          (!q || listing.name.toLowerCase().includes(q) || listing.location.toLowerCase().includes(q)),
      );
      const counts = {
        hostel: listings.filter((listing) => listing.kind === 'hostel').length,
        property: listings.filter((listing) => listing.kind === 'property').length,
      };
      return jsonResponse({
        ...ok(rows.slice((page - 1) * limit, page * limit)),
        meta: { total: rows.length, page, limit, counts },
      });
    },
  };
}
