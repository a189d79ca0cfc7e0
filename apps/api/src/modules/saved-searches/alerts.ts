import {
  listingPagePath,
  SAVED_SEARCH_ALERT_LISTINGS_MAX,
  savedSearchPath,
  type Hostel,
  type Property,
} from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { Mailer } from '../../integrations/mailer';
import type { ListingService } from '../listings/service';
import { savedSearchAlertEmail } from '../mail/saved-search-templates';
import * as alertRepo from './alert-repository';
import { readQuery } from './mapper';
import { signUnsubscribeToken } from './unsubscribe-token';

/** Due searches read at a time. */
const PAGE = 100;
/**
 * A listing's verification time is taken just before its transaction commits, so one committed
 * during a run can carry a time the run's check has passed. Each run looks this far back again;
 * what was announced already is skipped, so nothing is sent twice.
 */
const LATE_COMMIT_MS = 10 * 60 * 1000;

type Listing = Hostel | Property;

/**
 * Saved searches' alert emails, run by a scheduled job and never on a request's path: each
 * un-paused search whose last check is `intervalMs` old gets ONE email naming the listings verified
 * since that match it and it has not announced before (none when nothing new matches).
 *
 * Order, so that nothing is sent twice: the listings are recorded as announced and the check moved
 * forward in one transaction, and the email is sent after it commits. If sending fails (or the
 * per-recipient cap drops it), a second transaction gives them back and the next run tries again.
 * Only a crash between the commit and the send loses that one email; sending first would risk the
 * opposite (the same listings again after a crash), and sending inside the transaction would hold
 * the search's row, and on the embedded database every other query, for as long as SMTP takes.
 * `run(at)` takes the clock's time, so tests move time by passing a later one.
 */
export function createSavedSearchAlerts(deps: {
  db: Db;
  newMatches: ListingService['newMatches'];
  mailer: Mailer;
  /** The web app's address (its pages); `apiPublicUrl` the API's (the one-click unsubscribe). */
  publicUrl: string;
  apiPublicUrl: string;
  secret: string;
  intervalMs: number;
  log: FastifyBaseLogger;
}) {
  const { db, mailer, publicUrl, log } = deps;

  function emailFor(search: alertRepo.DueSearch, listings: Listing[]) {
    const token = encodeURIComponent(signUnsubscribeToken(deps.secret, search.id));
    return savedSearchAlertEmail({
      to: search.email,
      userName: search.userName,
      searchName: search.name,
      listings: listings.map((l) => ({
        name: l.name,
        location: l.location,
        price: l.price,
        verification: l.verification,
        url: `${publicUrl}${listingPagePath(l.kind, l._id)}`,
      })),
      searchUrl: `${publicUrl}${savedSearchPath(search.kind, readQuery(search.query))}`,
      manageUrl: `${publicUrl}/saved-searches`,
      unsubscribeUrl: `${publicUrl}/unsubscribe?token=${token}`,
      oneClickUrl: `${deps.apiPublicUrl}/api/saved-searches/unsubscribe?token=${token}`,
    });
  }

  /** Checks one due search; answers how many listings its email named (0: none sent). */
  async function check(search: alertRepo.DueSearch, at: Date): Promise<number> {
    const since = Math.max(search.createdAt.getTime(), search.checkedAt.getTime() - LATE_COMMIT_MS);
    const query = readQuery(search.query);
    // Twice the email's share: some may have been announced already (re-verified, or looked at again).
    const limit = SAVED_SEARCH_ALERT_LISTINGS_MAX * 2;
    const matches = await deps.newMatches(search.kind, { ...query, page: 1, limit }, new Date(since), limit);
    const claimed = await inTransaction(db, (tx) =>
      alertRepo.claimAlert(
        tx,
        search,
        matches.map((l) => l._id),
        SAVED_SEARCH_ALERT_LISTINGS_MAX,
        at,
      ),
    );
    if (!claimed || claimed.length === 0) return 0;
    const listings = matches.filter((l) => claimed.includes(l._id));
    let sent = false;
    try {
      sent = await mailer.send(emailFor(search, listings));
    } catch (error) {
      log.error({ err: error, savedSearchId: search.id }, 'could not send a saved search alert');
    }
    if (sent) return listings.length;
    await inTransaction(db, (tx) => alertRepo.releaseAlert(tx, search, claimed, at));
    return 0;
  }

  return {
    /** Checks every search due at `at`; answers how many were checked and how many emails went. */
    async run(at: Date = new Date()) {
      const dueBefore = new Date(at.getTime() - deps.intervalMs);
      let checked = 0;
      let emails = 0;
      let cursor: alertRepo.DueCursor | null = null;
      for (;;) {
        const page = await alertRepo.dueSearches(db, dueBefore, cursor, PAGE);
        for (const search of page) {
          checked += 1;
          try {
            if ((await check(search, at)) > 0) emails += 1;
          } catch (error) {
            // One search failing (its query, the database for a moment) does not stop the others.
            log.error({ err: error, savedSearchId: search.id }, 'could not check a saved search');
          }
        }
        const last = page.at(-1);
        if (!last || page.length < PAGE) break;
        cursor = { checkedAt: last.checkedAt, id: last.id };
      }
      return { checked, emails };
    },
  };
}

export type SavedSearchAlerts = ReturnType<typeof createSavedSearchAlerts>;
