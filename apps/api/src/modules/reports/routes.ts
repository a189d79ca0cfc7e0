import {
  ListingIdParamSchema,
  MessageResponseSchema,
  ReportActionParamSchema,
  ReportListingSchema,
  ReportListQuerySchema,
  ReportPageResponseSchema,
  ReportResponseSchema,
  TRUST_CODES,
  type ReportAction,
} from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { networkOf } from '../../lib/network';
import { ok, okMessage } from '../../lib/envelope';
import { adminPageHandler } from '../auth/admin-page';
import { findCurrentUser, requireRole } from '../auth/guards';
import type { ReportService } from './service';

const tags = ['reports'];
const security = [{ bearer: [] }];
/**
 * Per client network (/24, /64, not the exact address, which one party can change at will): a few
 * honest reports an hour, not a campaign against one owner.
 */
export const REPORT_RATE_LIMIT = {
  max: 5,
  timeWindow: '1 hour',
  keyGenerator: (request: FastifyRequest) => networkOf(request.ip),
};

const DECIDED_MESSAGE: Record<ReportAction, (typeof TRUST_CODES.report)[keyof typeof TRUST_CODES.report]> = {
  dismiss: TRUST_CODES.report.dismissed,
  hide: TRUST_CODES.report.listingHidden,
  sold: TRUST_CODES.report.listingSold,
};

export const reportRoutes: FastifyPluginAsyncZod<{ reports: ReportService }> = async (app, { reports }) => {
  app.post(
    '/:id',
    {
      config: { rateLimit: REPORT_RATE_LIMIT },
      schema: {
        tags,
        description:
          'Any visitor reports a listing (reason, and details for `other`). Only logged-in reporters from different networks count toward holding it out of search. The owner is told what (once a day per listing), never by whom.',
        params: ListingIdParamSchema,
        body: ReportListingSchema,
        response: { 201: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      await reports.report(request.params.id, request.body, request.ip, await findCurrentUser(request));
      return reply.status(201).send(okMessage(TRUST_CODES.report.sent));
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        description: 'Admin: reports, newest first (open ones unless status=decided).',
        querystring: ReportListQuerySchema,
        response: { 200: ReportPageResponseSchema },
      },
    },
    adminPageHandler((query) => reports.list(query)),
  );

  app.put(
    '/:id/:action',
    {
      schema: {
        tags,
        security,
        description:
          'Admin: dismiss the report, hide the listing, or mark it sold (the last two close all its open reports).',
        params: ReportActionParamSchema,
        response: { 200: ReportResponseSchema },
      },
    },
    async (request) => {
      const admin = await requireRole(request, 'ADMIN');
      const { id, action } = request.params;
      return ok(await reports.decide(admin, id, action), DECIDED_MESSAGE[action]);
    },
  );
};
