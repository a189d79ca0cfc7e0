import type { OwnerListing } from '@app/shared';
import { jsonResponse, ok, queryOf, type Handler } from './api-stub';

/**
 * GET /api/user/listings as the server answers it, over `listings`: the `kind` filter, `q` on
 * name or place (any case), `needs=attention` (new applicants or `toConfirm`), the page and its
 * size, each kind's count and what needs the owner, whatever the filter.
 */
export function ownerListingsApi(listings: OwnerListing[]): Record<string, Handler> {
  return {
    'GET /api/user/listings': (_init, url) => {
      const query = queryOf(url);
      const kind = query.get('kind');
      const q = (query.get('q') ?? '').toLowerCase();
      const needsAttention = query.get('needs') === 'attention';
      const needsOwner = (listing: OwnerListing) => listing.applicants.new > 0 || listing.toConfirm;
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 12);
      const rows = listings.filter(
        (listing) =>
          (!kind || listing.kind === kind) &&
          (!needsAttention || needsOwner(listing)) &&
          (!q || listing.name.toLowerCase().includes(q) || listing.location.toLowerCase().includes(q)),
      );
      const counts = {
        hostel: listings.filter((listing) => listing.kind === 'hostel').length,
        property: listings.filter((listing) => listing.kind === 'property').length,
      };
      const withNew = listings.filter((listing) => listing.applicants.new > 0);
      const attention = {
        newApplicants: withNew.reduce((sum, listing) => sum + listing.applicants.new, 0),
        listingsWithNew: withNew.length,
        toConfirm: listings.filter((listing) => listing.toConfirm).length,
      };
      return jsonResponse({
        ...ok(rows.slice((page - 1) * limit, page * limit)),
        meta: { total: rows.length, page, limit, counts, attention },
      });
    },
  };
}
