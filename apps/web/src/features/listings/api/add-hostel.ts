import { HostelSchema, type AddHostel } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { uploadWithProgress } from '@/lib/upload-with-progress';

export interface AddHostelVariables {
  body: AddHostel;
  photos: File[];
  onProgress: (percent: number) => void;
  fallbackMessage: string;
}

/** The API's field names; optional fields left out rather than sent empty; each amenity (and chat app) as one `amenities` (`contactApps`) field. */
export function hostelFormData(body: AddHostel, photos: File[]): FormData {
  const form = new FormData();
  const fields: [string, string | number | undefined][] = [
    ['name', body.name],
    ['location', body.location],
    ['room', body.room],
    ['contact_no', body.contact_no],
    ['email', body.email],
    ['price', body.price],
    ['description', body.description],
    ['lat', body.lat],
    ['lon', body.lon],
    ['gender', body.gender],
    ['meals', body.meals],
  ];
  for (const [name, value] of fields) {
    if (value !== undefined) form.append(name, String(value));
  }
  body.amenities?.forEach((amenity) => form.append('amenities', amenity));
  body.contactApps?.forEach((app) => form.append('contactApps', app));
  // Files last: the server reads the text fields before the photos stream in.
  photos.forEach((photo) => form.append('image', photo, photo.name));
  return form;
}

/**
 * POST /hostels/add-hostel (multipart, with upload progress). The hostel and the server's message,
 * which says whether the location was found on the map.
 */
export async function addHostel({ body, photos, onProgress, fallbackMessage }: AddHostelVariables) {
  const { data, message, messageCode } = await uploadWithProgress(
    '/hostels/add-hostel',
    hostelFormData(body, photos),
    onProgress,
    { schema: HostelSchema, fallbackMessage },
  );
  return { hostel: data, message, messageCode };
}

export function useAddHostel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addHostel,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.listings.mine() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.user.details() }),
      ]);
    },
  });
}
