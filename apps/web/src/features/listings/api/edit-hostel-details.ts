import { HostelSchema, type EditHostel } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export interface EditHostelDetailsVariables {
  id: string;
  body: EditHostel;
  fallbackMessage: string;
}

/** PUT /hostels/edit-details/{id} with a JSON body: the hostel's details, not its photos. */
export async function editHostelDetails({ id, body, fallbackMessage }: EditHostelDetailsVariables) {
  const { data } = await api.put(`/hostels/edit-details/${encodeURIComponent(id)}`, body, {
    schema: HostelSchema,
    fallbackMessage,
  });
  return data;
}

export function useEditHostelDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editHostelDetails,
    onSuccess: async (hostel) => {
      queryClient.setQueryData(queryKeys.hostels.detail(hostel._id), hostel);
      await queryClient.invalidateQueries({ queryKey: queryKeys.listings.mine() });
    },
  });
}
