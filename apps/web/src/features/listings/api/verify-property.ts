import { PropertySchema, type VerifyProperty } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { verificationFormData, type VisitAnswers } from '@/lib/verification-form-data';

export interface VerifyPropertyVariables {
  id: string;
  body: VerifyProperty;
  /** The checklist, water hours, floor found and device position, sent beside the measurements. */
  visit: VisitAnswers;
  photos: File[];
  onProgress: (percent: number) => void;
  fallbackMessage: string;
}

/** PUT /landlords/verify/{id} (admin, multipart): measurements, the visit's checklist and 1–5 photos; verifies it. */
export async function verifyProperty({
  id,
  body,
  visit,
  photos,
  onProgress,
  fallbackMessage,
}: VerifyPropertyVariables) {
  const form = verificationFormData(body, photos, visit);
  const { data } = await uploadWithProgress(`/landlords/verify/${encodeURIComponent(id)}`, form, onProgress, {
    method: 'PUT',
    schema: PropertySchema,
    fallbackMessage,
  });
  return data;
}

export function useVerifyProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyProperty,
    onSuccess: async (property) => {
      queryClient.setQueryData(queryKeys.properties.detail(property._id), property);
      await queryClient.invalidateQueries({ queryKey: queryKeys.listings.unverifiedProperties() });
    },
  });
}
