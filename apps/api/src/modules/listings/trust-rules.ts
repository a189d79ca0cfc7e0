import { AVAILABILITY_REMINDER_DAYS, AVAILABILITY_STALE_DAYS } from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';
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
  listings: ListingService;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  verificationValidDays: number;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { listings, mailer, log, now = () => new Date() } = deps;

  async function remind(at: Date, due: Awaited<ReturnType<typeof trustRepo.takeDueReminders>>) {
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
      // One transaction: the listings, their search rows and the remembered searches change together.
      const { expired, stale, due } = await listings.change(async (tx) => ({
        expired: await trustRepo.expireVerifications(tx, at, deps.verificationValidDays),
        stale: await trustRepo.markStale(tx, at, AVAILABILITY_STALE_DAYS),
        due: await trustRepo.takeDueReminders(tx, at, AVAILABILITY_REMINDER_DAYS),
      }));
      const reminded = await remind(at, due);
      return { expired: expired.length, stale: stale.length, reminded };
    },
  };
}

export type TrustRules = ReturnType<typeof createTrustRules>;
