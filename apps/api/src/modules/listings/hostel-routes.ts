import {
  LISTING_CODES,
  HostelPageResponseSchema,
  HostelResponseSchema,
  HostelSearchResponseSchema,
  SearchQuerySchema,
  ListingIdParamSchema,
  MessageResponseSchema,
  UnverifiedListQuerySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okMessage, okPage } from '../../lib/envelope';
import { adminPageHandler } from '../auth/admin-page';
import { findCurrentUser, requireRole, requireUser } from '../auth/guards';
import { readMultipart } from '../images/multipart';
import { ownedListingRoutes } from './owned-listing-routes';
import type { ListingService } from './service';
import { submittedMessage } from './submitted-message';
import { UPLOAD_MESSAGES } from './upload-messages';

const tags = ['hostels'];
const security = [{ bearer: [] }];

export const hostelRoutes: FastifyPluginAsyncZod<{ listings: ListingService }> = async (
  app,
  { listings },
) => {
  app.post(
    '/add-hostel',
    {
      schema: { tags, security, consumes: ['multipart/form-data'], response: { 201: HostelResponseSchema } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const form = await readMultipart(request, UPLOAD_MESSAGES.addHostel);
      const hostel = await listings.addHostel(user, form);
      return reply.status(201).send(ok(hostel, submittedMessage('hostel', hostel.coordinate)));
    },
  );

  app.get(
    '/get-unhostel',
    {
      schema: {
        tags,
        security,
        querystring: UnverifiedListQuerySchema,
        response: { 200: HostelPageResponseSchema },
      },
    },
    adminPageHandler((query, admin) => listings.unverifiedHostels(admin, query)),
  );

  app.put(
    '/verify/:id',
    { schema: { tags, security, params: ListingIdParamSchema, response: { 200: HostelResponseSchema } } },
    async (request) => {
      const admin = await requireRole(request, 'ADMIN');
      return ok(await listings.verifyHostel(admin, request.params.id), LISTING_CODES.hostelVerified);
    },
  );

  app.get(
    '/by-address',
    { schema: { tags, querystring: SearchQuerySchema, response: { 200: HostelSearchResponseSchema } } },
    async (request) => {
      const { data, meta } = await listings.search('hostel', request.query, await findCurrentUser(request));
      return okPage(
        data.filter((l) => l.kind === 'hostel'),
        meta,
      );
    },
  );

  app.get(
    '/get/:id',
    { schema: { tags, params: ListingIdParamSchema, response: { 200: HostelResponseSchema } } },
    async (request) => ok(await listings.getHostel(request.params.id, await findCurrentUser(request))),
  );

  ownedListingRoutes(app, listings, 'hostel');

  app.delete(
    '/delete-hostel/:id',
    { schema: { tags, security, params: ListingIdParamSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await listings.deleteListing(await requireUser(request), request.params.id, 'hostel');
      return okMessage(LISTING_CODES.hostelDeleted);
    },
  );
};
