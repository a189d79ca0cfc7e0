import './i18n/register';
import './reports.css';
import { ReportListingSchema, TRUST_CODES, type ReportListing as ReportBody } from '@app/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useReportListing } from './api/report-listing';
import { ReportForm } from './components/report-form';
import { useReportText } from './use-report-text';

/**
 * "Report this listing": a disclosure at the end of a listing's details (inside its dialog, so no
 * second dialog) with the reason and details, checked with the same ReportListingSchema as the
 * server. The thanks (or "already reported") replaces the form and takes the focus; any other
 * refusal is said above the buttons and keeps everything typed.
 */
export function ReportListing({ listingId }: { listingId: string }) {
  const { t, message, failure } = useReportText();
  const id = useId();
  const send = useReportListing();
  const [isOpen, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  // No reason is chosen until the reporter picks one.
  const form = useSchemaForm(ReportListingSchema, { reason: undefined, details: '' });

  // The form the focus was in is gone: the answer that replaced it takes it (and is read out).
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const onValid = (body: ReportBody) => {
    if (send.isPending) return;
    setRefusal(null);
    const fallbackMessage = t('form.failed');
    send.mutate(
      { listingId, body, fallbackMessage },
      {
        onSuccess: (code) => setOutcome(message(code)),
        onError: (error) => {
          // Already reported from this address: there is nothing to send again.
          if (error instanceof ApiError && error.status === 409) {
            setOutcome(failure(error, message(TRUST_CODES.report.alreadySent)));
            return;
          }
          form.showServerErrors(error);
          setRefusal(failure(error, fallbackMessage));
        },
      },
    );
  };

  const cancel = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const titleId = `${id}-title`;
  const panelId = `${id}-panel`;
  return (
    <section className="report-listing" aria-labelledby={titleId}>
      <h3 id={titleId} className="report-listing__title">
        <button
          ref={toggleRef}
          type="button"
          className="button report-listing__toggle"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setOpen((open) => !open)}
        >
          <span className="report-listing__flag" aria-hidden="true" />
          {t('form.open')}
        </button>
      </h3>
      {/* Closed, its fields are not in the page (the dialog's Tab cycle skips nothing hidden); what
          was typed stays in the form's state. */}
      <div id={panelId} className="report-listing__panel" hidden={!isOpen}>
        {!isOpen ? null : outcome ? (
          <p ref={outcomeRef} tabIndex={-1} role="status" className="form-notice report-listing__outcome">
            {outcome}
          </p>
        ) : (
          <>
            <p className="report-listing__intro">{t('form.intro')}</p>
            <ReportForm
              form={form}
              idPrefix={id}
              isSending={send.isPending}
              failure={refusal}
              onValid={onValid}
              onCancel={cancel}
            />
          </>
        )}
      </div>
    </section>
  );
}
