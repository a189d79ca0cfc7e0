import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { queryRows } from '../src/db/client';
import { listings } from '../src/db/tables/listings';
import { bearer, createUser, login, nextIp } from './factories';
import { formData } from './images';
import { addHostel, addProperty, applicant, photos, validHostel, validProperty } from './listings';
import { otherNetwork, reporters } from './reporters';

/** Locations naming a locality, a city, a district, a campus, and no known place. */
const LOCATIONS = [
  'Lakeside, Pokhara, Kaski, Gandaki, Nepal',
  'Thamel, Kathmandu',
  'New Baneshwor, Kathmandu, Bagmati, Nepal',
  'near Pulchowk Campus',
  'Kaski',
  'Behind the old mill, far hills',
];

/** One write through the API: which path, which listing (`pick`, modulo), and a value to vary it by. */
export type ListingWrite = { path: WritePath; pick: number; value: number };

/**
 * Every path of the API that writes a listing, its photos or its applicants, as a client (or the
 * scheduled trust rules) would take it, each with the listing it acts on chosen by `pick` and
 * varied by `value`. A refusal (409, 404…) is a legitimate outcome.
 */
function writePaths(app: FastifyInstance, admin: string) {
  const as = (token: string) => ({ headers: bearer(token) });
  const call = (options: InjectOptions): Promise<LightMyRequestResponse> => app.inject(options);
  /** The `pick`-th of these ids counting from the newest (0: the newest), or an id of nothing. */
  const nth = (ids: { id: string }[], pick: number) =>
    ids[ids.length - 1 - (pick % Math.max(ids.length, 1))]?.id ?? '00000000-0000-4000-8000-000000000000';
  const listingOf = async (kind: 'hostel' | 'property', pick: number) =>
    nth(
      await app.db
        .select({ id: listings.id })
        .from(listings)
        .where(eq(listings.kind, kind))
        .orderBy(asc(listings.createdAt), asc(listings.id)),
      pick,
    );
  const anyListing = (pick: number) => listingOf(pick % 2 === 0 ? 'hostel' : 'property', pick >> 1);
  const newOwner = async () => (await login(app, (await createUser(app)).email)).accessToken;
  const location = (value: number) => LOCATIONS[value % LOCATIONS.length]!;

  return {
    'add a hostel': async (_pick: number, value: number) =>
      addHostel(app, await newOwner(), {
        ...validHostel,
        location: location(value),
        price: `${(1 + value) * 500}`,
      }),
    'add a property': async (_pick: number, value: number) =>
      addProperty(app, await newOwner(), {
        ...validProperty,
        location: location(value),
        price: (1 + value) * 900,
      }),
    'verify a hostel': async (pick: number) =>
      call({ method: 'PUT', url: `/api/hostels/verify/${await listingOf('hostel', pick)}`, ...as(admin) }),
    'verify a property': async (pick: number, value: number) =>
      call({
        method: 'PUT',
        url: `/api/landlords/verify/${await listingOf('property', pick)}`,
        ...as(admin),
        payload: formData(
          { length: '10', width: '8', room: `${1 + (value % 5)}`, bathroom: '1', description: 'Measured.' },
          await photos(1),
        ),
      }),
    'edit a hostel': async (pick: number, value: number) =>
      call({
        method: 'PUT',
        url: `/api/hostels/edit-details/${await listingOf('hostel', pick)}`,
        ...as(admin),
        payload: {
          name: 'Edited Hostel',
          location: location(value),
          room: 1 + (value % 9),
          contact_no: '9841234567',
          email: '',
          price: (1 + value) * 700,
          description: 'Edited.',
          ...(value % 2 === 0 ? { gender: 'girls', amenities: ['wifi'] } : { meals: null }),
        },
      }),
    'remove a photo': async (pick: number) =>
      call({
        method: 'PUT',
        url: '/api/hostels/delete-image',
        ...as(admin),
        payload: { id: await listingOf('hostel', pick), index: 0 },
      }),
    'replace photos': async (pick: number) => {
      const id = await listingOf('hostel', pick);
      const current = await call({ method: 'GET', url: `/api/hostels/get/${id}`, ...as(admin) });
      const kept: string[] = current.statusCode === 200 ? current.json().data.image.slice(1) : [];
      return call({
        method: 'PUT',
        url: `/api/hostels/edit-details/${id}`,
        ...as(admin),
        payload: formData({ id, existingImages: kept }, await photos(1)),
      });
    },
    'mark sold or not': async (pick: number, value: number) =>
      call({
        method: 'PUT',
        url: `/api/hostels/sold/${await listingOf('hostel', pick)}`,
        ...as(admin),
        payload: { sold: value % 2 === 0 },
      }),
    'confirm available': async (pick: number) =>
      call({ method: 'POST', url: `/api/user/confirm-available/${await anyListing(pick)}`, ...as(admin) }),
    // As decision 0016 counts reports: each from a logged-in reporter on a network of its own, so
    // three about one listing hold it out of search until the admin decides. Reports go to the
    // newest two hostels and two properties, so that a few random reports do reach three.
    report: async (pick: number) => {
      const [reporter = ''] = await reporters(app, 1);
      return call({
        method: 'POST',
        url: `/api/reports/${await anyListing(pick % 4)}`,
        payload: { reason: 'already_rented' },
        remoteAddress: otherNetwork(),
        ...as(reporter),
      });
    },
    'decide a report': async (pick: number, value: number) => {
      const open = await queryRows<{ id: string }>(
        app.db,
        sql`select id from reports where status = 'open' order by created_at, id`,
      );
      const id = nth(open, pick);
      const action = ['dismiss', 'hide', 'sold'][value % 3];
      return call({ method: 'PUT', url: `/api/reports/${id}/${action}`, ...as(admin) });
    },
    'time passes (trust rules)': async (pick: number, value: number) => {
      // As if this listing had been confirmed 46 days ago and, for odd values, verified 181 days
      // ago (columns its search rows do not copy); then the scheduled rules run.
      const verifiedDaysEarlier = value % 2 === 0 ? 0 : 181;
      await app.db.execute(sql`update listings set confirmed_at = confirmed_at - interval '46 days',
          verified_at = verified_at - ${verifiedDaysEarlier}::int * interval '1 day'
        where id = ${await anyListing(pick)}`);
      return app.trustRules.run();
    },
    apply: async (pick: number, value: number) => {
      const id = await anyListing(pick);
      const kind = pick % 2 === 0 ? 'hostel/' : '';
      return call({
        method: 'POST',
        url: `/api/buyers/add-buyer/${kind}${id}`,
        payload: applicant(`applicant-${value}@example.com`),
        remoteAddress: nextIp(),
      });
    },
    'withdraw an application': async (pick: number) => {
      const live = await queryRows<{ id: string }>(
        app.db,
        sql`select id from applications where removed_at is null order by created_at, id`,
      );
      const id = nth(live, pick);
      return call({ method: 'DELETE', url: `/api/buyers/delete-buyer/${id}`, ...as(admin) });
    },
    delete: async (pick: number) => {
      const hostel = pick % 2 === 0;
      const id = await anyListing(pick);
      const url = hostel ? `/api/hostels/delete-hostel/${id}` : `/api/landlords/${id}`;
      return call({ method: 'DELETE', url, ...as(admin) });
    },
  } satisfies Record<string, (pick: number, value: number) => Promise<unknown>>;
}

export type WritePath = keyof ReturnType<typeof writePaths>;

/** The write paths, and taking one: answers its HTTP status (200 for the trust rules and the add helpers). */
export function listingWritePaths(app: FastifyInstance, admin: string) {
  const paths = writePaths(app, admin);
  return {
    paths: Object.keys(paths) as WritePath[],
    async take({ path, pick, value }: ListingWrite): Promise<number> {
      const answer: unknown = await paths[path](pick, value);
      return typeof answer === 'object' && answer !== null && 'statusCode' in answer
        ? Number(answer.statusCode)
        : 200;
    },
  };
}
