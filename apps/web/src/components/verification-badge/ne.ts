import type { VerificationBadgeResources } from './en';

export const verificationBadgeNe: VerificationBadgeResources = {
  visited: '{{date}} मा गएर हेरिएको र नापिएको',
  checked: 'हाम्रो टोलीले विवरण जाँचेको, अझै गएर हेरिएको छैन',
  visitedShort: 'गएर हेरिएको',
  checkedShort: 'विवरण जाँचिएको',
  changedSinceVisit: '{{date}} मा गएर हेरेपछि विवरण बदलिएको छ',
  changedSinceCheck: '{{date}} मा हाम्रो टोलीले जाँचेपछि विवरण बदलिएको छ',
  priceChanged: '{{date}} मा भाडा बदलियो: रु {{from}} → रु {{to}}',
  filterLegend: 'प्रमाणीकरण',
  visitedOnly: 'गएर हेरिएका मात्र',
};
