import { HostelSchema } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export interface DeleteHostelImageVariables {
  id: string;
  /** Position of the photo in the hostel's `image` list on the server. */
  index: number;
  /** The photo's URL: names it exactly, so a repeated request (a double tap) removes nothing more. */
  image: string;
  fallbackMessage: string;
}

/** PUT /hostels/delete-image {id, index, image}: removes one photo at once; answers the updated hostel. */
export async function deleteHostelImage({ id, index, image, fallbackMessage }: DeleteHostelImageVariables) {
  const { data } = await api.put(
    '/hostels/delete-image',
    { id, index, image },
    { schema: HostelSchema, fallbackMessage },
  );
  return data;
}

export function useDeleteHostelImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHostelImage,
    onSuccess: async (hostel) => {
      queryClient.setQueryData(queryKeys.hostels.detail(hostel._id), hostel);
      await queryClient.invalidateQueries({ queryKey: queryKeys.listings.ownerHostels() });
    },
  });
}
