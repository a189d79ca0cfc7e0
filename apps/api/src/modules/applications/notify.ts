import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { Mailer, MailMessage } from '../../integrations/mailer';
import { applicationMovedEmail, applicationWithdrawnEmail } from '../mail/application-templates';
import * as repo from './repository';

export type ApplicationMailDeps = { db: DbOrTx; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

/**
 * The mail an application's change sends: one per change, after it has committed. News for the
 * applicant goes only to the verified address of the account the application belongs to, never to
 * the address typed in the form (anyone may type anyone's); a withdrawal is news for the owner.
 */
export function createApplicationMail({ db, mailer, publicUrl, log }: ApplicationMailDeps) {
  async function send(message: MailMessage) {
    try {
      await mailer.send(message);
    } catch (error) {
      log.error({ err: error, to: message.to }, 'could not send application mail');
    }
  }

  return {
    send,

    /** Each applicant whose application moved (seen, contacted, … declined, closed because rented). */
    async toApplicants(rows: repo.ApplicationRow[], listingName: string) {
      const emails = await repo.accountEmailsOf(db, rows);
      await Promise.all(
        rows.flatMap((row) => {
          const to = row.applicantId ? emails.get(row.applicantId) : undefined;
          if (!to || row.state === 'new' || row.state === 'withdrawn') return [];
          const change = row.closedBecauseRented ? 'rented' : row.state;
          return [
            send(applicationMovedEmail(to, row.name, listingName, change, `${publicUrl}/my-applications`)),
          ];
        }),
      );
    },

    async withdrawn(
      row: repo.ApplicationRow,
      listing: { name: string; ownerEmail: string; ownerName: string },
    ) {
      await send(
        applicationWithdrawnEmail(
          listing.ownerEmail,
          listing.ownerName,
          row.name,
          listing.name,
          `${publicUrl}/control-hostel`,
        ),
      );
    },
  };
}

export type ApplicationMail = ReturnType<typeof createApplicationMail>;
