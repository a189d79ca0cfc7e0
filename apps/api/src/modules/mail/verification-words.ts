import { toDevanagariDigits, type ListingVerification } from '@app/shared';

const MONTHS_NE = [
  'जनवरी',
  'फेब्रुअरी',
  'मार्च',
  'अप्रिल',
  'मे',
  'जुन',
  'जुलाई',
  'अगस्ट',
  'सेप्टेम्बर',
  'अक्टोबर',
  'नोभेम्बर',
  'डिसेम्बर',
];

/** Dates in mail are Nepal's day, whatever the server's time zone. */
const NEPAL_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kathmandu',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});
const ENGLISH_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kathmandu', dateStyle: 'medium' });

/**
 * '2 Oct 2026' / '२ अक्टोबर २०२६'. The Gregorian date in Nepali too: the API has no Bikram Sambat
 * tables (the web's converter is a web dependency).
 */
function dayOf(iso: string, language: 'en' | 'ne'): string {
  const at = new Date(iso);
  if (language === 'en') return ENGLISH_DAY.format(at);
  const part = (type: string) => Number(NEPAL_DAY.formatToParts(at).find((p) => p.type === type)?.value);
  return toDevanagariDigits(`${part('day')} ${MONTHS_NE[part('month') - 1] ?? ''} ${part('year')}`);
}

/** What a listing's verification badge says on the site, for an email: null while unverified. */
export function verificationWords(verification: ListingVerification | null, language: 'en' | 'ne') {
  if (!verification) return null;
  if (verification.level === 'checked') {
    return language === 'en'
      ? 'Details checked by our team, not yet visited'
      : 'हाम्रो टोलीले विवरण जाँचेको, अझै गएर हेरिएको छैन';
  }
  const day = dayOf(verification.at, language);
  return language === 'en' ? `Visited and measured on ${day}` : `${day} मा गएर हेरिएको र नापिएको`;
}
