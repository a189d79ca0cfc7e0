import { useCallback } from 'react';
import { readPageParam, usePagedUrlState } from '@/lib/use-url-state';
import type { ReportQueueStatus } from './api/get-reports';

/**
 * The queue's state lives in the URL (`?status=decided&page=2`), so Back and a reload keep it.
 * Defaults are left out: the plain page (open reports, page 1) is just /reports.
 */
export interface ReportQueueState {
  status: ReportQueueStatus;
  page: number;
}

/** ReportListQuerySchema's bound. */
const MAX_PAGE = 100_000;

/** Reads the URL leniently: a bad or hand-edited value falls back to its default, never an error. */
export function readQueueState(params: URLSearchParams): ReportQueueState {
  return {
    status: params.get('status') === 'decided' ? 'decided' : 'open',
    page: readPageParam(params, MAX_PAGE),
  };
}

export function writeQueueState({ status, page }: ReportQueueState): URLSearchParams {
  const params = new URLSearchParams();
  if (status !== 'open') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The queue's state from the URL, and the ways the page changes it (each a history entry). */
export function useReportQueueState() {
  const { state, update, goToPage, fixPage } = usePagedUrlState(readQueueState, writeQueueState);
  return {
    state,
    /** The other half of the queue starts at its page 1. */
    show: useCallback((status: ReportQueueStatus) => update({ status, page: 1 }), [update]),
    goToPage,
    fixPage,
  };
}
