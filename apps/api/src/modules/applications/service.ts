import type { Apply } from '@app/shared';
import { APPLICATION_CODES as M, LISTING_CODES } from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer, MailMessage } from '../../integrations/mailer';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error';
import type { CurrentUser } from '../auth/guards';
import { findListingHeld, type ListingRow } from '../listings/repository';
import { mayApply, mayChange, type Caller } from '../listings/rules';
import type { ListingService } from '../listings/service';
import { applicationCopyEmail, applicationToOwnerEmail } from '../mail/application-templates';
import { toBuyerApplication, toHostelApplicant } from './mapper';
import * as repo from './repository';

type Deps = { db: Db; listings: ListingService; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

export function createApplicationService({ db, listings, mailer, publicUrl, log }: Deps) {
  async function sendMail(message: MailMessage) {
    try {
      await mailer.send(message);
    } catch (error) {
      log.error({ err: error, to: message.to }, 'could not send application mail');
    }
  }

  /** Admin, or the owner of the listing applied to; everyone else 403. */
  async function getManageable(user: CurrentUser, id: string) {
    const application = await repo.findApplication(db, id);
    if (!application || application.removedAt) throw notFound(M.notFound);
    const listing = await listings.findListing(application.listingId);
    if (!listing || !mayChange(listing, user)) throw forbidden(M.notManager);
    return application;
  }

  /**
   * The listing, if this applicant may apply to it now (`mayApply`): 404 where they may not see it
   * (or it is of the other kind), 409 where they may but it takes no applications.
   */
  async function requireApplicable(
    listingId: string,
    kind: 'hostel' | 'property',
    applicant: CurrentUser | null,
  ) {
    const { listing, caller } = await listings.findForCaller(listingId, applicant);
    return { listing: requireOpen(listing, kind, caller), caller };
  }

  function requireOpen(listing: ListingRow | null, kind: 'hostel' | 'property', caller: Caller) {
    const ofKind = listing?.kind === kind ? listing : null;
    const answer = mayApply(ofKind, caller);
    if (answer.may && ofKind) return ofKind;
    if (!answer.may && answer.refusal === 'notOpen') {
      throw new AppError(409, answer.because === 'sold' ? M.rented : M.notOpen, 'NOT_OPEN');
    }
    throw notFound(LISTING_CODES.notFound);
  }

  return {
    async apply(listingId: string, kind: 'hostel' | 'property', body: Apply, applicant: CurrentUser | null) {
      const { listing, caller } = await requireApplicable(listingId, kind, applicant);
      // Search results count applicants, so the insert goes through the listings' change. The rule
      // is asked again there, with the listing's row held: hidden or rented since it was read, the
      // listing takes no application.
      const row = await listings.change(async (tx) => {
        requireOpen(await findListingHeld(tx, listingId), kind, caller);
        return repo.insertApplication(tx, {
          listingId,
          applicantId: applicant?.id ?? null,
          name: body.name,
          email: body.email,
          phone: body.phone,
          people: body.No_of_people,
          rooms: body.No_of_rooms,
          preferredLocation: body.location ?? null,
        });
      });
      if (!row) throw conflict(M.duplicate);
      const summary = {
        listingName: listing.name,
        name: body.name,
        email: body.email,
        phone: body.phone,
        people: body.No_of_people,
        rooms: body.No_of_rooms,
      };
      await Promise.all([
        sendMail(
          applicationToOwnerEmail(
            listing.ownerEmail,
            listing.ownerName,
            summary,
            `${publicUrl}/control-hostel`,
          ),
        ),
        // A copy only to an address the applicant has proved is theirs: never to one a stranger typed.
        ...(applicant ? [sendMail(applicationCopyEmail(applicant.email, summary))] : []),
      ]);
      return { _id: row.id };
    },

    async listForAdmin(query: { page: number; limit: number; status: repo.ApplicationStatus }) {
      const { rows, total } = await repo.listByStatus(db, query.status, query.page, query.limit);
      const nested = await listings.presentByIds(
        rows.map((r) => r.listingId),
        null,
      );
      return {
        data: rows.map((row) => toBuyerApplication(row, nested.get(row.listingId))),
        meta: { total, page: query.page, limit: query.limit },
      };
    },

    /** Each listing's live applicants, for the owner's dashboard. */
    async applicantsOf(listingIds: string[]) {
      const rows = await repo.listForListings(db, listingIds);
      const byListing = new Map<string, ReturnType<typeof toHostelApplicant>[]>();
      for (const row of rows) {
        byListing.set(row.listingId, [...(byListing.get(row.listingId) ?? []), toHostelApplicant(row)]);
      }
      return byListing;
    },

    /**
     * Each listing's open applications and how many of them are new (not yet opened by the
     * owner), for My listings. A listing with none is absent from the map.
     */
    countsOf(listingIds: string[]): Promise<Map<string, { open: number; new: number }>> {
      return repo.countsOf(db, listingIds);
    },

    async markCompleted(user: CurrentUser, id: string) {
      await getManageable(user, id);
      if (await repo.markCompleted(db, id, user.id)) return;
      // Done already: the same answer again. Removed since it was read: gone.
      if ((await repo.findApplication(db, id))?.removedAt) throw notFound(M.notFound);
    },

    async remove(user: CurrentUser, id: string) {
      await getManageable(user, id);
      await listings.change((tx) => repo.markRemoved(tx, id, user.id));
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
