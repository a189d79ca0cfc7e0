import { AcceptedTasksResponseSchema, type Task } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /freelance/accepted (freelancer): the caller's accepted tasks, completed ones included. */
export async function getAcceptedTasks(signal?: AbortSignal): Promise<Task[]> {
  const { data } = await api.get('/freelance/accepted', {
    schema: AcceptedTasksResponseSchema.shape.data,
    signal,
  });
  return data;
}

export function acceptedTasksQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.tasks.accepted(),
    queryFn: ({ signal }) => getAcceptedTasks(signal),
  });
}

export function useAcceptedTasks() {
  return useQuery(acceptedTasksQueryOptions());
}
