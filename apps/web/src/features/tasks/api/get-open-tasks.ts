import { OpenTasksResponseSchema, type Task } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /freelance/open-tasks (admin): every task neither completed nor past due, at most one a listing. */
export async function getOpenTasks(signal?: AbortSignal): Promise<Task[]> {
  const { data } = await api.get('/freelance/open-tasks', {
    schema: OpenTasksResponseSchema.shape.data,
    signal,
  });
  return data;
}

export function openTasksQueryOptions() {
  return queryOptions({ queryKey: queryKeys.tasks.open(), queryFn: ({ signal }) => getOpenTasks(signal) });
}

/** One request for every card of the queues: each finds its listing's task in it. */
export function useOpenTasks() {
  return useQuery(openTasksQueryOptions());
}
