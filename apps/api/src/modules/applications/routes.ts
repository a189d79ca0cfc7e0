import {
  APPLICATION_CODES,
  ApplyResponseSchema,
  ApplySchema,
  BuyerListQuerySchema,
  BuyerListResponseSchema,
  ListingApplicantsResponseSchema,
  ListingIdParamSchema,
  MessageResponseSchema,
  MoveApplicationSchema,
  MovedApplicationResponseSchema,
  MyApplicationsQuerySchema,
  MyApplicationsResponseSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okMessage, okPage } from '../../lib/envelope';
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

/**
 * Beside the specification (docs/decisions/0020), under `/applications`: where an application
 * stands, moved by who may move it, and a tenant's own applications.
 */
export const applicationStateRoutes: FastifyPluginAsyncZod<{ applications: ApplicationService }> = async (
  app,
  { applications },
) => {
  app.put(
    '/:id/state',
    {
      schema: {
        tags,
        security,
        description:
          "The listing's owner (or an admin) moves an application on; its applicant withdraws it. 409 for a move the rules refuse, 404 to anyone else.",
        params: ListingIdParamSchema,
        body: MoveApplicationSchema,
        response: { 200: MovedApplicationResponseSchema },
      },
    },
    async (request) => {
      const { state } = request.body;
      const moved = await applications.move(await requireUser(request), request.params.id, state);
      return ok(moved, state === 'withdrawn' ? APPLICATION_CODES.withdrawn : APPLICATION_CODES.moved);
    },
  );

  app.get(
    '/mine',
    {
      schema: {
        tags,
        security,
        description: "The logged-in user's applications, newest first, each with its listing and changes.",
        querystring: MyApplicationsQuerySchema,
        response: { 200: MyApplicationsResponseSchema },
      },
    },
    async (request) => {
      const { data, meta } = await applications.mine(await requireUser(request), request.query);
      return okPage(data, meta);
    },
  );
};

/** Under `/user`: a listing's applicants for its owner (opening them marks the new ones seen) or an admin. */
export const listingApplicantRoutes: FastifyPluginAsyncZod<{ applications: ApplicationService }> = async (
  app,
  { applications },
) => {
  app.get(
    '/listings/:id/applicants',
    {
      schema: {
        tags,
        security,
        description:
          "A listing's applicants, newest first (up to 100). The owner opening them moves the new ones to seen.",
        params: ListingIdParamSchema,
        response: { 200: ListingApplicantsResponseSchema },
      },
    },
    async (request) =>
      ok(await applications.applicantsOfListing(await requireUser(request), request.params.id)),
  );
};
