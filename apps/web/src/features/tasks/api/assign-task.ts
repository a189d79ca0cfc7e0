import { TaskResponseSchema, type Task } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api, ApiError } from '@/lib/api-client';

export interface AssignTaskBody {
  freelancerIds: string[];
  description: string;
  /** 'YYYY-MM-DD'; left out for the server's default (3 days). */
  expiry?: string;
}

export interface AssignTaskVariables {
  roomId: string;
  body: AssignTaskBody;
  fallbackMessage: string;
}

/** POST /freelance/assign/{roomId} (admin): one task offered to the chosen freelancers. */
export async function assignTask({ roomId, body, fallbackMessage }: AssignTaskVariables): Promise<Task> {
  const { data } = await api.post(`/freelance/assign/${encodeURIComponent(roomId)}`, body, {
    schema: TaskResponseSchema.shape.data,
    fallbackMessage,
  });
  return data;
}

/** Open-task counts change with an assignment; a 409 means the property was verified meanwhile. */
export function useAssignTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.freelancerLists() }),
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: queryKeys.listings.unverified() });
      }
    },
  });
}
