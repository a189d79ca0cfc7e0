import {
  HostelSchema,
  PropertySchema,
  type Hostel,
  type Property,
  type VerifyHostel,
  type VerifyProperty,
} from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { z } from 'zod';
import { queryKeys } from '@/api/query-keys';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { verificationFormData, type VisitAnswers } from '@/lib/verification-form-data';

/** The same variables as the admin's verify mutation, so the verification forms can send either. */
export interface CompleteTaskVariables<Body = VerifyProperty> {
  /** The listing's id. */
  id: string;
  body: Body;
  visit: VisitAnswers;
  photos: File[];
  onProgress: (percent: number) => void;
  fallbackMessage: string;
}

async function complete<Listing>(
  taskId: string,
  schema: z.ZodType<Listing>,
  {
    id,
    body,
    visit,
    photos,
    onProgress,
    fallbackMessage,
  }: CompleteTaskVariables<VerifyProperty | VerifyHostel>,
): Promise<Listing> {
  const form = verificationFormData(body, photos, visit);
  const path = `/freelance/complete/${encodeURIComponent(id)}/${encodeURIComponent(taskId)}`;
  const { data } = await uploadWithProgress(path, form, onProgress, {
    method: 'PUT',
    schema,
    fallbackMessage,
  });
  return data;
}

/**
 * PUT /freelance/complete/{roomId}/{taskId} (the freelancer who accepted, multipart) for a
 * property: the same fields as PUT /landlords/verify/{id} (the visit's checklist, floor and position too); completes the task and verifies it.
 */
export const completeTask = (taskId: string, variables: CompleteTaskVariables): Promise<Property> =>
  complete(taskId, PropertySchema, variables);

/** The same for a hostel: rooms, beds, bathrooms, kitchen, dining room and a typical room's size. */
export const completeHostelTask = (
  taskId: string,
  variables: CompleteTaskVariables<VerifyHostel>,
): Promise<Hostel> => complete(taskId, HostelSchema, variables);

/** Once done, the accepted list, the requests and the nav's Works badge are read again. */
function useAfterCompletion() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.tasks.accepted() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.tasks.requests() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.user.details() }),
    ]);
}

/** The verification form's submit on /verify/{id}/{taskId} for a property: the task comes from the URL. */
export function useCompleteTask() {
  const { taskId = '' } = useParams();
  const onSuccess = useAfterCompletion();
  return useMutation({
    mutationFn: (variables: CompleteTaskVariables) => completeTask(taskId, variables),
    onSuccess,
  });
}

/** The hostel form's submit on /verify/{id}/{taskId}. */
export function useCompleteHostelTask() {
  const { taskId = '' } = useParams();
  const onSuccess = useAfterCompletion();
  return useMutation({
    mutationFn: (variables: CompleteTaskVariables<VerifyHostel>) => completeHostelTask(taskId, variables),
    onSuccess,
  });
}
