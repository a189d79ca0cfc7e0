import type { ReportListing } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ReportListingVariables {
  listingId: string;
  body: ReportListing;
  /** Shown when the server gives no message. */
  fallbackMessage: string;
}

/**
 * POST /reports/{listingId} (anyone, no login): what is wrong with a listing. Answers the
 * server's thank-you (its message code where it sent one); 409 for a second report from the same
 * address, 429 beyond 5 an hour.
 */
export async function reportListing({ listingId, body, fallbackMessage }: ReportListingVariables) {
  const { message, messageCode } = await api.post(`/reports/${encodeURIComponent(listingId)}`, body, {
    fallbackMessage,
  });
  return messageCode ?? message;
}

export function useReportListing() {
  return useMutation({ mutationFn: reportListing });
}
