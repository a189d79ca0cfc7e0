import { COMMON_CODES, HealthResponseSchema, ReadinessResponseSchema } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { cachedCheck } from './cached-check';

const startedAt = Date.now();

const DOWN_MESSAGES = COMMON_CODES.health;
const NOT_READY_MESSAGES = COMMON_CODES.ready;
/** How long /api/ready reuses its photo store write check (each check writes and removes a file). */
export const STORAGE_CHECK_TTL_MS = 5_000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const databaseUp = () =>
    app.db.execute(sql`select 1`).then(
      () => true,
      (error: unknown) => {
        app.log.error({ err: error }, 'health check: database unreachable');
        return false;
      },
    );

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness, database and photo storage check',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (_request, reply) => {
      const uptimeSeconds = Math.round((Date.now() - startedAt) / 1000);
      const [database, storage] = await Promise.all([databaseUp(), app.images.isWritable()]);
      const health = {
        status: database && storage ? ('ok' as const) : ('degraded' as const),
        database: database ? ('up' as const) : ('down' as const),
        storage: storage ? ('up' as const) : ('down' as const),
        uptimeSeconds,
      };
      if (database && storage) return ok(health);
      if (!storage) app.log.error('health check: photo storage cannot be written');
      const message = DOWN_MESSAGES[!database && !storage ? 'both' : database ? 'storage' : 'database'];
      return reply.status(503).send({ ...ok(health, message), success: false, error: true });
    },
  );

  const storageWritable = cachedCheck(() => app.images.isWritable(), STORAGE_CHECK_TTL_MS);
  let wasReady = true;

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness for a load balancer: the database answers and photos can be written',
        response: { 200: ReadinessResponseSchema, 503: ReadinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const [database, storage] = await Promise.all([
        app.db.execute(sql`select 1`).then(
          () => true,
          () => false,
        ),
        storageWritable(),
      ]);
      const ready = database && storage;
      const readiness = {
        ready,
        database: database ? ('up' as const) : ('down' as const),
        storage: storage ? ('up' as const) : ('down' as const),
      };
      // Polled every second or so: logged when the answer changes, not on every poll.
      if (ready !== wasReady) {
        wasReady = ready;
        if (ready) app.log.info('ready again');
        else app.log.error({ database: readiness.database, storage: readiness.storage }, 'not ready');
      }
      if (ready) return ok(readiness);
      const message = NOT_READY_MESSAGES[!database && !storage ? 'both' : database ? 'storage' : 'database'];
      return reply.status(503).send({ ...ok(readiness, message), success: false, error: true });
    },
  );
};
