import { HostelSchema, PropertySchema } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import type { ListingKind } from '../components/owned-listing-page';

export interface DeleteListingImageVariables {
  kind: ListingKind;
  id: string;
  /** Position of the photo among the listing's own photos on the server. */
  index: number;
  /** The photo's URL: names it exactly, so a repeated request (a double tap) removes nothing more. */
  image: string;
  fallbackMessage: string;
}

/**
 * PUT /hostels/delete-image or /landlords/delete-image {id, index, image}: removes one of the
 * owner's photos at once; answers the updated listing.
 */
export async function deleteListingImage({
  kind,
  id,
  index,
  image,
  fallbackMessage,
}: DeleteListingImageVariables) {
  const path = kind === 'hostel' ? '/hostels/delete-image' : '/landlords/delete-image';
  const { data } = await api.put(
    path,
    { id, index, image },
    { schema: kind === 'hostel' ? HostelSchema : PropertySchema, fallbackMessage },
  );
  return data;
}

export function useDeleteListingImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListingImage,
    onSuccess: async (listing, { kind }) => {
      const key =
        kind === 'hostel' ? queryKeys.hostels.detail(listing._id) : queryKeys.properties.detail(listing._id);
      queryClient.setQueryData(key, listing);
      await queryClient.invalidateQueries({ queryKey: queryKeys.listings.mine() });
    },
  });
}
