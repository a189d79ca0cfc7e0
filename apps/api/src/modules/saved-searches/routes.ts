import {
  CreateSavedSearchSchema,
  MessageResponseSchema,
  SAVED_SEARCH_CODES as M,
  SavedSearchIdParamSchema,
  SavedSearchListResponseSchema,
  SavedSearchResponseSchema,
  UnsubscribeBodySchema,
  UnsubscribedResponseSchema,
  UnsubscribeQuerySchema,
  type UpdateSavedSearch,
  UpdateSavedSearchSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okMessage } from '../../lib/envelope';
import { requireUser } from '../auth/guards';
import type { SavedSearchService } from './service';

const tags = ['saved searches'];
const security = [{ bearer: [] }];
/** A one-click unsubscribe's form body is `List-Unsubscribe=One-Click`: a few bytes. */
const FORM_BODY_LIMIT = 1024;

const updatedMessage = (body: UpdateSavedSearch) =>
  body.paused === undefined || body.name !== undefined ? M.updated : body.paused ? M.paused : M.resumed;

export const savedSearchRoutes: FastifyPluginAsyncZod<{ savedSearches: SavedSearchService }> = async (
  app,
  { savedSearches },
) => {
  // Mail programs send RFC 8058's one-click unsubscribe as a form; only these routes read one.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        description: 'The logged-in account’s saved searches, newest first.',
        response: { 200: SavedSearchListResponseSchema },
      },
    },
    async (request) => ok(await savedSearches.list(await requireUser(request))),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        description: `Saves a search (name, kind, and the search's query without page and limit). At most 10 an account: 409 SAVED_SEARCH_LIMIT beyond.`,
        body: CreateSavedSearchSchema,
        response: { 201: SavedSearchResponseSchema },
      },
    },
    async (request, reply) => {
      const saved = await savedSearches.create(await requireUser(request), request.body);
      return reply.status(201).send(ok(saved, M.saved));
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        security,
        description: 'Renames, pauses or resumes one of the account’s saved searches.',
        params: SavedSearchIdParamSchema,
        body: UpdateSavedSearchSchema,
        response: { 200: SavedSearchResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const saved = await savedSearches.update(user, request.params.id, request.body);
      return ok(saved, updatedMessage(request.body));
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: SavedSearchIdParamSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await savedSearches.remove(await requireUser(request), request.params.id);
      return okMessage(M.deleted);
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags,
        description:
          'The alert email’s signed token pauses its one saved search, no login needed: `token` in the JSON body (the unsubscribe page) or in the query (one-click, RFC 8058). Again is the same.',
        consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        querystring: UnsubscribeQuerySchema,
        body: UnsubscribeBodySchema,
        response: { 200: UnsubscribedResponseSchema },
      },
    },
    async (request) => {
      const token = request.body?.token ?? request.query.token;
      return ok(await savedSearches.unsubscribe(token), M.unsubscribed);
    },
  );

  app.get(
    '/unsubscribe',
    {
      schema: {
        tags,
        description:
          'A mail program that opens the List-Unsubscribe address instead of posting to it is sent on to the unsubscribe page. The GET itself changes nothing: link scanners fetch every link.',
        querystring: UnsubscribeQuerySchema,
        response: { 303: z.null() },
      },
    },
    async (request, reply) => {
      const params = new URLSearchParams(request.query.token ? { token: request.query.token } : {});
      return reply.redirect(`${app.config.publicUrl}/unsubscribe?${params.toString()}`, 303);
    },
  );
};
