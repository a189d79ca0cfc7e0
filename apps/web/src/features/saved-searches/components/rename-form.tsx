import { zodResolver } from '@hookform/resolvers/zod';
import { SAVED_SEARCH_NAME_MAX, SavedSearchNameSchema, type SavedSearchName } from '@app/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { useSavedSearchText } from '../use-saved-search-text';

const resolver = zodResolver(SavedSearchNameSchema);

interface RenameFormProps {
  id: string;
  name: string;
  isSaving: boolean;
  /** A field error from the server, already a code or text. */
  serverError: string | undefined;
  onRename: (name: string) => void;
  onCancel: () => void;
}

/** The new name, checked with the server's own SavedSearchNameSchema; Escape or Cancel keeps the old one. */
export function RenameForm({ id, name, isSaving, serverError, onRename, onCancel }: RenameFormProps) {
  const { t, message } = useSavedSearchText();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<SavedSearchName>({ resolver, defaultValues: { name } });

  useEffect(() => setFocus('name', { shouldSelect: true }), [setFocus]);
  useEffect(() => {
    if (serverError) setError('name', { message: serverError });
  }, [serverError, setError]);

  return (
    <form
      className="saved-search__rename"
      noValidate
      aria-busy={isSaving}
      onSubmit={(event) => void handleSubmit(({ name: next }) => onRename(next))(event)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCancel();
      }}
    >
      <FormField id={`${id}-name`} label={t('card.newName')} error={message(errors.name?.message)}>
        {(control) => (
          <input
            {...control}
            {...register('name')}
            className="form-input"
            autoComplete="off"
            maxLength={SAVED_SEARCH_NAME_MAX + 20}
          />
        )}
      </FormField>
      <div className="saved-search__actions">
        <button type="submit" className="button button--primary" aria-disabled={isSaving}>
          {isSaving ? t('card.working') : t('card.saveName')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('card.cancel')}
        </button>
      </div>
    </form>
  );
}
