import {
  MessageResponseSchema,
  SharedShortlistResponseSchema,
  SHORTLIST_CODES,
  ShortlistIdsResponseSchema,
  ShortlistListingParamSchema,
  ShortlistMergeSchema,
  ShortlistPreviewQuerySchema,
  ShortlistPreviewResponseSchema,
  ShortlistResponseSchema,
  ShortlistShareResponseSchema,
  ShortlistTokenParamSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okMessage } from '../../lib/envelope';
import { requireUser } from '../auth/guards';
import type { ShortlistService } from './service';

const tags = ['shortlist'];
const security = [{ bearer: [] }];

/** `/shortlist`: the logged-in account's saved listings and its read-only share link. */
export const shortlistRoutes: FastifyPluginAsyncZod<{ shortlist: ShortlistService }> = async (
  app,
  { shortlist },
) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        description:
          'The account’s saved listings, newest first: each as visitors see it now (available, sold), or only its name once it is no longer listed (hidden).',
        response: { 200: ShortlistResponseSchema },
      },
    },
    async (request) => ok(await shortlist.list(await requireUser(request))),
  );

  app.get(
    '/ids',
    {
      schema: {
        tags,
        security,
        description: 'The ids of the account’s saved listings, newest first (the hearts on cards).',
        response: { 200: ShortlistIdsResponseSchema },
      },
    },
    async (request) => ok(await shortlist.ids(await requireUser(request))),
  );

  app.put(
    '/:listingId',
    {
      schema: {
        tags,
        security,
        description: `Saves a listing visitors can open (404 otherwise); again changes nothing; 409 past the cap. Answers the saved ids.`,
        params: ShortlistListingParamSchema,
        response: { 200: ShortlistIdsResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await shortlist.add(user, request.params.listingId), SHORTLIST_CODES.added);
    },
  );

  app.delete(
    '/:listingId',
    {
      schema: {
        tags,
        security,
        description: 'Removes a saved listing; one not saved changes nothing. Answers the saved ids.',
        params: ShortlistListingParamSchema,
        response: { 200: ShortlistIdsResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await shortlist.remove(user, request.params.listingId), SHORTLIST_CODES.removed);
    },
  );

  app.post(
    '/merge',
    {
      schema: {
        tags,
        security,
        description:
          'At login: the ids a visitor saved in this browser (newest first) join the account’s shortlist; ids of listings visitors cannot open are ignored, and so are those past the cap. Answers the whole shortlist.',
        body: ShortlistMergeSchema,
        response: { 200: ShortlistResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { entries, isPartly } = await shortlist.merge(user, request.body.ids);
      return ok(entries, isPartly ? SHORTLIST_CODES.mergedPartly : SHORTLIST_CODES.merged);
    },
  );

  app.post(
    '/share',
    {
      schema: {
        tags,
        security,
        description:
          'The account’s read-only share link: made once, the same one after, until sharing stops.',
        response: { 200: ShortlistShareResponseSchema },
      },
    },
    async (request) => ok(await shortlist.share(await requireUser(request)), SHORTLIST_CODES.shareReady),
  );

  app.delete(
    '/share',
    {
      schema: {
        tags,
        security,
        description: 'Stops sharing: the link answers 404 from now on; sharing again makes a new one.',
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await shortlist.stopSharing(await requireUser(request));
      return okMessage(SHORTLIST_CODES.shareStopped);
    },
  );

  app.get(
    '/listings',
    {
      schema: {
        tags,
        description:
          'Anyone: the listings of a visitor’s browser list (`ids`, comma-separated, newest first) that are still listed, as visitors see them; the others are left out.',
        querystring: ShortlistPreviewQuerySchema,
        response: { 200: ShortlistPreviewResponseSchema },
      },
    },
    async (request) => ok(await shortlist.preview(request.query.ids)),
  );

  app.get(
    '/shared/:token',
    {
      schema: {
        tags,
        description:
          'Anyone with the link, no login: the shortlist’s listed listings as visitors see them, nothing about its account. 404 for a link that does not work (any more).',
        params: ShortlistTokenParamSchema,
        response: { 200: SharedShortlistResponseSchema },
      },
    },
    async (request, reply) => {
      // Sharing can be stopped: no cache keeps the list after that.
      reply.header('cache-control', 'no-store');
      return ok(await shortlist.shared(request.params.token));
    },
  );
};
