import type { ReportListQuery } from '@app/shared';

/** Open reports, or decided ones (dismissed, hidden, sold). */
export type ReportQueueStatus = ReportListQuery['status'];

/** Cache keys of the report screens. */
export const reportKeys = {
  all: ['reports'] as const,
  /** Every page of both halves of the admin's queue. */
  lists: () => ['reports', 'list'] as const,
  list: (status: ReportQueueStatus, page: number) => ['reports', 'list', { status, page }] as const,
};
