import {
  FREELANCER_CODES as M,
  type FreelancerListQuery,
  type FreelancerSignup,
  type VerifiedLocationQuery,
} from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { Mailer, MailMessage } from '../../integrations/mailer';
import { conflict, notFound } from '../../lib/app-error';
import { findAccount, grantFreelancerRole } from '../auth/accounts';
import type { CurrentUser } from '../auth/guards';
import { freelancerApprovedEmail, freelancerRejectedEmail } from '../mail/freelancer-templates';
import { toFreelancer, toVerifiedFreelancer } from './mapper';
import { locate } from '../geocode/place-resolver';
import { rankByLocation } from './nearest';
import * as repo from './repository';

type Deps = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** A freelancer's open tasks, as the tasks module counts them. */
  openTaskIds: repo.OpenTaskIdsSql;
};

export function createFreelancerService({ db, mailer, publicUrl, log, openTaskIds }: Deps) {
  async function sendMail(message: MailMessage) {
    try {
      await mailer.send(message);
    } catch (error) {
      log.error({ err: error, to: message.to }, 'could not send freelancer mail');
    }
  }

  /** Mail about a sign-up goes to its account's (verified) address, not to one typed into the form. */
  async function mailAccountOf(row: repo.FreelancerRow, compose: (to: string, name: string) => MailMessage) {
    const account = await findAccount(db, row.userId);
    if (account) await sendMail(compose(account.email, row.name));
  }

  const alreadyMessage = (row: repo.FreelancerRow | null) =>
    row?.status === 'approved' ? M.alreadyFreelancer : M.alreadyPending;

  async function decide(admin: CurrentUser, id: string, status: 'approved' | 'rejected') {
    const decided = await inTransaction(db, async (tx) => {
      const row = await repo.decide(tx, id, status, admin.id);
      if (row && status === 'approved') await grantFreelancerRole(tx, row.userId);
      return row;
    });
    if (decided) return decided;
    if (!(await repo.findFreelancer(db, id))) throw notFound(M.notFound);
    throw conflict(M.alreadyDecided);
  }

  return {
    /** The home page's contact form: one live sign-up per account. */
    async signUp(user: CurrentUser, body: FreelancerSignup) {
      if (user.role === 'Freelancer') throw conflict(M.alreadyFreelancer);
      const point = body.coordinate ?? locate(body.location);
      const row = await repo.insertSignup(db, {
        userId: user.id,
        name: body.name,
        email: body.email,
        phone: body.phone,
        location: body.location,
        message: body.message ?? null,
        lat: point?.lat ?? null,
        lon: point?.lon ?? null,
      });
      if (!row) throw conflict(alreadyMessage(await repo.findLiveSignupOf(db, user.id)));
      return toFreelancer(row);
    },

    async listPending(query: FreelancerListQuery) {
      const { rows, total } = await repo.listPending(db, query);
      return { data: rows.map(toFreelancer), meta: { total, page: query.page, limit: query.limit } };
    },

    /** The account becomes a Freelancer; the sign-up is kept as approved. */
    async approve(admin: CurrentUser, id: string) {
      const row = await decide(admin, id, 'approved');
      await mailAccountOf(row, (to, name) => freelancerApprovedEmail(to, name, `${publicUrl}/task-req`));
    },

    /** Leaves the pending list as rejected; the account keeps its role. */
    async reject(admin: CurrentUser, id: string) {
      const row = await decide(admin, id, 'rejected');
      await mailAccountOf(row, freelancerRejectedEmail);
    },

    /** Approved freelancers, those nearest to or matching `location` first. */
    async verifiedNear({ location, page, limit }: VerifiedLocationQuery) {
      const rows = await repo.listApproved(db, openTaskIds);
      const start = (page - 1) * limit;
      const data = rankByLocation(rows, location)
        .slice(start, start + limit)
        .map(toVerifiedFreelancer);
      return { data, meta: { total: rows.length, page, limit } };
    },

    /** For the tasks module: the freelancers among `ids` who may be given work. */
    approvedByIds: (ids: string[]) => repo.findApprovedByIds(db, ids),

    /** For the tasks module: who tasks were given to. */
    profilesByIds: (ids: string[]) => repo.findByIds(db, [...new Set(ids)]),

    /** For the tasks module: the caller's freelancer profile, if they are an approved freelancer. */
    profileOf: (userId: string) => repo.findApprovedByUser(db, userId),
  };
}

export type FreelancerService = ReturnType<typeof createFreelancerService>;
