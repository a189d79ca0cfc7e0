import { OwnerHostelListResponseSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import type { ApplicationService } from '../applications/service';
import { requireUser } from '../auth/guards';
import type { ListingService } from './service';

/** `/user/get-hostel`: the logged-in owner's hostels with their applicants, for the dashboard. */
export const ownerRoutes: FastifyPluginAsyncZod<{
  listings: ListingService;
  applications: ApplicationService;
}> = async (app, { listings, applications }) => {
  app.get(
    '/get-hostel',
    {
      schema: {
        tags: ['hostels'],
        security: [{ bearer: [] }],
        response: { 200: OwnerHostelListResponseSchema },
      },
    },
    async (request) => {
      const hostels = await listings.ownerHostels(await requireUser(request));
      const applicants = await applications.applicantsOf(hostels.map((h) => h._id));
      return ok(hostels.map((h) => ({ ...h, buyer: applicants.get(h._id) ?? [] })));
    },
  );
};
