import { removeApplicant } from '@/api/applicants/remove-applicant';
import { useBuyerListChange, type BuyerChangeCallbacks } from './buyer-list-cache';

/** The admin removes an application (the server keeps who and when): it leaves the list. */
export function useDeleteBuyer(callbacks: BuyerChangeCallbacks) {
  return useBuyerListChange(removeApplicant, callbacks);
}
