import { RateLimiterMemory } from 'rate-limiter-flexible';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, queryRows } from '../src/db/client';
import { AUTH_LIMITS } from '../src/modules/auth/rate-limits';
import { REPORT_RATE_LIMIT } from '../src/modules/reports/routes';
import { createTestDatabase, testDatabaseKind } from './database';
import { bearer, createUser, login, nextIp } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { seedListing } from './search-factory';

const HOUR_MS = 60 * 60 * 1000;
/** The default REFRESH_GRACE_SECONDS. */
const GRACE_MS = 30_000;

/** A promise and the function that settles it, for a test to hold work where it wants. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Resolves when `app` next hears that another instance changed what a search shows. */
const nextSearchChange = (app: TestApp) =>
  new Promise<void>((resolve) => {
    const stop = app.coordination.searchChanges.onChange(() => {
      stop();
      resolve();
    });
  });

if (testDatabaseKind === 'postgres') {
  // Two instances behind one load balancer: each its own process state and DATA_DIR, one database,
  // one JWT secret (as every instance of a deployment is given).
  const shared = await createTestDatabase();
  // Registered before the apps' own: after-hooks run last first, so this runs once both have closed.
  afterAll(() => shared.drop());
  const env = { JWT_SECRET: 'several-instances-share-this-secret-of-more-than-43-chars' };
  const [a, b] = await Promise.all([
    buildTestApp({ sharedDatabase: shared.url, env }),
    buildTestApp({ sharedDatabase: shared.url, env }),
  ]);

  describe('several instances on one PostgreSQL database', () => {
    it('two instances starting at once on a new database both come up, and migrate once', async () => {
      const fresh = await createTestDatabase();
      try {
        const both = await Promise.all([openDatabase(fresh.url), openDatabase(fresh.url)]);
        const applied = await queryRows<{ hash: string }>(
          both[0].db,
          sql`select hash from drizzle.__drizzle_migrations`,
        );
        expect(new Set(applied.map((m) => m.hash)).size).toBe(applied.length);
        const tables = await queryRows<{ n: number }>(
          both[1].db,
          sql`select count(*)::int as n from pg_tables where tablename = 'rate_limits'`,
        );
        expect(tables[0]?.n).toBe(1);
        await Promise.all(both.map((database) => database.close()));
      } finally {
        await fresh.drop();
      }
    });

    it('counts an address’s attempts across instances (per-route limits and the route plugin’s)', async () => {
      const ip = nextIp();
      const register = (app: TestApp, i: number) =>
        app.inject({
          method: 'POST',
          url: '/api/user/register',
          payload: { name: 'N', email: `several${i}@example.com`, password: 'secret123' },
          remoteAddress: ip,
        });
      const statuses = [];
      for (let i = 0; i <= AUTH_LIMITS.register.ip.points; i++)
        statuses.push((await register(i % 2 === 0 ? a : b, i)).statusCode);
      expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
      expect(statuses.at(-1)).toBe(429);

      const owner = await createUser(a);
      const listings = [];
      for (let i = 0; i <= REPORT_RATE_LIMIT.max; i++)
        listings.push(await seedListing(a, owner.id, { name: `Reported ${i}`, location: 'Butwal' }));
      const reporter = nextIp();
      const reports = [];
      for (const [i, id] of listings.entries()) {
        const app = i % 2 === 0 ? b : a;
        const res = await app.inject({
          method: 'POST',
          url: `/api/reports/${id}`,
          payload: { reason: 'already_rented' },
          remoteAddress: reporter,
        });
        reports.push(res.statusCode);
      }
      expect(reports).toEqual([201, 201, 201, 201, 201, 429]);
    });

    it('shows a listing changed on one instance in search on the other once it hears of it', async () => {
      const owner = await createUser(a);
      const id = await seedListing(a, owner.id, { name: 'Itahari Heard', location: 'Itahari' });
      const search = async () => {
        const res = await b.inject({ method: 'GET', url: '/api/hostels/by-address?location=itahari' });
        return res.json<{ data: { _id: string; sold: boolean }[] }>().data;
      };
      // Now remembered by B: without hearing of the change it would answer this for 30 s.
      expect(await search()).toMatchObject([{ _id: id, sold: false }]);

      const heard = nextSearchChange(b);
      const { accessToken } = await login(a, owner.email);
      const sold = await a.inject({
        method: 'PUT',
        url: `/api/hostels/sold/${id}`,
        headers: bearer(accessToken),
        payload: { sold: true },
      });
      expect(sold.statusCode).toBe(200);
      await heard;
      expect(await search()).toMatchObject([{ _id: id, sold: true }]);
    });

    it('runs a scheduled job on one instance when both run it at once', async () => {
      // The runs due at start are over.
      await Promise.all([a.background.idle(), b.background.idle()]);
      let runs = 0;
      const started = gate();
      const finish = gate();
      for (const app of [a, b]) {
        app.scheduledJobs.add('held test job', HOUR_MS, async () => {
          runs += 1;
          started.open();
          await finish.opened;
        });
      }
      const onA = a.scheduledJobs.run('held test job');
      await started.opened;
      expect(await b.scheduledJobs.run('held test job')).toBe(false);
      finish.open();
      expect(await onA).toBe(true);
      expect(runs).toBe(1);
      // Held only while it runs: the next hour's run may go to either instance.
      const next = b.scheduledJobs.run('held test job');
      expect(await next).toBe(true);
      expect(runs).toBe(2);

      // The app's own jobs take the same lock.
      const holding = gate();
      const holds = gate();
      const held = a.coordination.runAlone('sweep unused photo files', async () => {
        holds.open();
        await holding.opened;
      });
      await holds.opened;
      expect(await b.scheduledJobs.run('sweep unused photo files')).toBe(false);
      holding.open();
      expect(await held).toBe(true);
      expect(await b.scheduledJobs.run('sweep unused photo files')).toBe(true);
    });

    it('sees a refresh token rotated on one instance as rotated on the other (grace and re-use)', async () => {
      const user = await createUser(a);
      const first = await login(a, user.email);
      const refresh = (app: TestApp, token: string) =>
        app.inject({
          method: 'POST',
          url: '/api/user/refresh-token',
          cookies: { refreshToken: token },
          remoteAddress: nextIp(),
        });
      const rotated = await refresh(a, first.refreshToken);
      expect(rotated.statusCode).toBe(200);
      // Within the grace window (another tab, its request sent to the other instance): a sibling.
      expect((await refresh(b, first.refreshToken)).statusCode).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + GRACE_MS + 1000);
        const replay = await refresh(b, first.refreshToken);
        expect(replay.statusCode).toBe(401);
        expect(replay.json()).toMatchObject({ code: 'SESSION_REUSED' });
        // The family is revoked for every instance.
        expect((await refresh(a, rotated.json().data.refreshToken)).statusCode).toBe(401);
      } finally {
        vi.useRealTimers();
      }
    });
  });
} else {
  const app = await buildTestApp();

  describe('one instance on PGlite (one process by construction)', () => {
    it('keeps counts in memory, runs every job it is asked to, and has no one to tell of changes', async () => {
      expect(app.coordination.counter({ keyPrefix: 'x', points: 1, duration: 1 })).toBeInstanceOf(
        RateLimiterMemory,
      );
      let runs = 0;
      const finish = gate();
      const job = async () => {
        runs += 1;
        await finish.opened;
      };
      const both = Promise.all([app.coordination.runAlone('j', job), app.coordination.runAlone('j', job)]);
      finish.open();
      expect(await both).toEqual([true, true]);
      expect(runs).toBe(2);
      let heard = 0;
      app.coordination.searchChanges.onChange(() => (heard += 1));
      app.coordination.searchChanges.announce();
      expect(heard).toBe(0);
    });
  });
}
