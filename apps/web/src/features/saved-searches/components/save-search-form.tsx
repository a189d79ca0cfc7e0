import {
  SAVED_SEARCH_NAME_MAX,
  SavedSearchNameSchema,
  type SavedSearchKind,
  type SavedSearchName,
  type SavedSearchQuery,
} from '@app/shared';
import { useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { FormField } from '@/components/form-field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { useSavedSearchText } from '../use-saved-search-text';

interface SaveSearchFormProps {
  kind: SavedSearchKind;
  query: SavedSearchQuery;
  defaultName: string;
  idPrefix: string;
  nameRef: RefObject<HTMLInputElement | null>;
  /** The search was saved: the server's message (translated). */
  onSaved: (notice: string) => void;
  onCancel: () => void;
}

/**
 * The name of the search being saved (checked with the server's own SavedSearchNameSchema) and
 * Save. A refusal (10 saved already: the server's message) is said above the buttons, with the way
 * to the saved searches when the limit is the reason; what was typed stays.
 */
export function SaveSearchForm(props: SaveSearchFormProps) {
  const { kind, query, defaultName, idPrefix, nameRef, onSaved, onCancel } = props;
  const { t, message, failure } = useSavedSearchText();
  const save = useCreateSavedSearch();
  const [refusal, setRefusal] = useState<{ text: string; isLimit: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    showServerErrors,
    formState: { errors },
  } = useSchemaForm(SavedSearchNameSchema, { name: defaultName });
  const { ref: registerRef, ...nameField } = register('name');

  const onValid = ({ name }: SavedSearchName) => {
    if (save.isPending) return;
    setRefusal(null);
    save.mutate(
      { name, kind, query },
      {
        onSuccess: ({ messageCode }) => onSaved(messageCode ? message(messageCode) : t('save.title')),
        onError: (error) => {
          showServerErrors(error);
          const isLimit = error instanceof ApiError && error.status === 409;
          setRefusal({ text: failure(error, t('save.failed')), isLimit });
        },
      },
    );
  };

  return (
    <form
      className="form-stack"
      noValidate
      aria-busy={save.isPending}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
    >
      <FormField
        id={`${idPrefix}-name`}
        label={t('save.name')}
        hint={t('save.nameHint', { max: SAVED_SEARCH_NAME_MAX })}
        error={message(errors.name?.message)}
      >
        {(control) => (
          <input
            {...control}
            {...nameField}
            ref={(element) => {
              registerRef(element);
              nameRef.current = element;
            }}
            className="form-input"
            autoComplete="off"
            maxLength={SAVED_SEARCH_NAME_MAX + 20}
          />
        )}
      </FormField>
      {refusal && (
        <div role="alert" className="form-alert">
          <p>{refusal.text}</p>
          {refusal.isLimit && (
            <p>
              <Link className="text-link" to={paths.savedSearches()}>
                {t('save.manage')}
              </Link>
            </p>
          )}
        </div>
      )}
      <div className="overlay__actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('save.cancel')}
        </button>
        {/* aria-disabled, not disabled: the button keeps the focus while the search is saved. */}
        <button type="submit" className="button button--primary" aria-disabled={save.isPending}>
          {save.isPending ? t('save.saving') : t('save.submit')}
        </button>
      </div>
    </form>
  );
}
