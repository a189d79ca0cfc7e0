import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser, login } from '../../../test/factories';
import { phoneJpeg } from '../../../test/exif-photos';
import { assignTask, createFreelancer } from '../../../test/freelancers';
import { buildTestApp, resetDatabase } from '../../../test/helper';
import { formData } from '../../../test/images';
import { addHostel, validHostel } from '../../../test/listings';
import { startInbox } from '../../../test/mail-inbox';

const inbox = await startInbox();
const app = await buildTestApp({ env: { SMTP_URL: inbox.url } });

/** Where the photo says it was taken and where the verifier's phone said it was: digits found nowhere else. */
const photoPosition = { lat: 28.2123457, lon: 83.9612343 };
const devicePosition = { lat: 28.2098761, lon: 83.9587659 };
const verifier = { name: 'Ram Thapa', email: 'ram.private@example.com', phone: '9841777333' };

let admin: string;
let owner: string;
let tenant: { email: string; token: string };
let hostel: string;
let photoHashes: string[];

beforeEach(async () => {
  await resetDatabase(app);
  inbox.messages.length = 0;
  admin = (await login(app, (await createUser(app, { role: 'ADMIN' })).email)).accessToken;
  owner = (await login(app, (await createUser(app, { name: 'Owner' })).email)).accessToken;
  const account = await createUser(app, { name: 'Sita Tenant' });
  tenant = { email: account.email, token: (await login(app, account.email)).accessToken };
  // Saved before the visit, so the visit is news to it.
  const saved = await app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: bearer(tenant.token),
    payload: { name: 'Pokhara hostels', kind: 'hostel', query: { location: 'Pokhara' } },
  });
  expect(saved.statusCode, saved.body).toBe(201);

  hostel = (await addHostel(app, owner, { ...validHostel, room: '4' }))._id;
  const ram = await createFreelancer(app, admin, verifier);
  const task = await assignTask(app, admin, hostel, [ram.freelancerId]);
  await app.inject({ method: 'PUT', url: `/api/freelance/accept/${task._id}`, headers: bearer(ram.token) });
  const withGps = await phoneJpeg({ takenAt: '2026:11:20 10:30:00', position: photoPosition });
  const withoutGps = await phoneJpeg({ takenAt: '2026:11:20 10:40:00', shade: 30 });
  photoHashes = [withGps, withoutGps].map((d) => createHash('sha256').update(d).digest('hex'));
  const done = await app.inject({
    method: 'PUT',
    url: `/api/freelance/complete/${hostel}/${task._id}`,
    headers: bearer(ram.token),
    payload: formData(
      {
        room: '3',
        beds: '9',
        bathroom: '2',
        kitchen: 'true',
        dining: 'true',
        length: '4',
        width: '3',
        description: 'Three rooms in use.',
        position_lat: String(devicePosition.lat),
        position_lon: String(devicePosition.lon),
      },
      [
        { name: 'a.jpg', data: withGps, type: 'image/jpeg' },
        { name: 'b.jpg', data: withoutGps, type: 'image/jpeg' },
      ],
    ),
  });
  expect(done.statusCode, done.body).toBe(200);
});

/** What must never leave the admin's screens: positions, hashes, the verifier's contact. */
const secrets = () => [
  ...[photoPosition.lat, photoPosition.lon, devicePosition.lat, devicePosition.lon].map((n) =>
    String(n).slice(0, 7),
  ),
  ...photoHashes,
  'positionSource',
  'sha256',
  verifier.email,
  verifier.phone,
];

function expectNoSecrets(where: string, body: string) {
  for (const secret of secrets()) expect(body, `${where} carries ${secret}`).not.toContain(secret);
}

describe('a visited listing’s public answers', () => {
  it('carry no photo position, no hash and no verifier contact (detail, search, shortlist, shared shortlist, saved-search mail)', async () => {
    await app.inject({ method: 'PUT', url: `/api/shortlist/${hostel}`, headers: bearer(tenant.token) });
    const share = await app.inject({
      method: 'POST',
      url: '/api/shortlist/share',
      headers: bearer(tenant.token),
    });
    const shareToken = share.json<{ data: { token: string } }>().data.token;
    const reads = {
      'detail (visitor)': await app.inject({ method: 'GET', url: `/api/hostels/get/${hostel}` }),
      'detail (tenant)': await app.inject({
        method: 'GET',
        url: `/api/hostels/get/${hostel}`,
        headers: bearer(tenant.token),
      }),
      'detail (owner)': await app.inject({
        method: 'GET',
        url: `/api/hostels/get/${hostel}`,
        headers: bearer(owner),
      }),
      "owner's list": await app.inject({
        method: 'GET',
        url: '/api/user/get-hostel',
        headers: bearer(owner),
      }),
      'search by place': await app.inject({ method: 'GET', url: '/api/hostels/by-address?location=Pokhara' }),
      'search, all': await app.inject({ method: 'GET', url: '/api/hostels/by-address' }),
      shortlist: await app.inject({ method: 'GET', url: '/api/shortlist', headers: bearer(tenant.token) }),
      'shared shortlist': await app.inject({ method: 'GET', url: `/api/shortlist/shared/${shareToken}` }),
      'saved searches': await app.inject({
        method: 'GET',
        url: '/api/saved-searches',
        headers: bearer(tenant.token),
      }),
    };
    for (const [where, res] of Object.entries(reads)) {
      expect(res.statusCode, `${where}: ${res.body}`).toBe(200);
      expectNoSecrets(where, res.body);
    }
    // The visit is there to see, with when its photos were taken.
    expect(reads['detail (visitor)'].json().data.evidence).toMatchObject({
      photosTakenAt: '2026-11-20T04:45:00.000Z',
      differences: [{ field: 'rooms', owner: 4, verifier: 3 }],
    });
    expect(reads['search by place'].body).toContain(hostel);
    expect(reads['shared shortlist'].body).toContain(hostel);

    expect(await app.savedSearchAlerts.run(new Date(Date.now() + 25 * 3_600_000))).toEqual({
      checked: 1,
      emails: 1,
    });
    const [mail] = inbox.messages.filter((m) => m.to.includes(tenant.email));
    expect(mail?.text).toContain(validHostel.name);
    expectNoSecrets('saved-search mail', `${mail?.text}\n${mail?.html}`);

    // Where they may appear: the admin's photo evidence.
    const admins = await app.inject({
      method: 'GET',
      url: `/api/listings/${hostel}/visit-photos`,
      headers: bearer(admin),
    });
    expect(admins.body).toContain(photoHashes[0]);
    expect(admins.body).toContain(String(photoPosition.lat).slice(0, 7));
  });
});
