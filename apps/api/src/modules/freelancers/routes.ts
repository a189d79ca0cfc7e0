import {
  FREELANCER_CODES as M,
  FreelancerListQuerySchema,
  FreelancerListResponseSchema,
  FreelancerSignupResponseSchema,
  FreelancerSignupSchema,
  MessageResponseSchema,
  UuidParamSchema,
  VerifiedFreelancerListResponseSchema,
  VerifiedLocationQuerySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okMessage } from '../../lib/envelope';
import { createRateLimiter } from '../../lib/rate-limiter';
import { adminPageHandler } from '../auth/admin-page';
import { findCurrentUser, requireRole, requireUser } from '../auth/guards';
import type { FreelancerService } from './service';

const tags = ['freelance'];
const security = [{ bearer: [] }];

/** Sign-ups per client address and per account: a few retries, not a spam run. */
export const SIGNUP_LIMITS = {
  ip: { points: 10, seconds: 60 * 60 },
  second: { points: 5, seconds: 60 * 60 },
};

export const freelancerRoutes: FastifyPluginAsyncZod<{ freelancers: FreelancerService }> = async (
  app,
  { freelancers },
) => {
  const signupRateLimit = createRateLimiter(
    app.coordination,
    'freelancerSignup',
    SIGNUP_LIMITS,
    async (request) => (await findCurrentUser(request))?.id,
  );

  app.post(
    '/add',
    {
      schema: {
        tags,
        security,
        description: 'The home page contact form; the sign-up belongs to the logged-in account.',
        body: FreelancerSignupSchema,
        response: { 201: FreelancerSignupResponseSchema },
      },
      preHandler: signupRateLimit,
    },
    async (request, reply) => {
      const created = await freelancers.signUp(await requireUser(request), request.body);
      return reply.status(201).send(ok(created, M.submitted));
    },
  );

  app.get(
    '/unverified',
    {
      schema: {
        tags,
        security,
        querystring: FreelancerListQuerySchema,
        response: { 200: FreelancerListResponseSchema },
      },
    },
    adminPageHandler((query) => freelancers.listPending(query)),
  );

  app.put(
    '/verify/:id',
    { schema: { tags, security, params: UuidParamSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await freelancers.approve(await requireRole(request, 'ADMIN'), request.params.id);
      return okMessage(M.approved);
    },
  );

  app.delete(
    '/delete/:id',
    { schema: { tags, security, params: UuidParamSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await freelancers.reject(await requireRole(request, 'ADMIN'), request.params.id);
      return okMessage(M.rejected);
    },
  );

  app.get(
    '/verified-location',
    {
      schema: {
        tags,
        security,
        querystring: VerifiedLocationQuerySchema,
        response: { 200: VerifiedFreelancerListResponseSchema },
      },
    },
    adminPageHandler((query) => freelancers.verifiedNear(query)),
  );
};
