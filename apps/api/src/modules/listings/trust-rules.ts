import { AVAILABILITY_REMINDER_DAYS, AVAILABILITY_STALE_DAYS } from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../integrations/mailer';
import { availabilityReminderEmail } from '../mail/trust-templates';
import { signAvailabilityToken } from './availability-token';
import type { ListingService } from './service';
import * as trustRepo from './trust-repository';

/**
 * The rules that depend on time passing, run by one scheduled job (hourly) and never on a request's
 * path: verifications run out after `verificationValidDays`; owners unconfirmed for 30 days are
 * reminded by email with a one-tap link; listings unconfirmed for 45 days leave search.
 * `run(at)` takes the clock's time, so tests move time by passing a later one.
 */
export function createTrustRules(deps: {
  db: Db;
  listings: ListingService;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  verificationValidDays: number;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, listings, mailer, log, now = () => new Date() } = deps;

  async function remind(at: Date) {
    const due = await trustRepo.takeDueReminders(db, at, AVAILABILITY_REMINDER_DAYS);
    for (const { listingId, listingName, owner } of due) {
      const token = signAvailabilityToken(deps.secret, listingId, at);
      const url = `${deps.publicUrl}/confirm-available?token=${encodeURIComponent(token)}`;
      try {
        await mailer.send(availabilityReminderEmail(owner.email, owner.name, listingName, url));
      } catch (error) {
        log.error({ err: error, listingId }, 'could not send availability reminder');
      }
    }
    return due.length;
  }

  return {
    async run(at: Date = now()) {
      const expired = await trustRepo.expireVerifications(db, at, deps.verificationValidDays);
      const stale = await trustRepo.markStale(db, at, AVAILABILITY_STALE_DAYS);
      await listings.reindexAll([...new Set([...expired, ...stale])]);
      const reminded = await remind(at);
      return { expired: expired.length, stale: stale.length, reminded };
    },
  };
}

export type TrustRules = ReturnType<typeof createTrustRules>;
