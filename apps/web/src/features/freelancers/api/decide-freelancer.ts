import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import type { ListPage } from '@/lib/list-page';
import { deleteFreelancer } from './delete-freelancer';
import type { Freelancer } from './get-unverified-freelancers';
import { verifyFreelancer } from './verify-freelancer';

/** Approve (PUT /freelance/verify/{id}) or reject (DELETE /freelance/delete/{id}). */
export type Decision = 'approve' | 'reject';

const send: Record<Decision, (id: string, fallbackMessage: string) => Promise<void>> = {
  approve: verifyFreelancer,
  reject: deleteFreelancer,
};

export interface DecisionVariables {
  freelancer: Freelancer;
  decision: Decision;
  /** Shown when the server gives no message. */
  fallbackMessage: string;
}

/** The page without the decided sign-up (and one fewer in its count); unchanged if it isn't there. */
function without(page: ListPage<Freelancer>, id: string): ListPage<Freelancer> {
  if (!page.items.some((item) => item._id === id)) return page;
  return { ...page, items: page.items.filter((item) => item._id !== id), total: Math.max(0, page.total - 1) };
}

/**
 * One sign-up's decision. Once the server accepts it the card leaves the list and its count at
 * once; then the lists are read again, so the next page's first sign-up moves up into the gap.
 */
export function useFreelancerDecision(onDecided?: (variables: DecisionVariables) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ freelancer, decision, fallbackMessage }: DecisionVariables) =>
      send[decision](freelancer._id, fallbackMessage),
    onSuccess: (_data, variables) => {
      queryClient.setQueriesData<ListPage<Freelancer>>(
        { queryKey: queryKeys.freelancers.unverifiedLists() },
        (page) => (page ? without(page, variables.freelancer._id) : page),
      );
      onDecided?.(variables);
      void queryClient.invalidateQueries({ queryKey: queryKeys.freelancers.unverifiedLists() });
    },
  });
}
