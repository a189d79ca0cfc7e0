import { randomBytes } from 'node:crypto';
import { signUnsubscribeToken } from '../src/modules/saved-searches/unsubscribe-token';
import { bearer, DEFAULT_PASSWORD } from './factories';
import { measurements, onePhoto, type Actor, type Fixtures } from './authorization-fixtures';
import { applicant } from './listings';
import { validSignup } from './freelancers';
import { validHostel, validProperty } from './listings';

/** What one cell sends: path parameters, query, body, and who it is (the actor's token unless `token`). */
export type Call = {
  params?: Record<string, string>;
  query?: string;
  payload?: object;
  /** Another access token than the actor's own (a fresh session); null for none. */
  token?: string | null;
  cookies?: Record<string, string>;
  /** The client's address, when the route counts per network (otherwise a new one of nextIp's). */
  remoteAddress?: string;
};

let network = 0;
/** An address in a /24 of its own: reports are limited per network, and nextIp's share a few. */
const ownNetwork = () => {
  network += 1;
  return `198.51.${network}.9`;
};

/**
 * Expected status per actor, in this order:
 *   visitor, user, owner, otherOwner, freelancer, otherFreelancer, admin
 * 401, 403 and 404 are refusals; anything else shows the request got past authorization (a 400
 * for a wrong code, say, on a route anyone may call).
 */
export type Expected = [number, number, number, number, number, number, number];

export type Row = {
  /** Method and path as registered in Fastify. */
  route: string;
  expect: Expected;
  /** `allowed`: the cell is expected past authorization, so it gets records of its own to change. */
  call?: (f: Fixtures, actor: Actor, allowed: boolean) => Call | Promise<Call>;
};

export const REFUSED = new Set([401, 403, 404]);

const unique = () => randomBytes(4).toString('hex');
const { lat, lon, ...hostelFields } = validHostel;
const hostelDetails = { ...hostelFields, coordinate: { lat: Number(lat), lon: Number(lon) } };

async function freshSession(f: Fixtures, actor: Actor): Promise<Call> {
  const session = await f.fresh.session(actor);
  return session
    ? { token: session.token, cookies: { refreshToken: session.refreshToken } }
    : { token: null };
}

/** Only the listing's (or record's) owner and admins get past authorization. */
const OWNER_OR_ADMIN: Expected = [401, 403, 200, 403, 403, 403, 200];

/**
 * A delete its owner or an admin may do: a cell expected past authorization deletes a record of
 * its own (`fresh`), a refused one tries the shared spare, which must survive.
 */
function ownerOrAdminDelete(
  route: string,
  fresh: (f: Fixtures) => Promise<string>,
  spare: (f: Fixtures) => string,
): Row {
  return {
    route,
    expect: OWNER_OR_ADMIN,
    call: async (f, _actor, allowed) => ({ params: { id: allowed ? await fresh(f) : spare(f) } }),
  };
}

