import type { DbOrTx } from '../src/db/client';
import { listings } from '../src/db/tables/listings';
import { listingPlaces } from '../src/db/tables/search';
import { placesInText } from '../src/modules/geocode/place-resolver';

type SearchRow = typeof listingPlaces.$inferSelect;

const byListingAndPlace = (a: SearchRow, b: SearchRow) =>
  a.listingId.localeCompare(b.listingId) || a.place.localeCompare(b.place);

/**
 * What listing_places must hold, worked out here from the listings alone (not by the code under
 * test): for each listing search may show, one row per place its location names, copying its columns.
 */
export async function searchRowsFromScratch(
  db: DbOrTx,
  placesOf: (location: string) => string[] = placesInText,
) {
  const all = await db.select().from(listings);
  return all
    .filter((l) => l.verified && l.hiddenAt === null && !l.heldByReports && !l.stale)
    .flatMap((l) =>
      placesOf(l.location).map((place): SearchRow => ({
        place,
        listingId: l.id,
        kind: l.kind,
        sold: l.sold,
        expired: l.verificationExpiredAt !== null,
        visited: l.verificationLevel === 'visited',
        price: l.price,
        createdAt: l.createdAt,
        lat: l.lat,
        lon: l.lon,
        rooms: l.rooms,
        gender: l.gender,
        meals: l.meals,
        amenities: l.amenities,
        propertyType: l.propertyType,
        furnished: l.furnished,
        parking: l.parking,
        water: l.water,
        floor: l.floor,
      })),
    )
    .sort(byListingAndPlace);
}

/** What listing_places holds, in the same order. */
export async function storedSearchRows(db: DbOrTx) {
  return (await db.select().from(listingPlaces)).sort(byListingAndPlace);
}
