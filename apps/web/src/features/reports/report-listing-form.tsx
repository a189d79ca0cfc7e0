import { ReportListingSchema, TRUST_CODES, type ReportListing as ReportBody } from '@app/shared';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useReportListing } from './api/report-listing';
import { ReportForm } from './components/report-form';
import { useReportText } from './use-report-text';

interface ReportListingFormProps {
  listingId: string;
  idPrefix: string;
  /** Whether the form is shown; hidden, it keeps what was typed. */
  isShown: boolean;
  /** The thanks (or "already reported") that replaces the form. */
  onOutcome: (outcome: string) => void;
  onCancel: () => void;
}

/**
 * The report's form, checked with the same ReportListingSchema as the server: its own chunk (with
 * zod and the form library), loaded when a reporter first opens "Report this listing", so a shared
 * listing link does not load them with the listing.
 */
export function ReportListingForm({
  listingId,
  idPrefix,
  isShown,
  onOutcome,
  onCancel,
}: ReportListingFormProps) {
  const { t, message, failure } = useReportText();
  const send = useReportListing();
  const [refusal, setRefusal] = useState<string | null>(null);
  // No reason is chosen until the reporter picks one.
  const form = useSchemaForm(ReportListingSchema, { reason: undefined, details: '' });

  const onValid = (body: ReportBody) => {
    if (send.isPending) return;
    setRefusal(null);
    const fallbackMessage = t('form.failed');
    send.mutate(
      { listingId, body, fallbackMessage },
      {
        onSuccess: (code) => onOutcome(message(code)),
        onError: (error) => {
          // Already reported from this address: there is nothing to send again.
          if (error instanceof ApiError && error.status === 409) {
            onOutcome(failure(error, message(TRUST_CODES.report.alreadySent)));
            return;
          }
          form.showServerErrors(error);
          setRefusal(failure(error, fallbackMessage));
        },
      },
    );
  };

  if (!isShown) return null;
  return (
    <>
      <p className="report-listing__intro">{t('form.intro')}</p>
      <ReportForm
        form={form}
        idPrefix={idPrefix}
        isSending={send.isPending}
        failure={refusal}
        onValid={onValid}
        onCancel={onCancel}
      />
    </>
  );
}
