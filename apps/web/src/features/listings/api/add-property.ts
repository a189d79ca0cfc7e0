import { PropertySchema, type AddProperty } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { uploadWithProgress } from '@/lib/upload-with-progress';

export interface AddPropertyVariables {
  body: AddProperty;
  /** The owner's photos (0–5): with any, the property is sent as multipart. */
  photos: File[];
  onProgress: (percent: number) => void;
  fallbackMessage: string;
}

/** No chat app ticked is left out like any attribute not said (the server stores none). */
function withoutEmptyLists({ contactApps, ...body }: AddProperty): AddProperty {
  return contactApps && contactApps.length > 0 ? { ...body, contactApps } : body;
}

/** The API's field names; optional fields left out rather than sent empty; a list as one field per item; the photos last. */
export function propertyFormData(body: AddProperty, photos: File[]): FormData {
  const form = new FormData();
  const { coordinate, ...fields } = withoutEmptyLists(body);
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) form.append(name, String(item));
  }
  if (coordinate) {
    form.append('lat', String(coordinate.lat));
    form.append('lon', String(coordinate.lon));
  }
  // Files last: the server reads the text fields before the photos stream in.
  photos.forEach((photo) => form.append('image', photo, photo.name));
  return form;
}

/**
 * POST /landlords/add: JSON without photos, multipart (with upload progress) with them. The
 * property and the server's message, which says whether the location was found on the map.
 */
export async function addProperty({ body, photos, onProgress, fallbackMessage }: AddPropertyVariables) {
  const { data, message, messageCode } =
    photos.length === 0
      ? await api.post('/landlords/add', withoutEmptyLists(body), { schema: PropertySchema, fallbackMessage })
      : await uploadWithProgress('/landlords/add', propertyFormData(body, photos), onProgress, {
          schema: PropertySchema,
          fallbackMessage,
        });
  return { property: data, message, messageCode };
}

export function useAddProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProperty,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.listings.mine() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.listings.unverifiedProperties() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.user.details() }),
      ]);
    },
  });
}
