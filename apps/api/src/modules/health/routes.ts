import { HealthResponseSchema } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';

const startedAt = Date.now();

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
      },
    },
    async (_request, reply) => {
      const uptimeSeconds = Math.round((Date.now() - startedAt) / 1000);
      try {
        await app.db.execute(sql`select 1`);
        return ok({ status: 'ok' as const, database: 'up' as const, uptimeSeconds });
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({
          ...ok(
            { status: 'degraded' as const, database: 'down' as const, uptimeSeconds },
            'Database unreachable',
          ),
          success: false,
          error: true,
        });
      }
    },
  );
};
