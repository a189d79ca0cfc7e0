import { codesOf } from '../../messages/codes';

export const REPORT_DETAILS_MAX = 1000;

/** Trust shown to tenants: verification evidence, freshness, reports and the scam warning. */
export const TRUST_MESSAGES = {
  scamWarning:
    'Never pay a deposit or fee before you have seen the room and met the owner. Ghar Bhada never asks you to pay.',
  report: {
    reasonInvalid: 'Please choose what is wrong with this listing.',
    detailsRequired: 'Please tell us what is wrong.',
    detailsTooLong: `Details can be at most ${REPORT_DETAILS_MAX} characters.`,
    sent: 'Thank you. Our team will look at this listing.',
    alreadySent: 'You have already reported this listing. Our team will look at it.',
    notFound: 'Report not found',
    alreadyDecided: 'This report has already been decided.',
    statusInvalid: 'Please choose open or decided reports.',
    dismissed: 'Report dismissed.',
    listingHidden: 'Listing hidden from tenants.',
    listingSold: 'Listing marked as rented.',
  },
  availability: {
    confirmed: 'Thank you. Your listing shows as available.',
    linkInvalid: 'This link is invalid or has expired. Log in and confirm from your dashboard.',
    sold: 'This listing is marked as rented. Mark it as available again before confirming.',
  },
} as const;

/** The codes of TRUST_MESSAGES ('trust.report.sent'): what schemas and the API send. */
export const TRUST_CODES = codesOf('trust', TRUST_MESSAGES);
