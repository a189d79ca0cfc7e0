import { PropertySchema, type Property, type VerifyProperty } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { uploadWithProgress } from '../../../lib/api-client';
import { taskKeys, userDetailsKey } from './query-keys';

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
  const form = new FormData();
  form.append('length', String(body.length));
  form.append('width', String(body.width));
  form.append('room', String(body.room));
  form.append('bathroom', String(body.bathroom));
  form.append('description', body.description);
  photos.forEach((photo) => form.append('image', photo, photo.name));
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
        queryClient.invalidateQueries({ queryKey: taskKeys.accepted() }),
        queryClient.invalidateQueries({ queryKey: taskKeys.requests() }),
        queryClient.invalidateQueries({ queryKey: userDetailsKey }),
      ]),
  });
}
