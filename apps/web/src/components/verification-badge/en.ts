/**
 * The `verificationBadge` namespace: what a verified listing's badge says it was, in the words of
 * docs/decisions/0012-verification-levels.md: visited (measured on site, with the day) or only
 * checked from the desk.
 */
export const verificationBadgeEn = {
  visited: 'Visited and measured on {{date}}',
  checked: 'Details checked by our team, not yet visited',
  /** The same two on a result card's photo, where a sentence would cover it. */
  visitedShort: 'Visited',
  checkedShort: 'Checked',
  /** The owner changed its name, place, rooms or photos since (docs/decisions/0013). */
  changedSinceVisit: 'Changed since the visit on {{date}}',
  changedSinceCheck: 'Changed since our check on {{date}}',
  /** A new price needs no visit; tenants see what it was. */
  priceChanged: 'Price changed on {{date}}: Rs {{from}} → Rs {{to}}',
  /** The search filter's group and its one choice. */
  filterLegend: 'Verification',
  visitedOnly: 'Visited only',
};

export type VerificationBadgeResources = typeof verificationBadgeEn;
