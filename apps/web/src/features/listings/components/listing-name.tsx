import { DISPLAY_NAME_MAX, DisplayNameBodySchema } from '@app/shared';
import { useEffect, useRef, useState } from 'react';
import { useUserDetails } from '@/api/user/get-user-details';
import { InlineNameForm } from '@/components/inline-name-form';
import { isLoginRequired } from '@/lib/login-required';
import { useSetDisplayName } from '../api/set-display-name';
import { useListingText } from '../use-listing-text';
import { LoadError } from './load-error';

/**
 * "Name shown on your listings": who tenants see as the one who listed the owner's hostels and
 * rooms (`listedBy`), and an inline form to change it. The server's answer is shown; a failed save
 * keeps the form open with what was typed.
 */
export function ListingName() {
  const { t, message, failure } = useListingText();
  const details = useUserDetails();
  const save = useSetDisplayName();
  const [isEditing, setEditing] = useState(false);
  /** The server's answer to the last save, a code (shown in the reader's language) or text. */
  const [notice, setNotice] = useState('');
  const changeRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // The form held the focus: when it closes, the focus goes back to Change, where it was opened.
  useEffect(() => {
    if (wasEditing.current && !isEditing) changeRef.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);

  if (details.isPending) return null;
  if (details.isError) {
    // An ended session is said once, by the hostels' part of the page.
    if (isLoginRequired(details.error)) return null;
    return <LoadError query={details} message={t('listingName.loadFailed')} />;
  }
  const { displayName, listedBy } = details.data;

  return (
    <section className="listing-name" aria-label={t('listingName.label')}>
      <div className="listing-name__current">
        <p>
          <span className="listing-name__text">{t('listingName.current', { name: listedBy })}</span>
          {displayName === null && <span> {t('listingName.isFirstName')}</span>}
        </p>
        {!isEditing && (
          <button
            ref={changeRef}
            type="button"
            className="button"
            aria-label={t('listingName.changeLabel')}
            onClick={() => {
              save.reset();
              setNotice('');
              setEditing(true);
            }}
          >
            {t('listingName.change')}
          </button>
        )}
      </div>
      {isEditing && (
        // Blank saves null, the owner's first name (the hint says so).
        <InlineNameForm
          schema={DisplayNameBodySchema}
          name="displayName"
          value={displayName ?? ''}
          id="listing-name"
          label={t('listingName.newName')}
          hint={t('listingName.hint')}
          autoComplete="nickname"
          maxLength={DISPLAY_NAME_MAX + 20}
          className="listing-name__form"
          actionsClassName="listing-name__actions"
          texts={{
            save: t('listingName.save'),
            saving: t('listingName.saving'),
            cancel: t('listingName.cancel'),
          }}
          isSaving={save.isPending}
          error={save.error}
          failure={(error) => failure(error, t('listingName.failed'))}
          onSave={(body) =>
            save.mutate(body, {
              onSuccess: (answer) => {
                setNotice(answer.messageCode ?? answer.message);
                setEditing(false);
              },
            })
          }
          onCancel={() => {
            save.reset();
            setEditing(false);
          }}
        />
      )}
      <p role="status" className={notice ? 'form-notice' : undefined}>
        {notice && message(notice)}
      </p>
    </section>
  );
}
