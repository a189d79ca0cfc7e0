import { REPORT_REASONS, type ReportListing, type ReportListingInput } from '@app/shared';
import type { UseFormReturn } from 'react-hook-form';
import { errorId } from '@/components/field-ids';
import { FieldError } from '@/components/form-field';
import { useReportText } from '../use-report-text';

type ReportForm = UseFormReturn<ReportListingInput, unknown, ReportListing>;

/** The reasons as one radio group (a fieldset), its error under it. */
export function ReasonChoices({ form, id }: { form: ReportForm; id: string }) {
  const { t, message } = useReportText();
  const {
    register,
    formState: { errors },
  } = form;
  const error = message(errors.reason?.message);
  return (
    <fieldset className="report-reasons" aria-describedby={error ? errorId(id) : undefined}>
      <legend className="form-field__label">{t('form.reason')}</legend>
      <ul className="report-reasons__options">
        {REPORT_REASONS.map((reason) => (
          <li key={reason}>
            <label className="report-reasons__option">
              <input
                {...register('reason')}
                type="radio"
                value={reason}
                aria-invalid={error ? true : undefined}
              />
              <span>{t(`reasons.${reason}`)}</span>
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
