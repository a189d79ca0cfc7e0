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
