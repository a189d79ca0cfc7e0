import { PropertySchema, type Property, type VerifyProperty } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { queryKeys } from '@/api/query-keys';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { verificationFormData } from '@/lib/verification-form-data';

/** The same variables as the admin's verify mutation, so the verification form can send either. */
export interface CompleteTaskVariables {
  /** The property's id. */
  id: string;
  body: VerifyProperty;
  photos: File[];
  onProgress: (percent: number) => void;
  fallbackMessage: string;
}

/**
 * PUT /freelance/complete/{roomId}/{taskId} (the freelancer who accepted, multipart): the same
 * fields as PUT /landlords/verify/{id}; completes the task and verifies the property.
 */
export async function completeTask(
  taskId: string,
  { id, body, photos, onProgress, fallbackMessage }: CompleteTaskVariables,
): Promise<Property> {
  const form = verificationFormData(body, photos);
  const path = `/freelance/complete/${encodeURIComponent(id)}/${encodeURIComponent(taskId)}`;
  const { data } = await uploadWithProgress(path, form, onProgress, {
    method: 'PUT',
    schema: PropertySchema,
    fallbackMessage,
  });
  return data;
}

/**
 * The verification form's submit on /verify/{id}/{taskId}: the task comes from the URL. Once
 * done, the accepted list, the requests and the nav's Works badge are read again.
 */
export function useCompleteTask() {
  const { taskId = '' } = useParams();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: CompleteTaskVariables) => completeTask(taskId, variables),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.accepted() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.requests() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.user.details() }),
      ]),
  });
}
