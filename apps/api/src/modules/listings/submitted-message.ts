import { LISTING_MESSAGES as M } from '@app/shared';

/** What a new listing's owner is told: the team will call, and, without a map point, how to get one. */
export function submittedMessage(what: string, coordinate: { lat: number; lon: number } | null) {
  return [what, M.submitted, ...(coordinate ? [] : [M.notOnMap])].join(' ');
}
