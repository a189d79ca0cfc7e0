import './i18n/register';
import './reports.css';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useReportText } from './use-report-text';

const ReportListingForm = lazy(async () => ({
  default: (await import('./report-listing-form')).ReportListingForm,
}));

/**
 * "Report this listing": a disclosure at the end of a listing's details (inside its dialog, so no
 * second dialog) with the reason and details, checked with the same ReportListingSchema as the
 * server. The thanks (or "already reported") replaces the form and takes the focus; any other
 * refusal is said above the buttons and keeps everything typed.
 */
export function ReportListing({ listingId }: { listingId: string }) {
  const { t } = useReportText();
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  // The form (its own chunk) stays mounted once opened: closing keeps what was typed.
  const [wasOpened, setWasOpened] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  // The form the focus was in is gone: the answer that replaced it takes it (and is read out).
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

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
          onClick={() => {
            setOpen((open) => !open);
            setWasOpened(true);
          }}
        >
          <span className="report-listing__flag" aria-hidden="true" />
          {t('form.open')}
        </button>
      </h3>
      {/* Closed, its fields are not in the page (the dialog's Tab cycle skips nothing hidden); what
          was typed stays in the form's state. */}
      <div id={panelId} className="report-listing__panel" hidden={!isOpen}>
        {isOpen && outcome ? (
          <p ref={outcomeRef} tabIndex={-1} role="status" className="form-notice report-listing__outcome">
            {outcome}
          </p>
        ) : null}
        {wasOpened && !outcome ? (
          <Suspense fallback={null}>
            <ReportListingForm
              listingId={listingId}
              idPrefix={id}
              isShown={isOpen}
              onOutcome={setOutcome}
              onCancel={cancel}
            />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
