import { zodResolver } from '@hookform/resolvers/zod';
import { DISPLAY_NAME_MAX, DisplayNameBodySchema, type DisplayNameBody } from '@app/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@/components/form-field';
import { useListingText } from '../use-listing-text';

const resolver = zodResolver(DisplayNameBodySchema);

interface ListingNameFormProps {
  /** The name the owner chose, or null (their first name shows): the field starts with it. */
  displayName: string | null;
  isSaving: boolean;
  /** The server's error for the field, a code or text; the typed name stays as it was. */
  serverError: string | undefined;
  onSave: (body: DisplayNameBody) => void;
  onCancel: () => void;
}

/**
 * One field, checked with the server's own DisplayNameBodySchema (so its messages are the
 * server's); blank saves null, the owner's first name. Escape or Cancel keeps the name as it was.
 */
export function ListingNameForm({
  displayName,
  isSaving,
  serverError,
  onSave,
  onCancel,
}: ListingNameFormProps) {
  const { t, message } = useListingText();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<z.input<typeof DisplayNameBodySchema>, unknown, DisplayNameBody>({
    resolver,
    defaultValues: { displayName: displayName ?? '' },
  });

  useEffect(() => setFocus('displayName', { shouldSelect: true }), [setFocus]);
  useEffect(() => {
    if (serverError) setError('displayName', { message: serverError });
  }, [serverError, setError]);

  return (
    <form
      className="listing-name__form"
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
        id="listing-name"
        label={t('listingName.newName')}
        hint={t('listingName.hint')}
        error={message(errors.displayName?.message)}
      >
        {(control) => (
          <input
            {...control}
            {...register('displayName')}
            className="form-input"
            autoComplete="nickname"
            maxLength={DISPLAY_NAME_MAX + 20}
          />
        )}
      </FormField>
      <div className="listing-name__actions">
        <button type="submit" className="button button--primary" aria-disabled={isSaving}>
          {isSaving ? t('listingName.saving') : t('listingName.save')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('listingName.cancel')}
        </button>
      </div>
    </form>
  );
}
