import type { Hostel } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, login } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { addHostel } from '../../../test/listings';
import { authRoutes } from './routes';

/** What a mapper that one day lets columns through would hand the route. */
let leakyHostels: Hostel[] = [];

// The user routes once more, beside the real ones, fed hostels carrying keys no schema names.
const app = await buildTestApp({
  extend: (instance) => {
    void instance.register(authRoutes, {
      prefix: '/api/leaky-user',
      hostelsOf: () => Promise.resolve(leakyHostels),
      listingCountOf: () => Promise.resolve(leakyHostels.length),
      openTasksOf: () => Promise.resolve([]),
      phoneOf: () => Promise.resolve(null),
    });
  },
});

describe('GET /user/user-details sends only the keys its schema names', () => {
  it('drops a key a hostel row carries beyond the schema (an allow-list, not a loose object)', async () => {
    const owner = await createUser(app, { name: 'Hari Owner' });
    const { accessToken } = await login(app, owner.email);
    const { _id } = await addHostel(app, accessToken);
    const real = await app.inject({
      method: 'GET',
      url: '/api/user/user-details',
      headers: bearer(accessToken),
    });
    const [hostel] = real.json<{ data: { hostel: Hostel[] } }>().data.hostel;
    expect(hostel?._id).toBe(_id);
    leakyHostels = [
      { ...(hostel as Hostel), passwordHash: 'scrypt$leaked-hash', ownerEmail: owner.email } as Hostel,
    ];

    const res = await app.inject({
      method: 'GET',
      url: '/api/leaky-user/user-details',
      headers: bearer(accessToken),
    });
    expect(res.statusCode).toBe(200);
    const [sent] = res.json<{ data: { hostel: Record<string, unknown>[] } }>().data.hostel;
    expect(sent).toEqual(hostel);
    expect(sent).not.toHaveProperty('passwordHash');
    expect(sent).not.toHaveProperty('ownerEmail');
    expect(res.body).not.toContain('leaked-hash');
  });
});
