import { REPORT_DETAILS_MAX, type ReportListing, type ReportListingInput } from '@app/shared';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { useReportText } from '../use-report-text';
import { ReasonChoices } from './reason-choices';

type ReportForm = UseFormReturn<ReportListingInput, unknown, ReportListing>;

interface ReportFormProps {
  form: ReportForm;
  /** Ties the fields' ids to this listing's form. */
  idPrefix: string;
  isSending: boolean;
  /** The server's refusal, already translated. */
  failure: string | null;
  onValid: (body: ReportListing) => void;
  onCancel: () => void;
}

/** Reason and details, checked with the server's ReportListingSchema (the form's resolver). */
export function ReportForm({ form, idPrefix, isSending, failure, onValid, onCancel }: ReportFormProps) {
  const { t, message } = useReportText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  return (
    <form
      className="form-stack report-form"
      noValidate
      aria-busy={isSending}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
    >
      <ReasonChoices form={form} id={`${idPrefix}-reason`} />
      <FormField
        id={`${idPrefix}-details`}
        label={t('form.details')}
        hint={t('form.detailsHint', { max: REPORT_DETAILS_MAX })}
        error={message(errors.details?.message)}
      >
        {(props) => <textarea {...props} {...register('details')} className="form-input" rows={4} />}
      </FormField>
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      <div className="form-actions">
        {/* aria-disabled, not disabled: the button keeps the focus while the report is on its way. */}
        <button type="submit" className="button button--primary" aria-disabled={isSending}>
          {isSending ? t('form.sending') : t('form.submit')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
