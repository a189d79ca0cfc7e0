import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { seedListing, writeListings } from '../../../test/search-factory';
import { searchRowsFromScratch, storedSearchRows } from '../../../test/search-rows';
import { listingPlaces } from '../../db/tables/search';
import { getPlaceById } from '../../integrations/gazetteer';
import { deleteListing, updateListing } from './repository';
import { ringKey } from './search-area';

const app = await buildTestApp();
const kirtipur = getPlaceById('kirtipur')!;
const pokhara = getPlaceById('pokhara')!;
/** About 1 km north of Kirtipur's centre, inside its 3 km ring, in an address naming no place. */
const nearKirtipur = { lat: kirtipur.lat + 0.009, lon: kirtipur.lon };

/** The listing's rows of this area's stored ring (docs/decisions/0025). */
const ringRows = (listingId: string, placeId: string) =>
  app.db
    .select()
    .from(listingPlaces)
    .where(and(eq(listingPlaces.listingId, listingId), eq(listingPlaces.place, ringKey(placeId))));

async function expectInStep() {
  expect(await storedSearchRows(app.db)).toEqual(await searchRowsFromScratch(app.db));
}

describe("an area's ring rows, written in the listing's transaction", async () => {
  const owner = await createUser(app);

  it('holds a new listing within the radius, with its distance, and one naming the place without a point', async () => {
    const near = await seedListing(app, owner.id, { location: 'Ward 9, far hills', ...nearKirtipur });
    const named = await seedListing(app, owner.id, { location: 'Kirtipur' });
    const [nearRow] = await ringRows(near, 'kirtipur');
    expect(nearRow).toMatchObject({ kind: 'hostel', price: 10_000, sold: false });
    expect(nearRow!.distance).toBeGreaterThan(900);
    expect(nearRow!.distance).toBeLessThan(1100);
    expect(await ringRows(named, 'kirtipur')).toMatchObject([{ distance: null }]);
    expect(await ringRows(near, 'pokhara')).toEqual([]);
    await expectInStep();
  });

  it('follows an edit, a move and a deletion', async () => {
    const id = await seedListing(app, owner.id, { location: 'Ward 9, far hills', ...nearKirtipur });

    await writeListings(app, (tx) => updateListing(tx, id, { price: 7_500, sold: true }));
    expect(await ringRows(id, 'kirtipur')).toMatchObject([{ price: 7_500, sold: true }]);
    await expectInStep();

    await writeListings(app, (tx) => updateListing(tx, id, { lat: pokhara.lat, lon: pokhara.lon }));
    expect(await ringRows(id, 'kirtipur')).toEqual([]);
    expect(await ringRows(id, 'pokhara')).toMatchObject([{ distance: 0, price: 7_500 }]);
    await expectInStep();

    // Named in Kirtipur again by its address, while its point stays in Pokhara.
    await writeListings(app, (tx) => updateListing(tx, id, { location: 'Kirtipur' }));
    const [named] = await ringRows(id, 'kirtipur');
    expect(named!.distance).toBeGreaterThan(100_000);
    await expectInStep();

    await writeListings(app, (tx) => updateListing(tx, id, { verified: false }));
    expect(await ringRows(id, 'pokhara')).toEqual([]);
    await writeListings(app, (tx) => updateListing(tx, id, { verified: true }));
    expect(await ringRows(id, 'pokhara')).toHaveLength(1);

    await writeListings(app, (tx) => deleteListing(tx, id));
    expect((await storedSearchRows(app.db)).filter((row) => row.listingId === id)).toEqual([]);
    await expectInStep();
  });
});
