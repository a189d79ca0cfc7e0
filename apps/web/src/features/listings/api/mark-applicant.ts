import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markApplicantComplete } from '@/api/applicants/mark-applicant';
import { queryKeys } from '@/api/query-keys';

/** The owner marks an application complete on their hostel's page; its applicant list is read again. */
export function useMarkApplicantComplete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markApplicantComplete,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.listings.mine() }),
  });
}
