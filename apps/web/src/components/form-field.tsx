import './form.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, errorId, hintId } from './field-ids';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': boolean;
}

export function FieldLabel({
  htmlFor,
  optional = false,
  children,
}: {
  htmlFor: string;
  optional?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <label className="form-field__label" htmlFor={htmlFor}>
      {children}
      {optional && <span className="form-field__optional"> ({t('ui.optional')})</span>}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={hintId(id)} className="form-field__hint">
      {children}
    </p>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="form-field__error">
      {message}
    </p>
  );
}

interface FormFieldProps {
  id: string;
  label: string;
  hint?: string | undefined;
  /** Already translated. */
  error?: string | undefined;
  optional?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, hint and error, tied together by id and aria-describedby. */
export function FormField({ id, label, hint, error, optional = false, children }: FormFieldProps) {
  return (
    <div className="form-field">
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      {children({
        id,
        'aria-describedby': describedBy(id, { hint: Boolean(hint), error: Boolean(error) }),
        'aria-invalid': Boolean(error),
      })}
      {hint && <FieldHint id={id}>{hint}</FieldHint>}
      <FieldError id={id} message={error} />
    </div>
  );
}
