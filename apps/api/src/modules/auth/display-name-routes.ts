import { AUTH_CODES, DisplayNameBodySchema, MessageResponseSchema } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/tables/users';
import { okMessage } from '../../lib/envelope';
import { requireUser } from './guards';

/**
 * PUT /user/display-name, beside the published contract (docs/decisions/0019): the name the
 * owner's listings show as `listedBy`; blank goes back to their first name.
 */
export const displayNameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/display-name',
    {
      schema: {
        tags: ['user'],
        security: [{ bearer: [] }],
        description:
          "The name the caller's listings show as listedBy; null or blank: the first word of their account name.",
        body: DisplayNameBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await app.db
        .update(users)
        .set({ displayName: request.body.displayName, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      return okMessage(AUTH_CODES.displayNameSaved);
    },
  );
};
