import { MovedApplicationResponseSchema, type ApplicationState, type HostelApplicant } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export interface MoveVariables {
  id: string;
  state: ApplicationState;
}

/** PUT /applications/{id}/state {state}: the owner moves it on, the applicant withdraws; 409 when not allowed. */
export async function moveApplication({ id, state }: MoveVariables) {
  const { data } = await api.put(
    `/applications/${encodeURIComponent(id)}/state`,
    { state },
    { schema: MovedApplicationResponseSchema.shape.data },
  );
  return data;
}

/**
 * The owner moves an applicant on from the panel: the card changes in place with the server's
 * answer, and the owner's listings (their applicant counts) are read again.
 */
export function useMoveApplicant(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveApplication,
    onSuccess: (moved) => {
      queryClient.setQueryData<HostelApplicant[]>(
        queryKeys.applications.listingApplicants(listingId),
        (applicants) => applicants?.map((a) => (a._id === moved._id ? moved : a)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.listings.all });
    },
  });
}
