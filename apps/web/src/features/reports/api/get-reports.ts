import { REPORT_PAGE_SIZE, ReportPageResponseSchema, type Report } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, type ReportQueueStatus } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { listPageOf } from '@/lib/list-page';

export type { Report, ReportQueueStatus };

export interface ReportPage {
  items: Report[];
  /** Reports of this status on the server when this page was read. */
  total: number;
  page: number;
  limit: number;
}

/** GET /reports?status=&page=&limit=20 (admin): one page of reports, newest first. */
export async function getReports(
  status: ReportQueueStatus,
  page: number,
  signal?: AbortSignal,
): Promise<ReportPage> {
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
