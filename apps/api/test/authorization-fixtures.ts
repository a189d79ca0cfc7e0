import type { FastifyInstance } from 'fastify';
import { signAvailabilityToken } from '../src/modules/listings/availability-token';
import { bearer, createUser, login, nextIp } from './factories';
import { assignTask, createFreelancer, signUp } from './freelancers';
import { formData, png } from './images';
import { addHostel, addProperty, addVerifiedHostel, applicant, validHostel } from './listings';

/** Who calls: every cell of the authorization matrix is one of these against one route. */
export const ACTORS = [
  'visitor',
  'user',
  'owner',
  'otherOwner',
  'freelancer',
  'otherFreelancer',
  'admin',
] as const;
export type Actor = (typeof ACTORS)[number];

type Account = { email: string; token: string };

export const measurements = {
  length: '10.5',
  width: '8',
  room: '3',
  bathroom: '2',
  description: 'Three sunny rooms, tiled bathrooms, water tank on the roof.',
};

let applications = 0;
/** An application to `listing` from an address no other application used. */
export async function apply(app: FastifyInstance, listing: string) {
  applications += 1;
  const res = await app.inject({
    method: 'POST',
    url: `/api/buyers/add-buyer/hostel/${listing}`,
    payload: applicant(`applicant-${applications}@example.com`),
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 201) throw new Error(`apply: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { _id: string } }>().data._id;
}

export const onePhoto = async (fields: Record<string, string> = {}) =>
  formData(fields, [{ name: 'photo.png', data: await png(320, 240), type: 'image/png' }]);

async function acceptTask(app: FastifyInstance, token: string, taskId: string) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/freelance/accept/${taskId}`,
    headers: bearer(token),
  });
  if (res.statusCode !== 200) throw new Error(`accept: ${res.statusCode} ${res.body}`);
}

async function loggedIn(app: FastifyInstance, overrides: Parameters<typeof createUser>[1] = {}) {
  const account = await createUser(app, overrides);
  return { email: account.email, token: (await login(app, account.email)).accessToken };
}

/**
 * The records every route of the matrix is called on, made once per file. "owner" owns them; the
 * other owner owns a listing of their own; "freelancer" is assigned to (and has accepted) the task
 * on the owner's property, "otherFreelancer" is approved but not assigned.
 */
export async function createFixtures(app: FastifyInstance) {
  const admin = await loggedIn(app, { role: 'ADMIN' });
  const user = await loggedIn(app, { name: 'Maya Student' });
  const owner = await loggedIn(app, { name: 'Hari Owner' });
  const otherOwner = await loggedIn(app, { name: 'Binod Owner' });
  const landlord = await loggedIn(app, { name: 'Kamal Landlord' });
  await addProperty(app, otherOwner.token);
  const assigned = await createFreelancer(app, admin.token);
  const unassigned = await createFreelancer(app, admin.token, {
    name: 'Sita Rai',
    email: 'sita.photos@example.com',
  });
  const freelancer = { email: assigned.user.email, token: assigned.token };
  const otherFreelancer = { email: unassigned.user.email, token: unassigned.token };
  const tokens = { admin: admin.token, owner: owner.token };

  const hostel = await addVerifiedHostel(app, tokens, 'Owner Hostel');
  const waiting = await addHostel(app, owner.token, { ...validHostel, name: 'Waiting Hostel' }, 1);
  const waitingHostel = waiting._id;
  const photoKey = new URL(waiting.image[0] ?? '').pathname.replace(/^\/uploads\//, '');
  const spareHostel = (await addHostel(app, owner.token, { ...validHostel, name: 'Spare Hostel' }, 2))._id;
  const spareProperty = (await addProperty(app, owner.token))._id;
  const openProperty = (await addProperty(app, owner.token))._id;

  // The task the freelancer has accepted: it lets them read the property before it is verified.
  const inspectedProperty = (await addProperty(app, owner.token))._id;
  const inspection = await assignTask(app, admin.token, inspectedProperty, [assigned.freelancerId]);
  await acceptTask(app, freelancer.token, inspection._id);
  const offeredProperty = (await addProperty(app, owner.token))._id;
  const offeredTask = (await assignTask(app, admin.token, offeredProperty, [assigned.freelancerId]))._id;
  const completedProperty = (await addProperty(app, owner.token))._id;
  const completedTask = (await assignTask(app, admin.token, completedProperty, [assigned.freelancerId]))._id;
  await acceptTask(app, freelancer.token, completedTask);

  const verifiedProperty = (await addProperty(app, owner.token))._id;
  const verified = await app.inject({
    method: 'PUT',
    url: `/api/landlords/verify/${verifiedProperty}`,
    headers: bearer(admin.token),
    payload: await onePhoto(measurements),
  });
  if (verified.statusCode !== 200)
    throw new Error(`verify property: ${verified.statusCode} ${verified.body}`);

  const application = await apply(app, hostel);
  const spareApplication = await apply(app, hostel);

  const reportedHostel = await addVerifiedHostel(
    app,
    { admin: admin.token, owner: landlord.token },
    'Reported',
  );
  await app.inject({
    method: 'POST',
    url: `/api/reports/${reportedHostel}`,
    payload: { reason: 'wrong_price' },
    remoteAddress: nextIp(),
  });
  const reports = await app.inject({ method: 'GET', url: '/api/reports', headers: bearer(admin.token) });
  const report = reports.json<{ data: { _id: string }[] }>().data[0]?._id;
  if (!report) throw new Error(`no report: ${reports.body}`);

  const pendingSignup = async () => signUp(app, (await loggedIn(app, { name: 'Ram Thapa' })).token);
  const signupToApprove = (await pendingSignup())._id;
  const signupToReject = (await pendingSignup())._id;

  const accounts: Record<Exclude<Actor, 'visitor'>, Account> = {
    user,
    owner,
    otherOwner,
    freelancer,
    otherFreelancer,
    admin,
  };
  return {
    app,
    accounts,
    tokenOf: (actor: Actor) => (actor === 'visitor' ? undefined : accounts[actor].token),
    hostel,
    waitingHostel,
    photoKey,
    spareHostel,
    spareProperty,
    openProperty,
    inspectedProperty,
    offeredTask,
    completedProperty,
    completedTask,
    verifiedProperty,
    application,
    spareApplication,
    report,
    signupToApprove,
    signupToReject,
    freelancerIds: { assigned: assigned.freelancerId, unassigned: unassigned.freelancerId },
    availabilityToken: signAvailabilityToken(app.secrets.jwtSecret, hostel, new Date()),
    /** Records a cell that is allowed to change or remove gets for itself. */
    fresh: {
      hostel: async (photos = 1) =>
        (await addHostel(app, owner.token, { ...validHostel, name: 'Fresh Hostel' }, photos))._id,
      property: async () => (await addProperty(app, owner.token))._id,
      application: () => apply(app, hostel),
      reportableHostel: () => addVerifiedHostel(app, { admin: admin.token, owner: landlord.token }, 'Listed'),
      /** A new session of the actor's account: its access token and refresh cookie. */
      session: async (actor: Actor) => {
        if (actor === 'visitor') return undefined;
        const session = await login(app, accounts[actor].email);
        return { token: session.accessToken, refreshToken: session.refreshToken };
      },
    },
  };
}

export type Fixtures = Awaited<ReturnType<typeof createFixtures>>;
