import { REPORT_PAGE_SIZE, ReportPageResponseSchema, type Report, type ReportListQuery } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { listPageOf, type ListPage } from '@/lib/list-page';

export type { Report };

/** Open reports, or decided ones (dismissed, hidden, sold). */
export type ReportQueueStatus = ReportListQuery['status'];

/** GET /reports?status=&page=&limit=20 (admin): one page of reports, newest first. */
export async function getReports(
  status: ReportQueueStatus,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<Report>> {
  const result = await api.get('/reports', {
    query: { status, page, limit: REPORT_PAGE_SIZE },
    schema: ReportPageResponseSchema.shape.data,
    signal,
  });
  return listPageOf(result);
}

export function reportsQueryOptions(status: ReportQueueStatus, page: number) {
  return queryOptions({
    queryKey: queryKeys.reports.list(status, page),
    queryFn: ({ signal }) => getReports(status, page, signal),
  });
}

/** One page of the queue; the previous page stays on screen while the next one loads. */
export function useReports(status: ReportQueueStatus, page: number) {
  return useQuery({ ...reportsQueryOptions(status, page), placeholderData: keepPreviousData });
}
