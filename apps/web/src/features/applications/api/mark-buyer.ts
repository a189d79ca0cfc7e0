import { markApplicantComplete } from '@/api/applicants/mark-applicant';
import { useBuyerListChange, type BuyerChangeCallbacks } from './buyer-list-cache';

/** The admin marks an open application accepted (the specification's complete): it leaves the open list. */
export function useMarkBuyerComplete(callbacks: BuyerChangeCallbacks) {
  return useBuyerListChange(markApplicantComplete, callbacks);
}
