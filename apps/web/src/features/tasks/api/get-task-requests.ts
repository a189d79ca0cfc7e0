import { TaskRequestsResponseSchema, type Task } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export type { Task };

/** GET /freelance/get-task (freelancer): tasks assigned to the caller, open and not yet due. */
export async function getTaskRequests(signal?: AbortSignal): Promise<Task[]> {
  const { data } = await api.get('/freelance/get-task', {
    schema: TaskRequestsResponseSchema.shape.data,
    signal,
  });
  return data.task;
}

export function taskRequestsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.tasks.requests(),
    queryFn: ({ signal }) => getTaskRequests(signal),
  });
}

export function useTaskRequests() {
  return useQuery(taskRequestsQueryOptions());
}
