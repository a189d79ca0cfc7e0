import { COMMON_CODES, HealthResponseSchema } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';

const startedAt = Date.now();

const DOWN_MESSAGES = COMMON_CODES.health;

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
};
