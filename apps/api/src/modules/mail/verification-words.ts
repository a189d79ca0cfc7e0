import { formatDate, type DateStyle, type ListingVerification } from '@app/shared';

/**
 * '2 Oct 2026' / '२ अक्टोबर २०२६': Nepal's day, whatever the server's time zone. The Gregorian date
 * in Nepali too: the API has no Bikram Sambat tables (the web's converter is a web dependency).
 */
const NEPAL_DAY: DateStyle = { timeZone: 'Asia/Kathmandu' };

/** What a listing's verification badge says on the site, for an email: null while unverified. */
export function verificationWords(verification: ListingVerification | null, language: 'en' | 'ne') {
  if (!verification) return null;
  if (verification.level === 'checked') {
    return language === 'en'
      ? 'Details checked by our team, not yet visited'
      : 'हाम्रो टोलीले विवरण जाँचेको, अझै गएर हेरिएको छैन';
  }
  const day = formatDate(verification.at, language, NEPAL_DAY);
  return language === 'en' ? `Visited and measured on ${day}` : `${day} मा गएर हेरिएको र नापिएको`;
}
