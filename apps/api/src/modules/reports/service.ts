import { createHmac } from 'node:crypto';
import {
  REPORTS_TO_HOLD,
  TRUST_CODES as M,
  type ReportAction,
  type ReportListing,
  type ReportListQuery,
} from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import type { Mailer, MailMessage } from '../../integrations/mailer';
import type { BackgroundWork } from '../../lib/background';
import { conflict, notFound } from '../../lib/app-error';
import { networkOf } from '../../lib/network';
import { findAccount } from '../auth/accounts';
import type { CurrentUser } from '../auth/guards';
import { requireVisible } from '../listings/rules';
import type { ListingService } from '../listings/service';
import { listingHiddenEmail, listingReportedEmail } from '../mail/trust-templates';
import { toReport } from './mapper';
import * as repo from './repository';

const DECIDED: Record<ReportAction, 'dismissed' | 'hidden' | 'sold'> = {
  dismiss: 'dismissed',
  hide: 'hidden',
  sold: 'sold',
};

export function createReportService(deps: {
  db: Db;
  listings: ListingService;
  mailer: Mailer;
  background: BackgroundWork;
  publicUrl: string;
  /** Keys the hash of a reporter's address, so the address itself is never stored. */
  secret: string;
  log: FastifyBaseLogger;
}) {
  const { db, listings, mailer, log } = deps;

  const keyOf = (what: string) => createHmac('sha256', deps.secret).update(what).digest('base64url');
  /**
   * Who sent a report (one open report each per listing): the account when logged in, else the
   * address. What it counts as toward the hold: the network of a logged-in reporter, nothing for
   * an anonymous one, so neither a few addresses nor one network can hide a rival's listing.
   */
  const reporterOf = (address: string, viewer: CurrentUser | null) => ({
    reporterKey: keyOf(viewer ? `account:${viewer.id}` : `reporter:${address}`),
    holdKey: viewer ? keyOf(`network:${networkOf(address)}`) : null,
  });

  /** Mail goes after the answer, so how long a report takes tells nothing about the owner. */
  function mailOwner(ownerId: string, compose: (to: string, name: string) => MailMessage) {
    deps.background.run('mail a listing owner about a report', async () => {
      const owner = await findAccount(db, ownerId);
      if (!owner) return;
      try {
        await mailer.send(compose(owner.email, owner.name));
      } catch (error) {
        log.error({ err: error, ownerId }, 'could not send report mail');
      }
    });
  }

  /** Held out of search while open reports from enough logged-in reporters' networks wait for a decision. */
  const shouldHold = async (conn: DbOrTx, listingId: string) =>
    (await repo.openHoldingReporters(conn, listingId)) >= REPORTS_TO_HOLD;

  async function presentOne(id: string) {
    const row = await repo.findReport(db, id);
    if (!row) throw notFound(M.report.notFound);
    return toReport(row);
  }

  return {
    /**
     * A visitor's report about a listing they can see. One open report per reporter and listing;
     * the owner is told what was reported, never by whom.
     */
    async report(listingId: string, body: ReportListing, address: string, viewer: CurrentUser | null) {
      const found = await listings.findForCaller(listingId, viewer);
      // One the reporter may not see does not exist for them.
      const listing = requireVisible(found.listing, found.caller, M.report.notFound);
      const { reporterKey, holdKey } = reporterOf(address, viewer);
      let tellOwner = false;
      await listings.moderate(listingId, async (tx) => {
        if (await repo.hasOpenReport(tx, listingId, reporterKey)) throw conflict(M.report.alreadySent);
        await repo.insertReport(tx, {
          listingId,
          reason: body.reason,
          details: body.details ?? null,
          reporterKey,
          holdKey,
        });
        // The owner hears once a day per listing, however many reports come in.
        tellOwner = await repo.claimReportNotice(tx, listingId);
        return { heldByReports: await shouldHold(tx, listingId) };
      });
      if (!tellOwner) return;
      // Hostel owners manage theirs from the dashboard; a property has no dashboard, so its own page.
      const manageUrl =
        listing.kind === 'hostel'
          ? `${deps.publicUrl}/control-hostel`
          : `${deps.publicUrl}/bhada/bhada?listing=${listing.id}`;
      mailOwner(listing.ownerId, (to, name) =>
        listingReportedEmail(to, name, listing.name, body.reason, manageUrl),
      );
    },

    /** One page of reports for the admin, newest first, with the queue's length. */
    async list(query: ReportListQuery) {
      const [rows, total] = await Promise.all([
        repo.reportPage(db, query.status, query),
        repo.countReports(db, query.status),
      ]);
      return { data: rows.map(toReport), meta: { total, page: query.page, limit: query.limit } };
    },

    /**
     * The admin's decision. Dismiss closes this report (the listing returns to search once fewer
     * than three reporters remain); hide and sold act on the listing and close all its open reports.
     */
    async decide(admin: CurrentUser, id: string, action: ReportAction) {
      const report = await repo.findReport(db, id);
      if (!report) throw notFound(M.report.notFound);
      if (report.status !== 'open') throw conflict(M.report.alreadyDecided);
      const listingId = report.listingId;
      await listings.moderate(listingId, async (tx) => {
        const target = action === 'dismiss' ? { ids: [id] } : { listingId };
        // Under the listing's lock: of two decisions at once, the second finds nothing open.
        if ((await repo.decide(tx, target, DECIDED[action], admin.id)) === 0) {
          throw conflict(M.report.alreadyDecided);
        }
        return {
          heldByReports: await shouldHold(tx, listingId),
          ...(action === 'hide' && { hidden: true }),
          ...(action === 'sold' && { sold: true }),
        };
      });
      if (action === 'hide') {
        const listing = await listings.findListing(listingId);
        if (listing) mailOwner(listing.ownerId, (to, name) => listingHiddenEmail(to, name, listing.name));
      }
      return presentOne(id);
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
