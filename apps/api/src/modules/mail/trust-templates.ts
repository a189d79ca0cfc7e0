import { englishOf, TRUST_CODES, type ReportReason } from '@app/shared';
import type { MailMessage } from '../../integrations/mailer';
import { bilingual } from './templates';

/** Where money is at stake, in both languages. */
export const SCAM_WARNING = {
  en: englishOf(TRUST_CODES.scamWarning),
  ne: 'कोठा नहेरी र घरबेटीलाई नभेटी कुनै धरौटी वा शुल्क नतिर्नुहोस्। घर भाडाले तपाईंसँग कहिल्यै पैसा माग्दैन।',
};

const REASONS: Record<ReportReason, { en: string; ne: string }> = {
  already_rented: { en: 'already rented', ne: 'पहिले नै भाडामा गइसकेको' },
  wrong_price: { en: 'wrong price', ne: 'मूल्य गलत' },
  photos_mismatch: { en: 'photos don’t match', ne: 'फोटो मेल खाँदैनन्' },
  advance_payment: { en: 'asked for advance payment', ne: 'अग्रिम भुक्तानी मागियो' },
  scam: { en: 'fake or scam', ne: 'नक्कली वा ठगी' },
  other: { en: 'other', ne: 'अन्य' },
};

export function availabilityReminderEmail(
  to: string,
  ownerName: string,
  listingName: string,
  confirmUrl: string,
): MailMessage {
  return {
    to,
    kind: 'notification',
    template: 'availability reminder',
    devHint: `availability reminder for ${listingName} (the link is in the file)`,
    ...bilingual(
      `Is ${listingName} still available? / अझै उपलब्ध छ?`,
      {
        en: [
          `Namaste ${ownerName},`,
          `Is ${listingName} still available? Tenants see when you last confirmed it. Tap the button to confirm; unconfirmed listings leave search results after 45 days. If it is rented, mark it rented in My listings.`,
          'The link confirms only this listing and works for 14 days.',
        ],
        ne: [
          `नमस्ते ${ownerName},`,
          `${listingName} अझै उपलब्ध छ? तपाईंले अन्तिम पटक कहिले पुष्टि गर्नुभयो भन्ने भाडावालले देख्छन्। पुष्टि गर्न बटन थिच्नुहोस्; ४५ दिनसम्म पुष्टि नभएका सूचीहरू खोज नतिजाबाट हट्छन्। भाडामा गइसकेको भए “मेरा घर र होस्टेल”मा भाडामा गइसक्यो भनी चिन्ह लगाउनुहोस्।`,
          'यो लिङ्कले यही सूची मात्र पुष्टि गर्छ र १४ दिनसम्म चल्छ।',
        ],
      },
      { url: confirmUrl, en: 'Yes, still available', ne: 'हो, अझै उपलब्ध छ' },
    ),
  };
}

/** The owner is told what was reported, never by whom. */
export function listingReportedEmail(
  to: string,
  ownerName: string,
  listingName: string,
  reason: ReportReason,
  dashboardUrl: string,
): MailMessage {
  const why = REASONS[reason];
  return {
    to,
    kind: 'notification',
    template: 'listing reported',
    devHint: `listing reported: ${listingName} (${reason})`,
    ...bilingual(
      `Your listing ${listingName} was reported / तपाईंको सूचीबारे रिपोर्ट`,
      {
        en: [
          `Namaste ${ownerName},`,
          `A visitor reported ${listingName}: ${why.en}. Our team will look at it.`,
          'If it is no longer available, mark it rented in My listings. If the details are wrong, correct them.',
        ],
        ne: [
          `नमस्ते ${ownerName},`,
          `एक आगन्तुकले ${listingName} बारे रिपोर्ट गर्नुभयो: ${why.ne}। हाम्रो टोलीले यसलाई हेर्नेछ।`,
          'अब उपलब्ध छैन भने “मेरा घर र होस्टेल”मा भाडामा गइसक्यो भनी चिन्ह लगाउनुहोस्। विवरण गलत छ भने सच्याउनुहोस्।',
        ],
      },
      { url: dashboardUrl, en: 'Open my dashboard', ne: 'मेरो ड्यासबोर्ड खोल्नुहोस्' },
    ),
  };
}

export function listingHiddenEmail(to: string, ownerName: string, listingName: string): MailMessage {
  return {
    to,
    kind: 'notification',
    template: 'listing hidden',
    devHint: `listing hidden: ${listingName}`,
    ...bilingual(`Your listing ${listingName} is hidden / तपाईंको सूची लुकाइयो`, {
      en: [
        `Namaste ${ownerName},`,
        `After reports from visitors, our team has hidden ${listingName} from tenants. Reply to this email if you think this is a mistake.`,
      ],
      ne: [
        `नमस्ते ${ownerName},`,
        `आगन्तुकहरूको रिपोर्टपछि हाम्रो टोलीले ${listingName} भाडावालहरूबाट लुकाएको छ। यो गल्ती हो भन्ने लागे यो इमेलको जवाफ दिनुहोस्।`,
      ],
    }),
  };
}
