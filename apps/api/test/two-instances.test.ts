import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase, postgresServerFor } from './database';
import { formData } from './images';
import { photos, validHostel } from './listings';
import { startS3Server, type TestS3Server } from './s3-server';
import { exitOf, printed, startServer, type ServerProcess } from './server-process';

// Two API processes on one PostgreSQL database and one S3 bucket, as behind a load balancer:
// whatever one instance does, the other sees.
const admin = { email: 'admin@two-instances.test', password: 'two-instances-admin-pass' };
let database: { url: string; drop: () => Promise<void> };
let s3: TestS3Server;
let dataDirs: string[] = [];
let a: ServerProcess;
let b: ServerProcess;
const url = (server: ServerProcess, route: string) => `http://127.0.0.1:${server.port}${route}`;

async function login(server: ServerProcess, password = admin.password) {
  return fetch(url(server, '/api/user/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password }),
  });
}

async function search(server: ServerProcess, location: string) {
  const res = await fetch(
    url(server, `/api/hostels/by-address?${new URLSearchParams({ location }).toString()}`),
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { _id: string }[] }).data.map((h) => h._id);
}

describe.runIf(postgresServerFor('The two-instance test'))(
  'two API instances on one PostgreSQL database and one S3 bucket',
  () => {
    beforeAll(async () => {
      database = await createPostgresTestDatabase('the two-instance test');
      s3 = await startS3Server();
      dataDirs = await Promise.all([0, 1].map(() => mkdtemp(path.join(tmpdir(), 'gb-instance-'))));
      const shared = {
        DATABASE_URL: database.url,
        ...s3.env,
        // Every instance must sign and check tokens with the same secret.
        JWT_SECRET: randomBytes(48).toString('base64url'),
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        REFRESH_GRACE_SECONDS: '0',
        LOGIN_SLOWDOWN_STEP_MS: '0',
        HOST: '127.0.0.1',
        // Debug: the test waits for the line saying an instance heard another's search change.
        LOG_LEVEL: 'debug',
      };
      // Started together: both migrate the same empty database and both create the admin.
      const [dirA, dirB] = dataDirs as [string, string];
      [a, b] = await Promise.all([
        startServer({ ...shared, DATA_DIR: dirA }),
        startServer({ ...shared, DATA_DIR: dirB }),
      ]);
    }, 120_000);

    afterAll(async () => {
      await Promise.all([a, b].filter(Boolean).map((server) => exitOf(server, 'SIGTERM')));
      await s3?.close();
      await database?.drop();
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    });

    it('a session from one instance works on the other, and a hostel listed through it is served by both', async () => {
      const signedIn = await login(a);
      expect(signedIn.status).toBe(200);
      const { accessToken } = ((await signedIn.json()) as { data: { accessToken: string } }).data;
      const authorization = `Bearer ${accessToken}`;

      const added = await fetch(url(b, '/api/hostels/add-hostel'), {
        method: 'POST',
        headers: { authorization },
        body: formData({ ...validHostel, name: 'Two Instances Hostel' }, await photos(2)),
      });
      expect(added.status).toBe(201);
      const hostel = ((await added.json()) as { data: { _id: string; image: string[] } }).data;
      expect(hostel.image).toHaveLength(2);

      // The photos are in the bucket, so either instance serves them.
      for (const server of [a, b]) {
        for (const image of hostel.image) {
          const photo = await fetch(url(server, new URL(image).pathname));
          expect(photo.status).toBe(200);
          expect(photo.headers.get('content-type')).toBe('image/webp');
        }
      }

      // A search cached on B forgets it when A verifies the hostel.
      expect(await search(b, 'Lakeside')).not.toContain(hostel._id);
      // Only an announcement made after this point: B may have heard others since it started.
      const heard = printed(b, /search change announced by another instance/, b.output.text.length);
      const verified = await fetch(url(a, `/api/hostels/verify/${hostel._id}`), {
        method: 'PUT',
        headers: { authorization },
      });
      expect(verified.status).toBe(200);
      await heard;
      expect(await search(b, 'Lakeside')).toContain(hostel._id);
    });

    it('a refresh token rotated on one instance is refused on the other after the grace window (0 s here)', async () => {
      const signedIn = await login(b);
      const { refreshToken } = ((await signedIn.json()) as { data: { refreshToken: string } }).data;
      const refresh = (server: ServerProcess) =>
        fetch(url(server, '/api/user/refresh-token'), {
          method: 'POST',
          headers: { authorization: `Bearer ${refreshToken}` },
        });
      expect((await refresh(a)).status).toBe(200);
      expect((await refresh(b)).status).toBe(401);
    });

    it('counts failed logins on both instances together', async () => {
      // Ten failures from one address on one account close that pair, wherever they were tried.
      for (let i = 0; i < 10; i += 1) expect((await login(i % 2 ? a : b, 'wrong-password')).status).toBe(400);
      expect((await login(a, 'wrong-password')).status).toBe(429);
      expect((await login(b, 'wrong-password')).status).toBe(429);
    });
  },
);
