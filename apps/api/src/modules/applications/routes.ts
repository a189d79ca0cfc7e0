import {
  APPLICATION_CODES,
  ApplyResponseSchema,
  ApplySchema,
  BuyerListQuerySchema,
  BuyerListResponseSchema,
  ListingIdParamSchema,
  MessageResponseSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okMessage } from '../../lib/envelope';
import { adminPageHandler } from '../auth/admin-page';
import { findCurrentUser, requireUser } from '../auth/guards';
import type { ApplicationService } from './service';

const tags = ['buyers'];
const security = [{ bearer: [] }];
/** Per client address: enough for a family applying to a few places, not for a spam run. */
const applyRateLimit = { max: 10, timeWindow: '10 minutes' };

export const applicationRoutes: FastifyPluginAsyncZod<{ applications: ApplicationService }> = async (
  app,
  { applications },
) => {
  const applyOptions = {
    config: { rateLimit: applyRateLimit },
    schema: { tags, params: ListingIdParamSchema, body: ApplySchema, response: { 201: ApplyResponseSchema } },
  } as const;

  app.post('/add-buyer/hostel/:id', applyOptions, async (request, reply) => {
    const created = await applications.apply(
      request.params.id,
      'hostel',
      request.body,
      await findCurrentUser(request),
    );
    return reply.status(201).send(ok(created, APPLICATION_CODES.submitted));
  });

  app.post('/add-buyer/:id', applyOptions, async (request, reply) => {
    const created = await applications.apply(
      request.params.id,
      'property',
      request.body,
      await findCurrentUser(request),
    );
    return reply.status(201).send(ok(created, APPLICATION_CODES.submitted));
  });

  app.get(
    '/get',
    {
      schema: {
        tags,
        security,
        querystring: BuyerListQuerySchema,
        response: { 200: BuyerListResponseSchema },
      },
    },
    adminPageHandler((query) => applications.listForAdmin(query)),
  );

  app.put(
    '/mark-buyer/:id',
    { schema: { tags, security, params: ListingIdParamSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await applications.markCompleted(await requireUser(request), request.params.id);
      return okMessage(APPLICATION_CODES.markedComplete);
    },
  );

  app.delete(
    '/delete-buyer/:id',
    { schema: { tags, security, params: ListingIdParamSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await applications.remove(await requireUser(request), request.params.id);
      return okMessage(APPLICATION_CODES.removed);
    },
  );
};
