import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeApplicant } from '@/api/applicants/remove-applicant';
import { queryKeys } from '@/api/query-keys';

/** The owner removes an application on their hostel's page; its applicant list is read again. */
export function useRemoveApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeApplicant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.listings.mine() }),
  });
}
