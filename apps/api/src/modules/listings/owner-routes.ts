import {
  ConfirmAvailableTokenSchema,
  ConfirmedAvailabilityResponseSchema,
  ListingIdParamSchema,
  OwnerHostelListResponseSchema,
  OwnerListingsQuerySchema,
  OwnerListingsResponseSchema,
  TRUST_CODES,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/envelope';
import type { ApplicationService } from '../applications/service';
import { requireUser } from '../auth/guards';
import { AppError } from '../../lib/app-error';
import { listingOfAvailabilityToken } from './availability-token';
import type { ListingService } from './service';

/**
 * `/user/get-hostel`: the logged-in owner's hostels with their applicants (the published dashboard);
 * `/user/listings`: a page of the owner's hostels and properties (My listings); and "still
 * available" from the dashboard or from the reminder email's signed link.
 */
export const ownerRoutes: FastifyPluginAsyncZod<{
  listings: ListingService;
  applications: ApplicationService;
}> = async (app, { listings, applications }) => {
  app.post(
    '/confirm-available/:id',
    {
      schema: {
        tags: ['listings'],
        security: [{ bearer: [] }],
        description: 'The owner (or an admin) confirms the listing is still available.',
        params: ListingIdParamSchema,
        response: { 200: ConfirmedAvailabilityResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await listings.confirmAvailable(user, request.params.id), TRUST_CODES.availability.confirmed);
    },
  );

  app.post(
    '/confirm-available',
    {
      schema: {
        tags: ['listings'],
        description:
          'One tap from the reminder email: the signed token confirms its one listing, no login needed, until it expires.',
        body: ConfirmAvailableTokenSchema,
        response: { 200: ConfirmedAvailabilityResponseSchema },
      },
    },
    async (request) => {
      const id = listingOfAvailabilityToken(app.secrets.jwtSecret, request.body.token, new Date());
      if (!id) throw new AppError(400, TRUST_CODES.availability.linkInvalid, 'LINK_INVALID');
      return ok(await listings.confirmAvailable(null, id), TRUST_CODES.availability.confirmed);
    },
  );

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

  app.get(
    '/listings',
    {
      schema: {
        tags: ['listings'],
        security: [{ bearer: [] }],
        description:
          'My listings: one page of the caller’s own hostels and properties, newest first, filtered by kind and by part of a name or place, with how many of each kind they have.',
        querystring: OwnerListingsQuerySchema,
        response: { 200: OwnerListingsResponseSchema },
      },
    },
    async (request) => {
      const { data, meta } = await listings.ownerListings(await requireUser(request), request.query);
      const counts = await applications.countsOf(data.map((l) => l._id));
      return okPage(
        data.map((l) => ({ ...l, applicants: counts.get(l._id) ?? { open: 0, new: 0, all: 0 } })),
        meta,
      );
    },
  );
};
