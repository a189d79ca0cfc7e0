import type { BaseSyntheticEvent, ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useGoBack } from '@/lib/use-go-back';
import { useEditListingDetails, type EditListingDetailsVariables } from '../api/edit-listing-details';
import { useListingText } from '../use-listing-text';
import { useSubmitOutcome } from './submit-outcome';

type Edit<K extends EditListingDetailsVariables['kind']> = Extract<EditListingDetailsVariables, { kind: K }>;

interface EditDetailsFormProps<K extends EditListingDetailsVariables['kind']> {
  kind: K;
  id: string;
  /** The form's handleSubmit and showServerErrors (useSchemaForm). */
  form: {
    handleSubmit: (onValid: (body: Edit<K>['body']) => void) => (event?: BaseSyntheticEvent) => Promise<void>;
    showServerErrors: (error: unknown) => boolean;
  };
  /** Already translated: the submit button, the alert after saving, and the fallback when it fails. */
  submitLabel: string;
  successMessage: string;
  failedMessage: string;
  children: ReactNode;
}

/**
 * An owner's edit-details form for a listing of either kind: sends the details, shows the server's
 * field errors on their fields, and the outcome's alert (OK goes back to where the owner came from).
 */
export function EditDetailsForm<K extends EditListingDetailsVariables['kind']>({
  kind,
  id,
  form: { handleSubmit, showServerErrors },
  submitLabel,
  successMessage,
  failedMessage,
  children,
}: EditDetailsFormProps<K>) {
  const { t } = useListingText();
  const goBack = useGoBack(paths.controlHostel());
  const editDetails = useEditListingDetails();
  const outcome = useSubmitOutcome(goBack);

  const onSubmit = (body: Edit<K>['body']) => {
    const variables = { kind, id, body, fallbackMessage: failedMessage } as EditListingDetailsVariables;
    editDetails.mutate(variables, {
      onSuccess: () => outcome.succeed(successMessage),
      onError: (error) => {
        showServerErrors(error);
        outcome.fail(error, failedMessage);
      },
    });
  };

  const isBusy = editDetails.isPending;
  return (
    <form
      className="form-stack listing-form"
      noValidate
      aria-busy={isBusy}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      {children}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={isBusy}>
          {isBusy ? t('editDetails.updating') : submitLabel}
        </button>
      </div>
      {outcome.alert}
    </form>
  );
}
