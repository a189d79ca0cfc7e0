import { TaskResponseSchema, type Task } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api, ApiError } from '@/lib/api-client';

export interface AcceptTaskVariables {
  taskId: string;
  fallbackMessage: string;
}

/** PUT /freelance/accept/{taskId} (freelancer): the task becomes the caller's. */
export async function acceptTask({ taskId, fallbackMessage }: AcceptTaskVariables): Promise<Task> {
  const { data } = await api.put(`/freelance/accept/${encodeURIComponent(taskId)}`, undefined, {
    schema: TaskResponseSchema.shape.data,
    fallbackMessage,
  });
  return data;
}

/**
 * On success the card leaves the requests at once, and the accepted list and the nav's Works
 * badge are read again. A 409 (taken by someone else, or expired) re-reads the requests too.
 */
export function useAcceptTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTask,
    onSuccess: async (_task, { taskId }) => {
      queryClient.setQueryData<Task[]>(queryKeys.tasks.requests(), (tasks) =>
        tasks?.filter((task) => task._id !== taskId),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.accepted() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.user.details() }),
      ]);
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: queryKeys.tasks.requests() });
      }
    },
  });
}
