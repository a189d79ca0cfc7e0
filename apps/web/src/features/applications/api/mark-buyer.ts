import { markApplicantComplete } from '@/api/applicants/mark-applicant';
import { useBuyerListChange, type BuyerChangeCallbacks } from './buyer-list-cache';

/** The admin marks an application complete (pending → completed): it leaves the pending list. */
export function useMarkBuyerComplete(callbacks?: BuyerChangeCallbacks) {
  return useBuyerListChange(markApplicantComplete, callbacks);
}
