import { HostelSchema, PropertySchema } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import type { ListingKind } from '../components/owned-listing-page';

export interface EditListingImagesVariables {
  kind: ListingKind;
  id: string;
  /** URLs of the owner's photos to keep, in the order to keep them. */
  existingImages: string[];
  photos: File[];
  onProgress: (percent: number) => void;
  fallbackMessage: string;
}

/**
 * PUT /hostels/edit-details/{id} or /landlords/edit-details/{id} as multipart: the server keeps
 * `existingImages` in that order, adds the new `image` files, and removes every other photo of the
 * owner's (the verifier's stay).
 */
export async function editListingImages({
  kind,
  id,
  existingImages,
  photos,
  onProgress,
  fallbackMessage,
}: EditListingImagesVariables) {
  const form = new FormData();
  existingImages.forEach((url) => form.append('existingImages', url));
  photos.forEach((photo) => form.append('image', photo, photo.name));
  const base = kind === 'hostel' ? '/hostels' : '/landlords';
  const { data } = await uploadWithProgress(
    `${base}/edit-details/${encodeURIComponent(id)}`,
    form,
    onProgress,
    {
      method: 'PUT',
      schema: kind === 'hostel' ? HostelSchema : PropertySchema,
      fallbackMessage,
    },
  );
  return data;
}

export function useEditListingImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editListingImages,
    onSuccess: async (listing, { kind }) => {
      const key =
        kind === 'hostel' ? queryKeys.hostels.detail(listing._id) : queryKeys.properties.detail(listing._id);
      queryClient.setQueryData(key, listing);
      await queryClient.invalidateQueries({ queryKey: queryKeys.listings.mine() });
    },
  });
}
