import { HostelSchema } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { uploadWithProgress } from '@/lib/upload-with-progress';

export interface EditHostelImagesVariables {
  id: string;
  /** URLs of the photos to keep, in the order to keep them. */
  existingImages: string[];
  photos: File[];
  onProgress: (percent: number) => void;
  fallbackMessage: string;
}

/**
 * PUT /hostels/edit-details/{id} as multipart: the server keeps `existingImages` in that order,
 * adds the new `image` files, and removes every other photo of the hostel.
 */
export async function editHostelImages({
  id,
  existingImages,
  photos,
  onProgress,
  fallbackMessage,
}: EditHostelImagesVariables) {
  const form = new FormData();
  existingImages.forEach((url) => form.append('existingImages', url));
  photos.forEach((photo) => form.append('image', photo, photo.name));
  const { data } = await uploadWithProgress(
    `/hostels/edit-details/${encodeURIComponent(id)}`,
    form,
    onProgress,
    {
      method: 'PUT',
      schema: HostelSchema,
      fallbackMessage,
    },
  );
  return data;
}

export function useEditHostelImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editHostelImages,
    onSuccess: async (hostel) => {
      queryClient.setQueryData(queryKeys.hostels.detail(hostel._id), hostel);
      await queryClient.invalidateQueries({ queryKey: queryKeys.listings.ownerHostels() });
    },
  });
}
