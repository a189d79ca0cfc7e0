import { HostelListResponseSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { requireUser } from '../auth/guards';
import type { ListingService } from './service';

/** `/user/get-hostel`: the logged-in owner's hostels, for the dashboard. */
export const ownerRoutes: FastifyPluginAsyncZod<{ listings: ListingService }> = async (app, { listings }) => {
  app.get(
    '/get-hostel',
    {
      schema: { tags: ['hostels'], security: [{ bearer: [] }], response: { 200: HostelListResponseSchema } },
    },
    async (request) => ok(await listings.ownerHostels(await requireUser(request))),
  );
};
