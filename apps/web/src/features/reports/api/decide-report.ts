import { ReportResponseSchema, type ReportAction } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import type { Report } from './get-reports';

export type { ReportAction };

export interface DecideReportVariables {
  report: Report;
  action: ReportAction;
  /** Shown when the server gives no message. */
  fallbackMessage: string;
}

/**
 * PUT /reports/{id}/{dismiss|hide|sold} (admin). Answers the server's message (its code where it
 * sent one): "Report dismissed.", "Listing hidden from tenants.", "Listing marked as rented.".
 */
export async function decideReport({ report, action, fallbackMessage }: DecideReportVariables) {
  const { message, messageCode } = await api.put(
    `/reports/${encodeURIComponent(report._id)}/${action}`,
    undefined,
    { schema: ReportResponseSchema.shape.data, fallbackMessage },
  );
  return messageCode ?? message;
}

/**
 * One decision. Hiding or selling closes every open report of that listing, so once the server
 * agrees both halves of the queue are read again rather than patched here; `onDecided` follows.
 */
export function useDecideReport(onDecided?: (code: string, variables: DecideReportVariables) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReport,
    onSuccess: async (code, variables) => {
      // The buttons keep saying "Hiding…" until the queue shows the outcome.
      await queryClient.invalidateQueries({ queryKey: queryKeys.reports.lists() });
      onDecided?.(code, variables);
    },
  });
}
