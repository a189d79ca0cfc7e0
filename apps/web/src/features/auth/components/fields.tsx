import type { HTMLInputAutoCompleteAttribute } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { PasswordInput } from '@/components/password-input';

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  /** What react-hook-form's register() returns: name, onChange, onBlur and ref. */
  registration: UseFormRegisterReturn;
  autoComplete: HTMLInputAutoCompleteAttribute;
}

export function TextField({
  type = 'text',
  registration,
  autoComplete,
  ...field
}: FieldProps & { type?: 'text' | 'email' }) {
  return (
    <FormField {...field}>
      {(control) => (
        <input
          {...control}
          {...registration}
          className="form-input"
          type={type}
          autoComplete={autoComplete}
          {...(type === 'email' && { inputMode: 'email', autoCapitalize: 'none', spellCheck: false })}
        />
      )}
    </FormField>
  );
}

interface PasswordFieldProps extends FieldProps {
  /** Toggle names when a form has two password fields; "Show password" otherwise. */
  toggleLabels?: { show: string; hide: string };
}

export function PasswordField({ registration, autoComplete, toggleLabels, ...field }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <FormField {...field}>
      {(control) => (
        <PasswordInput
          {...control}
          {...registration}
          className="form-input"
          autoComplete={autoComplete}
          showLabel={toggleLabels?.show ?? t('fields.showPassword')}
          hideLabel={toggleLabels?.hide ?? t('fields.hidePassword')}
        />
      )}
    </FormField>
  );
}

/** The account's email address: the email keyboard, no autocorrect, the browser's saved address. */
export function EmailField({ id, error, registration }: Pick<FieldProps, 'id' | 'error' | 'registration'>) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      id={id}
      type="email"
      label={t('fields.email')}
      autoComplete="email"
      error={error}
      registration={registration}
    />
  );
}
