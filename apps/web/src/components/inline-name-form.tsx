import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { DefaultValues, FieldPath, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { messageText } from '../i18n/messages/message-text';
import { useSchemaForm } from '@/lib/use-schema-form';
import { FormField } from './form-field';

interface InlineNameFormProps<Input extends FieldValues, Output extends FieldValues> {
  /** The shared schema of the body the form sends, so its messages are the server's. */
  schema: z.ZodType<Output, Input>;
  /** The one field, as the schema and the server name it. */
  name: FieldPath<Input>;
  /** What the field starts with. */
  value: string;
  id: string;
  label: string;
  hint?: string;
  autoComplete: string;
  maxLength: number;
  /** The form's and its buttons' classes: each screen lays them out its own way. */
  className: string;
  actionsClassName: string;
  texts: { save: string; saving: string; cancel: string };
  isSaving: boolean;
  /** The last save's failure, if any: its error for the field is shown under the field. */
  error: unknown;
  /**
   * What a failure that names no field says, in an alert under the buttons. Left out where the
   * screen says every failure itself.
   */
  failure?: (error: unknown) => string;
  onSave: (body: Output) => void;
  onCancel: () => void;
}

/**
 * A one-field inline form that renames something (a saved search, the name an owner's listings
 * show): it opens with the text selected, Save sends what the schema made of it, and Escape or
 * Cancel keeps the old name. A refused save keeps what was typed.
 */
export function InlineNameForm<Input extends FieldValues, Output extends FieldValues>({
  schema,
  name,
  value,
  id,
  label,
  hint,
  autoComplete,
  maxLength,
  className,
  actionsClassName,
  texts,
  isSaving,
  error,
  failure,
  onSave,
  onCancel,
}: InlineNameFormProps<Input, Output>) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'ne' ? 'ne' : 'en';
  const {
    register,
    handleSubmit,
    setFocus,
    serverErrors,
    showServerErrors,
    formState: { errors },
  } = useSchemaForm(schema, { [name]: value } as DefaultValues<Input>);

  useEffect(() => setFocus(name, { shouldSelect: true }), [name, setFocus]);
  useEffect(() => void showServerErrors(error), [error, showServerErrors]);

  const fieldError = errors[name]?.message;
  const isOnField = serverErrors(error).length > 0;

  return (
    <form
      className={className}
      noValidate
      aria-busy={isSaving}
      onSubmit={(event) =>
        void handleSubmit((body) => {
          if (!isSaving) onSave(body);
        })(event)
      }
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCancel();
      }}
    >
      <FormField
        id={id}
        label={label}
        hint={hint}
        error={typeof fieldError === 'string' ? messageText(language, fieldError) : undefined}
      >
        {(control) => (
          <input
            {...control}
            {...register(name)}
            className="form-input"
            autoComplete={autoComplete}
            maxLength={maxLength}
          />
        )}
      </FormField>
      <div className={actionsClassName}>
        <button type="submit" className="button button--primary" aria-disabled={isSaving}>
          {isSaving ? texts.saving : texts.save}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
      {failure && error != null && !isOnField && (
        <p role="alert" className="form-alert">
          {failure(error)}
        </p>
      )}
    </form>
  );
}
