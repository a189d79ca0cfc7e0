import type { ApplicationActor, ApplicationState, Apply } from '@app/shared';
import {
  APPLICATION_CODES as M,
  APPLICATION_STATES,
  LISTING_CODES,
  UNPAGED_LIST_CAP,
  mayMoveApplication,
} from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { Mailer } from '../../integrations/mailer';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error';
import type { CurrentUser } from '../auth/guards';
import { findListingHeld, type ListingRow } from '../listings/repository';
import {
  isOwnerOf,
  mayApply,
  mayChange,
  requireOwnerOrAdmin,
  requireVisible,
  type Caller,
} from '../listings/rules';
import type { ListingService } from '../listings/service';
import { applicationCopyEmail, applicationToOwnerEmail } from '../mail/application-templates';
import { toBuyerApplication, toHostelApplicant, toMyApplication } from './mapper';
import { createApplicationMail } from './notify';
import * as repo from './repository';

type Deps = { db: Db; listings: ListingService; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

const moveRefused = () => new AppError(409, M.moveRefused, 'MOVE_REFUSED');

/** Whether this actor could ever move an application to `to`: asking for it again is no news then. */
const mayMoveTo = (to: ApplicationState, actor: ApplicationActor) =>
  APPLICATION_STATES.some((from) => from !== to && mayMoveApplication(from, to, actor));

export function createApplicationService({ db, listings, mailer, publicUrl, log }: Deps) {
  const mail = createApplicationMail({ db, mailer, publicUrl, log });
  const sendMail = mail.send;

  /** Admin, or the owner of the listing applied to; everyone else 403. */
  async function getManageable(user: CurrentUser, id: string) {
    const application = await repo.findApplication(db, id);
    if (!application || application.removedAt) throw notFound(M.notFound);
    const listing = await listings.findListing(application.listingId);
    if (!listing || !mayChange(listing, user)) throw forbidden(M.notManager);
    return { application, listing };
  }

  /**
   * The application and how this user stands to it, decided once: the listing's owner, the
   * applicant, an admin (one may be several). Anyone else is told it does not exist.
   */
  async function getAsParty(user: CurrentUser, id: string) {
    const application = await repo.findApplication(db, id);
    const listing =
      application && !application.removedAt && (await listings.findListing(application.listingId));
    if (!application || !listing) throw notFound(M.notFound);
    const actors: ApplicationActor[] = [
      ...(isOwnerOf(listing, user) ? (['owner'] as const) : []),
      ...(application.applicantId === user.id ? (['applicant'] as const) : []),
      ...(user.role === 'ADMIN' ? (['admin'] as const) : []),
    ];
    if (actors.length === 0) throw notFound(M.notFound);
    return { application, listing, actors };
  }

  /**
   * Moves it if one of `actors` may (`mayMoveApplication`), else 409. The update is conditional on
   * the state read: of two moves from the same state one passes, and the other is refused (or, if it
   * asked for the same state, answered the same). A move to where it already is changes nothing and
   * mails nobody.
   */
  async function moveAs(
    user: CurrentUser,
    application: repo.ApplicationRow,
    listing: ListingRow,
    actors: ApplicationActor[],
    to: ApplicationState,
  ) {
    if (application.state === to) {
      if (!actors.some((actor) => mayMoveTo(to, actor))) throw moveRefused();
      return application;
    }
    if (!actors.some((actor) => mayMoveApplication(application.state, to, actor))) throw moveRefused();
    const moved = await inTransaction(db, (tx) =>
      repo.moveState(tx, application.id, application.state, to, user.id),
    );
    if (!moved) {
      const now = await repo.findApplication(db, application.id);
      if (!now || now.removedAt) throw notFound(M.notFound);
      if (now.state === to) return now;
      throw moveRefused();
    }
    if (to === 'withdrawn') await mail.withdrawn(moved, listing);
    else await mail.toApplicants([moved], listing.name);
    return moved;
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

    async listForAdmin(query: repo.ApplicationFilter & { page: number; limit: number }) {
      const { rows, total } = await repo.listByFilter(db, query, query.page, query.limit);
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
     * Each listing's open applications, how many of them are new (not yet opened by the owner)
     * and all of them in any state, for My listings. A listing with none is absent from the map.
     */
    countsOf(listingIds: string[]): Promise<Map<string, { open: number; new: number; all: number }>> {
      return repo.countsOf(db, listingIds);
    },

    /** The specification's "mark as complete": the owner (or an admin) accepts it. */
    async markCompleted(user: CurrentUser, id: string) {
      const { application, listing } = await getManageable(user, id);
      const actors: ApplicationActor[] = [
        ...(isOwnerOf(listing, user) ? (['owner'] as const) : []),
        ...(user.role === 'ADMIN' ? (['admin'] as const) : []),
      ];
      await moveAs(user, application, listing, actors, 'accepted');
    },

    /** PUT /applications/{id}/state: the owner or an admin moves it on, the applicant withdraws. */
    async move(user: CurrentUser, id: string, to: ApplicationState) {
      const { application, listing, actors } = await getAsParty(user, id);
      return toHostelApplicant(await moveAs(user, application, listing, actors, to));
    },

    /**
     * A listing's applicants, newest first, for its owner or an admin (404 to whom may not see the
     * listing, 403 to whom may). Unpaged like the owner's other lists, so capped at UNPAGED_LIST_CAP
     * (docs/decisions/0015). The owner opening them has seen the new ones: each moves to seen and
     * its applicant hears of it; an admin looking changes nothing.
     */
    async applicantsOfListing(user: CurrentUser, listingId: string) {
      const { listing, caller } = await listings.findForCaller(listingId, user);
      const visible = requireVisible(listing, caller);
      requireOwnerOrAdmin(visible, user, M.notManager);
      const rows = await repo.listForListings(db, [listingId], UNPAGED_LIST_CAP);
      if (!isOwnerOf(visible, user)) return rows.map(toHostelApplicant);
      const fresh = rows.filter((r) => r.state === 'new').map((r) => r.id);
      const seen = await inTransaction(db, (tx) => repo.markSeen(tx, listingId, fresh, user.id));
      await mail.toApplicants(seen, visible.name);
      const moved = new Map(seen.map((r) => [r.id, r]));
      return rows.map((r) => toHostelApplicant(moved.get(r.id) ?? r));
    },

    /** My applications: the user's own, newest first, with the listing as it is now and each change. */
    async mine(user: CurrentUser, query: { page: number; limit: number }) {
      const { rows, total } = await repo.listMine(db, user.id, query.page, query.limit);
      const [history, listed] = await Promise.all([
        repo.historyOf(
          db,
          rows.map((r) => r.id),
        ),
        listings.presentByIds(
          rows.map((r) => r.listingId),
          user,
        ),
      ]);
      return {
        data: rows.map((r) => toMyApplication(r, history.get(r.id) ?? [], listed.get(r.listingId))),
        meta: { total, page: query.page, limit: query.limit },
      };
    },

    /** user-details' phone: what the user gave on their newest application, for the apply form. */
    latestPhone(user: CurrentUser): Promise<string | null> {
      return repo.latestPhoneOf(db, user.id);
    },

    async remove(user: CurrentUser, id: string) {
      await getManageable(user, id);
      await listings.change((tx) => repo.markRemoved(tx, id, user.id));
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
