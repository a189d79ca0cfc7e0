import type { ApplicationState } from '@app/shared';
import type { MailMessage } from '../../integrations/mailer';
import { bilingual } from './templates';
import { SCAM_WARNING } from './trust-templates';

type Summary = {
  listingName: string;
  name: string;
  email: string;
  phone: string;
  people: number;
  rooms: number;
};

const details = (s: Summary) => [
  `Listing / सूची: ${s.listingName}`,
  `Name / नाम: ${s.name}`,
  `Phone / फोन: ${s.phone}`,
  `Email / इमेल: ${s.email}`,
  `People / मानिस: ${s.people}`,
  `Rooms / कोठा: ${s.rooms}`,
];

export function applicationToOwnerEmail(
  to: string,
  ownerName: string,
  s: Summary,
  dashboardUrl: string,
): MailMessage {
  return {
    to,
    kind: 'notification',
    template: 'application to owner',
    devHint: `new application for ${s.listingName} from ${s.email}`,
    ...bilingual(
      `New application for ${s.listingName} / नयाँ आवेदन`,
      {
        en: [`Namaste ${ownerName},`, `${s.name} has applied to ${s.listingName}.`, ...details(s)],
        ne: [`नमस्ते ${ownerName},`, `${s.name} ले ${s.listingName} मा आवेदन दिनुभएको छ।`],
      },
      { url: dashboardUrl, en: 'See applicants', ne: 'आवेदकहरू हेर्नुहोस्' },
    ),
  };
}

export function applicationCopyEmail(to: string, s: Summary): MailMessage {
  return {
    to,
    kind: 'notification',
    template: 'application copy',
    devHint: `application copy to ${to}`,
    ...bilingual(`Your application to ${s.listingName} / तपाईंको आवेदन`, {
      en: [
        `Namaste ${s.name},`,
        `We sent your application to the owner of ${s.listingName}. They will contact you.`,
        ...details(s),
        SCAM_WARNING.en,
      ],
      ne: [
        `नमस्ते ${s.name},`,
        `तपाईंको आवेदन ${s.listingName} को धनीलाई पठाइयो। उहाँले तपाईंलाई सम्पर्क गर्नुहुनेछ।`,
        SCAM_WARNING.ne,
      ],
    }),
  };
}

/** Where an application stands, in the words its applicant's mail uses. */
type Change = Exclude<ApplicationState, 'new' | 'withdrawn'> | 'rented';

const NEWS: Record<
  Change,
  { subject: string; en: (listing: string) => string; ne: (listing: string) => string }
> = {
  seen: {
    subject: 'seen by the owner / धनीले हेर्नुभयो',
    en: (l) => `The owner has seen your application to ${l}.`,
    ne: (l) => `${l} का धनीले तपाईंको आवेदन हेर्नुभयो।`,
  },
  contacted: {
    subject: 'the owner is in touch / धनीले सम्पर्क गर्नुभयो',
    en: (l) => `The owner of ${l} has contacted you, or will soon, about your application.`,
    ne: (l) => `${l} का धनीले तपाईंको आवेदनबारे तपाईंलाई सम्पर्क गर्नुभएको छ, वा चाँडै गर्नुहुनेछ।`,
  },
  visit_arranged: {
    subject: 'a visit / घर हेर्ने समय',
    en: (l) => `The owner of ${l} wants to arrange a visit with you.`,
    ne: (l) => `${l} का धनी तपाईंसँग ठाउँ हेर्ने समय मिलाउन चाहनुहुन्छ।`,
  },
  accepted: {
    subject: 'accepted / स्वीकृत',
    en: (l) => `The owner of ${l} has accepted your application.`,
    ne: (l) => `${l} का धनीले तपाईंको आवेदन स्वीकार गर्नुभयो।`,
  },
  declined: {
    subject: 'declined / अस्वीकृत',
    en: (l) => `The owner of ${l} has declined your application.`,
    ne: (l) => `${l} का धनीले तपाईंको आवेदन अस्वीकार गर्नुभयो।`,
  },
  rented: {
    subject: 'no longer available / अब उपलब्ध छैन',
    en: (l) =>
      `This place is no longer available: ${l} has been rented. Thank you for your interest, and good luck with your search.`,
    ne: (l) => `यो ठाउँ अब उपलब्ध छैन: ${l} भाडामा गइसक्यो। तपाईंको चासोका लागि धन्यवाद, अरू ठाउँ खोज्दा शुभकामना।`,
  },
};

/**
 * To the applicant's own verified address (never a typed one): their application moved on. One mail
 * per change; a closed-because-rented one says the place is no longer available.
 */
export function applicationMovedEmail(
  to: string,
  applicantName: string,
  listingName: string,
  change: Change,
  myApplicationsUrl: string,
): MailMessage {
  const news = NEWS[change];
  const meeting = change === 'visit_arranged' || change === 'accepted';
  return {
    to,
    kind: 'notification',
    template: `application ${change}`,
    devHint: `application to ${listingName} ${change}, to ${to}`,
    ...bilingual(
      `Your application to ${listingName}: ${news.subject}`,
      {
        en: [`Namaste ${applicantName},`, news.en(listingName), ...(meeting ? [SCAM_WARNING.en] : [])],
        ne: [`नमस्ते ${applicantName},`, news.ne(listingName), ...(meeting ? [SCAM_WARNING.ne] : [])],
      },
      { url: myApplicationsUrl, en: 'My applications', ne: 'मेरा आवेदनहरू' },
    ),
  };
}

/** To the listing's owner: an applicant withdrew. */
export function applicationWithdrawnEmail(
  to: string,
  ownerName: string,
  applicantName: string,
  listingName: string,
  dashboardUrl: string,
): MailMessage {
  return {
    to,
    kind: 'notification',
    template: 'application withdrawn',
    devHint: `application to ${listingName} withdrawn, to ${to}`,
    ...bilingual(
      `Application withdrawn: ${listingName} / आवेदन फिर्ता`,
      {
        en: [`Namaste ${ownerName},`, `${applicantName} has withdrawn their application to ${listingName}.`],
        ne: [`नमस्ते ${ownerName},`, `${applicantName} ले ${listingName} मा दिएको आवेदन फिर्ता लिनुभयो।`],
      },
      { url: dashboardUrl, en: 'See applicants', ne: 'आवेदकहरू हेर्नुहोस्' },
    ),
  };
}