export const ROUTES: Row[] = [
  // Public by design: health and readiness, place names, crawlers' files, the API's documentation, photos, the web app.
  { route: 'GET /api/health', expect: [200, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/ready', expect: [200, 200, 200, 200, 200, 200, 200] },
  {
    route: 'GET /api/geocode/autocomplete',
    expect: [200, 200, 200, 200, 200, 200, 200],
    call: () => ({ query: 'q=Pokh' }),
  },
  { route: 'GET /robots.txt', expect: [200, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /sitemap.xml', expect: [200, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/docs', expect: [200, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/docs/static/index.html', expect: [302, 302, 302, 302, 302, 302, 302] },
  { route: 'GET /api/docs/static/swagger-initializer.js', expect: [200, 200, 200, 200, 200, 200, 200] },
  {
    route: 'GET /api/docs/static/*',
    expect: [200, 200, 200, 200, 200, 200, 200],
    call: () => ({ params: { '*': 'swagger-ui.css' } }),
  },
  { route: 'GET /api/docs/json', expect: [200, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/docs/yaml', expect: [200, 200, 200, 200, 200, 200, 200] },
  {
    route: 'GET /uploads/*',
    expect: [200, 200, 200, 200, 200, 200, 200],
    call: (f) => ({ params: { '*': f.photoKey } }),
  },
  {
    route: 'GET /*',
    expect: [200, 200, 200, 200, 200, 200, 200],
    call: () => ({ params: { '*': 'assets/app.js' } }),
  },

  // Accounts: anyone may register, log in and recover a password; the rest is the caller's own.
  {
    route: 'POST /api/user/register',
    expect: [201, 201, 201, 201, 201, 201, 201],
    call: () => ({
      payload: { name: 'Nima Sherpa', email: `new-${unique()}@example.com`, password: DEFAULT_PASSWORD },
    }),
  },
  {
    route: 'GET /api/user/verify-email/:code',
    expect: [400, 400, 400, 400, 400, 400, 400],
    call: () => ({ params: { code: randomBytes(24).toString('base64url') } }),
  },
  {
    route: 'POST /api/user/resend-verification',
    expect: [200, 200, 200, 200, 200, 200, 200],
    // An address of its own per call: the route is limited per address typed.
    call: () => ({ payload: { email: `nobody-${unique()}@example.com` } }),
  },
  {
    route: 'POST /api/user/login',
    expect: [200, 200, 200, 200, 200, 200, 200],
    call: (f) => ({ payload: { email: f.accounts.user.email, password: DEFAULT_PASSWORD } }),
  },
  {
    route: 'POST /api/user/refresh-token',
    expect: [401, 200, 200, 200, 200, 200, 200],
    call: (f, actor) => freshSession(f, actor),
  },
  {
    route: 'GET /api/user/logout',
    expect: [200, 200, 200, 200, 200, 200, 200],
    call: (f, actor) => freshSession(f, actor),
  },
  { route: 'GET /api/user/user-details', expect: [401, 200, 200, 200, 200, 200, 200] },
  {
    route: 'PUT /api/user/display-name',
    expect: [401, 200, 200, 200, 200, 200, 200],
    call: () => ({ payload: { displayName: null } }),
  },
  {
    route: 'PUT /api/user/forgot-password',
    expect: [200, 200, 200, 200, 200, 200, 200],
    call: () => ({ payload: { email: `nobody-${unique()}@example.com` } }),
  },
  {
    route: 'PUT /api/user/verify-forgot-password-otp',
    expect: [400, 400, 400, 400, 400, 400, 400],
    call: () => ({ payload: { email: `nobody-${unique()}@example.com`, otp: '123456' } }),
  },
  {
    route: 'PUT /api/user/reset-password',
    expect: [400, 400, 400, 400, 400, 400, 400],
    call: () => ({
      payload: {
        email: `nobody-${unique()}@example.com`,
        newPassword: 'another-secret',
        confirmPassword: 'another-secret',
      },
    }),
  },
  { route: 'GET /api/user/get-hostel', expect: [401, 200, 200, 200, 200, 200, 200] },
  // Everyone logged in reads a page of their own listings (none for most).
  { route: 'GET /api/user/listings', expect: [401, 200, 200, 200, 200, 200, 200] },
  {
    route: 'POST /api/user/confirm-available/:id',
    expect: OWNER_OR_ADMIN,
    call: (f) => ({ params: { id: f.hostel } }),
  },
  {
    // The signed link from the reminder email is its own authorization, for whoever holds it.
    route: 'POST /api/user/confirm-available',
    expect: [200, 200, 200, 200, 200, 200, 200],
    call: (f) => ({ payload: { token: f.availabilityToken } }),
  },

  // Hostels: anyone logged in adds; the owner or an admin changes; only an admin verifies.
  {
    route: 'POST /api/hostels/add-hostel',
    expect: [401, 201, 201, 201, 201, 201, 201],
    call: async () => ({ payload: await onePhoto(validHostel) }),
  },
  {
    route: 'GET /api/hostels/get-unhostel',
    expect: [401, 403, 403, 403, 403, 403, 200],
  },
  {
    route: 'PUT /api/hostels/verify/:id',
    expect: [401, 403, 403, 403, 403, 403, 200],
    call: (f) => ({ params: { id: f.hostel } }),
  },
  {
    route: 'GET /api/hostels/by-address',
    expect: [200, 200, 200, 200, 200, 200, 200],
    call: () => ({ query: 'location=Pokhara' }),
  },
  {
    // Not verified yet: it exists only for its owner and admins.
    route: 'GET /api/hostels/get/:id',
    expect: [404, 404, 200, 404, 404, 404, 200],
    call: (f) => ({ params: { id: f.waitingHostel } }),
  },
  {
    route: 'PUT /api/hostels/edit-details/:id',
    expect: OWNER_OR_ADMIN,
    call: (f) => ({ params: { id: f.hostel }, payload: hostelDetails }),
  },
  {
    route: 'PUT /api/hostels/delete-image',
    expect: OWNER_OR_ADMIN,
    call: async (f, _actor, allowed) => ({
      payload: { id: allowed ? await f.fresh.hostel(2) : f.spareHostel, index: 0 },
    }),
  },
  {
    route: 'PUT /api/hostels/sold/:id',
    expect: OWNER_OR_ADMIN,
    call: (f) => ({ params: { id: f.hostel }, payload: { sold: false } }),
  },
  ownerOrAdminDelete(
    'DELETE /api/hostels/delete-hostel/:id',
    (f) => f.fresh.hostel(),
    (f) => f.spareHostel,
  ),

  // Rental properties: the same, and a property is verified by an admin or the freelancer on the task.
  {
    route: 'POST /api/landlords/add',
    expect: [401, 201, 201, 201, 201, 201, 201],
    call: () => ({ payload: validProperty }),
  },
  { route: 'GET /api/landlords', expect: [401, 403, 403, 403, 403, 403, 200] },
  {
    route: 'GET /api/landlords/verified/by-address',
    expect: [200, 200, 200, 200, 200, 200, 200],
    call: () => ({ query: 'location=Kathmandu' }),
  },
  {
    // Not verified yet: its owner, admins and the freelancer who accepted the task see it.
    route: 'GET /api/landlords/:id',
    expect: [404, 404, 200, 404, 200, 404, 200],
    call: (f) => ({ params: { id: f.inspectedProperty } }),
  },
  {
    // Past the role check an admin's form is read: no photo is a 400, and nothing changes.
    route: 'PUT /api/landlords/verify/:id',
    expect: [401, 403, 403, 403, 403, 403, 400],
    call: (f) => ({ params: { id: f.spareProperty }, payload: formDataOf(measurements) }),
  },
  {
    // The visit's photos with their positions: the admin's only, not the owner's nor the verifier's.
    route: 'GET /api/listings/:id/visit-photos',
    expect: [401, 403, 403, 403, 403, 403, 200],
    call: (f) => ({ params: { id: f.completedProperty } }),
  },
  {
    route: 'PUT /api/landlords/edit-details/:id',
    expect: OWNER_OR_ADMIN,
    call: (f) => ({ params: { id: f.spareProperty }, payload: validProperty }),
  },
  {
    // Another listing's photo named: past authorization, none of this property's is removed.
    route: 'PUT /api/landlords/delete-image',
    expect: OWNER_OR_ADMIN,
    call: (f) => ({
      payload: { id: f.spareProperty, index: 0, image: `http://localhost:3000/uploads/${f.photoKey}` },
    }),
  },
  {
    route: 'PUT /api/landlords/sold/:id',
    expect: OWNER_OR_ADMIN,
    call: (f) => ({ params: { id: f.spareProperty }, payload: { sold: false } }),
  },
  ownerOrAdminDelete(
    'DELETE /api/landlords/:id',
    (f) => f.fresh.property(),
    (f) => f.spareProperty,
  ),

  // Applications: anyone applies; the listing's owner or an admin handles them.
  {
    route: 'POST /api/buyers/add-buyer/hostel/:id',
    expect: [201, 201, 201, 201, 201, 201, 201],
    call: (f) => ({ params: { id: f.hostel }, payload: applicant(`buyer-${unique()}@example.com`) }),
  },
  {
    route: 'POST /api/buyers/add-buyer/:id',
    expect: [201, 201, 201, 201, 201, 201, 201],
    call: (f) => ({
      params: { id: f.verifiedProperty },
      payload: applicant(`buyer-${unique()}@example.com`),
    }),
  },
  { route: 'GET /api/buyers/get', expect: [401, 403, 403, 403, 403, 403, 200] },
  {
    route: 'PUT /api/buyers/mark-buyer/:id',
    expect: OWNER_OR_ADMIN,
    call: (f) => ({ params: { id: f.application } }),
  },
  ownerOrAdminDelete(
    'DELETE /api/buyers/delete-buyer/:id',
    (f) => f.fresh.application(),
    (f) => f.spareApplication,
  ),
  {
    // Beside the specification (decision 0020): the owner or an admin moves an application on
    // (its applicant, here logged out, could only withdraw it); anyone else is told it does not exist.
    route: 'PUT /api/applications/:id/state',
    expect: [401, 404, 200, 404, 404, 404, 200],
    call: async (f, _actor, allowed) => ({
      params: { id: allowed ? await f.fresh.application() : f.spareApplication },
      payload: { state: 'contacted' },
    }),
  },
  { route: 'GET /api/applications/mine', expect: [401, 200, 200, 200, 200, 200, 200] },
  {
    route: 'GET /api/user/listings/:id/applicants',
    expect: OWNER_OR_ADMIN,
    call: (f) => ({ params: { id: f.hostel } }),
  },

  // Freelancers: anyone logged in signs up (a freelancer already is one: 409); an admin decides.
  {
    route: 'POST /api/freelance/add',
    expect: [401, 201, 201, 201, 409, 409, 201],
    call: () => ({ payload: validSignup }),
  },
  { route: 'GET /api/freelance/unverified', expect: [401, 403, 403, 403, 403, 403, 200] },
  {
    route: 'PUT /api/freelance/verify/:id',
    expect: [401, 403, 403, 403, 403, 403, 200],
    call: (f) => ({ params: { id: f.signupToApprove } }),
  },
  {
    route: 'DELETE /api/freelance/delete/:id',
    expect: [401, 403, 403, 403, 403, 403, 200],
    call: (f) => ({ params: { id: f.signupToReject } }),
  },
  {
    route: 'GET /api/freelance/verified-location',
    expect: [401, 403, 403, 403, 403, 403, 200],
    call: () => ({ query: 'location=Pokhara' }),
  },

  // Tasks: an admin assigns; only an assigned freelancer accepts and completes.
  {
    route: 'POST /api/freelance/assign/:roomId',
    expect: [401, 403, 403, 403, 403, 403, 201],
    call: (f) => ({
      params: { roomId: f.openProperty },
      payload: { freelancerIds: [f.freelancerIds.unassigned], description: 'Measure every room.' },
    }),
  },
  { route: 'GET /api/freelance/open-tasks', expect: [401, 403, 403, 403, 403, 403, 200] },
  { route: 'GET /api/freelance/get-task', expect: [401, 403, 403, 403, 200, 200, 403] },
  {
    route: 'PUT /api/freelance/accept/:id',
    expect: [401, 403, 403, 403, 200, 403, 403],
    call: (f) => ({ params: { id: f.offeredTask } }),
  },
  { route: 'GET /api/freelance/accepted', expect: [401, 403, 403, 403, 200, 200, 403] },
  {
    route: 'PUT /api/freelance/complete/:id/:taskId',
    expect: [401, 403, 403, 403, 200, 403, 403],
    call: async (f) => ({
      params: { id: f.completedProperty, taskId: f.completedTask },
      payload: await onePhoto(measurements),
    }),
  },

  // Reports: anyone reports a listing they can see; an admin decides.
  {
    route: 'POST /api/reports/:id',
    expect: [201, 201, 201, 201, 201, 201, 201],
    call: async (f) => ({
      params: { id: await f.fresh.reportableHostel() },
      payload: { reason: 'wrong_price' },
      remoteAddress: ownNetwork(),
    }),
  },
  { route: 'GET /api/reports', expect: [401, 403, 403, 403, 403, 403, 200] },
  {
    route: 'PUT /api/reports/:id/:action',
    expect: [401, 403, 403, 403, 403, 403, 200],
    call: (f) => ({ params: { id: f.report, action: 'dismiss' } }),
  },

  // Shortlist: each account its own; the share link is read by whoever holds it, no login.
  { route: 'GET /api/shortlist', expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /api/shortlist/ids', expect: [401, 200, 200, 200, 200, 200, 200] },
  {
    route: 'PUT /api/shortlist/:listingId',
    expect: [401, 200, 200, 200, 200, 200, 200],
    call: (f) => ({ params: { listingId: f.hostel } }),
  },
  {
    route: 'DELETE /api/shortlist/:listingId',
    expect: [401, 200, 200, 200, 200, 200, 200],
    call: (f) => ({ params: { listingId: f.hostel } }),
  },
  {
    route: 'POST /api/shortlist/merge',
    expect: [401, 200, 200, 200, 200, 200, 200],
    call: (f) => ({ payload: { ids: [f.hostel] } }),
  },
  {
    route: 'GET /api/shortlist/listings',
    expect: [200, 200, 200, 200, 200, 200, 200],
    call: (f) => ({ query: `ids=${f.hostel}` }),
  },
  { route: 'POST /api/shortlist/share', expect: [401, 200, 200, 200, 200, 200, 200] },
  { route: 'DELETE /api/shortlist/share', expect: [401, 200, 200, 200, 200, 200, 200] },
  {
    route: 'GET /api/shortlist/shared/:token',
    expect: [200, 200, 200, 200, 200, 200, 200],
    call: async (f) => ({ params: { token: await shareTokenOf(f) } }),
  },

  // Saved searches: each account its own (404 to everyone else, admins too); the alert email's
  // signed unsubscribe link works for whoever holds it, no login.
  { route: 'GET /api/saved-searches', expect: [401, 200, 200, 200, 200, 200, 200] },
  {
    route: 'POST /api/saved-searches',
    expect: [401, 201, 201, 201, 201, 201, 201],
    call: () => ({
      payload: { name: 'Hostels in Kirtipur', kind: 'hostel', query: { location: 'Kirtipur' } },
    }),
  },
  {
    route: 'PATCH /api/saved-searches/:id',
    expect: [401, 404, 200, 404, 404, 404, 404],
    call: async (f) => ({ params: { id: await ownersSavedSearch(f) }, payload: { paused: true } }),
  },
  {
    route: 'DELETE /api/saved-searches/:id',
    expect: [401, 404, 200, 404, 404, 404, 404],
    call: async (f, _actor, allowed) => ({
      params: { id: allowed ? await newSavedSearch(f) : await ownersSavedSearch(f) },
    }),
  },
  {
    route: 'POST /api/saved-searches/unsubscribe',
    expect: [200, 200, 200, 200, 200, 200, 200],
    call: async (f) => ({ payload: { token: await unsubscribeTokenOf(f) } }),
  },
  {
    route: 'GET /api/saved-searches/unsubscribe',
    expect: [303, 303, 303, 303, 303, 303, 303],
    call: async (f) => ({ query: `token=${encodeURIComponent(await unsubscribeTokenOf(f))}` }),
  },
];

/** A new saved search of the owner's. */
async function newSavedSearch(f: Fixtures) {
  const res = await f.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: bearer(f.accounts.owner.token),
    payload: { name: 'Rooms in Pokhara', kind: 'property', query: { location: 'Pokhara' } },
  });
  return res.json<{ data: { _id: string } }>().data._id;
}

const ownersSearches = new WeakMap<Fixtures, Promise<string>>();
/** The owner's saved search that the other accounts try to change (made on the first call). */
function ownersSavedSearch(f: Fixtures) {
  const made = ownersSearches.get(f) ?? newSavedSearch(f);
  ownersSearches.set(f, made);
  return made;
}

const unsubscribeTokenOf = async (f: Fixtures) =>
  signUnsubscribeToken(f.app.secrets.jwtSecret, await ownersSavedSearch(f));

/** The user's share link token (made on the first call). */
async function shareTokenOf(f: Fixtures) {
  const res = await f.app.inject({
    method: 'POST',
    url: '/api/shortlist/share',
    headers: bearer(f.accounts.user.token),
  });
  return res.json<{ data: { token: string } }>().data.token;
}

function formDataOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

/** A route's path with its parameters filled in. */
export function urlOf(path: string, call: Call) {
  const filled = path.replace(/:(\w+)|\*/g, (match, name: string | undefined) => {
    const value = call.params?.[name ?? '*'];
    if (value === undefined) throw new Error(`no value for ${match} in ${path}`);
    return name ? encodeURIComponent(value) : value;
  });
  return call.query ? `${filled}?${call.query}` : filled;
}
