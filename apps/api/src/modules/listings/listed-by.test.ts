import { describe, expect, it } from 'vitest';
import { createUser, login } from '../../../test/factories';
import { buildTestApp } from '../../../test/helper';
import { addVerifiedHostel } from '../../../test/listings';

const app = await buildTestApp();

describe('who listed a listing, in public answers', () => {
  it("shows the owner's first name as listedBy, never the account's full name", async () => {
    const admin = (await login(app, (await createUser(app, { role: 'ADMIN' })).email)).accessToken;
    const account = await createUser(app, { name: '  Hari Prasad Sharma ' });
    const owner = (await login(app, account.email)).accessToken;
    const id = await addVerifiedHostel(app, { admin, owner }, 'Sharma Boys Hostel');

    const answers = [
      await app.inject({ method: 'GET', url: `/api/hostels/get/${id}` }),
      await app.inject({ method: 'GET', url: '/api/hostels/by-address?location=Pokhara' }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('"listedBy":"Hari"');
      expect(res.body).not.toContain('Prasad');
      expect(res.body).not.toContain('Sharma"');
    }
  });
});
