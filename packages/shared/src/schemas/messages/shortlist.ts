import { SHORTLIST_MAX } from '../../constants';
import { codesOf } from '../../messages/codes';

export const SHORTLIST_MESSAGES = {
  added: 'Saved to your shortlist.',
  removed: 'Removed from your shortlist.',
  full: `Your shortlist is full: it holds at most ${SHORTLIST_MAX} listings. Remove one to save another.`,
  merged: 'The listings saved in this browser are in your shortlist now.',
  mergedPartly:
    'Your shortlist is full, so some listings saved in this browser were not added. Remove some to make room.',
  idsInvalid: 'The saved listings could not be read.',
  tooMany: `At most ${SHORTLIST_MAX} listings can be added at once.`,
  shareReady: 'Anyone with this link can see your shortlist. They cannot change it.',
  shareStopped: 'The share link no longer works. Share again to make a new one.',
  shareNotFound: 'This shortlist link does not work any more. Ask for a new link.',
} as const;

/** The codes of SHORTLIST_MESSAGES ('shortlist.full'): what the schemas and the API send. */
export const SHORTLIST_CODES = codesOf('shortlist', SHORTLIST_MESSAGES);
