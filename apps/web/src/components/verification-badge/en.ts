/**
 * The `verificationBadge` namespace: what a verified listing's badge says it was, in the words of
 * docs/decisions/0012-verification-levels.md: visited (measured on site, with the day) or only
 * checked from the desk.
 */
export const verificationBadgeEn = {
  visited: 'Visited and measured on {{date}}',
  checked: 'Details checked by our team, not yet visited',
  /** The search filter's group and its one choice. */
  filterLegend: 'Verification',
  visitedOnly: 'Visited only',
};

export type VerificationBadgeResources = typeof verificationBadgeEn;
