import type { HostelApplicant } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeApplicant } from '@/api/applicants/remove-applicant';
import { queryKeys } from '@/api/query-keys';

/** The owner removes an application from the panel (DELETE /buyers/delete-buyer/{id}); its card goes. */
export function useRemoveListingApplicant(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeApplicant,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<HostelApplicant[]>(
        queryKeys.applications.listingApplicants(listingId),
        (applicants) => applicants?.filter((a) => a._id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.listings.all });
    },
  });
}
