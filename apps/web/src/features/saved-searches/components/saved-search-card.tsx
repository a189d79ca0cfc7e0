import { SAVED_SEARCH_NAME_MAX, SavedSearchNameSchema, type SavedSearch } from '@app/shared';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/alert-overlay';
import { InlineNameForm } from '@/components/inline-name-form';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { savedSearchLink } from '../search-from-url';
import { useSavedSearchText } from '../use-saved-search-text';
import { useQuerySummary } from './query-summary';

interface SavedSearchCardProps {
  savedSearch: SavedSearch;
  /** What the server said about a change (translated), for the page to announce. */
  onNotice: (notice: string) => void;
}

/** One saved search: what it looks for, whether its emails are on, and open, rename, pause or resume, delete. */
export function SavedSearchCard({ savedSearch, onNotice }: SavedSearchCardProps) {
  const { _id: id, name, kind, paused } = savedSearch;
  const { t, message, failure, date } = useSavedSearchText();
  const summarize = useQuerySummary();
  const { place, details } = summarize(savedSearch);
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [isRenaming, setRenaming] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const renameRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  const noticeOf = (code: string | undefined) => onNotice(code ? message(code) : '');
  const failed = (cause: unknown) => setError(failure(cause, t('card.failed')));

  const change = (body: { name?: string; paused?: boolean }, after?: () => void) => {
    if (update.isPending) return;
    setError(null);
    update.mutate(
      { id, body },
      {
        onSuccess: ({ messageCode }) => {
          noticeOf(messageCode);
          after?.();
        },
        onError: failed,
      },
    );
  };

  return (
    <li className="list-card saved-search" data-saved-search-id={id} aria-labelledby={titleId}>
      <div className="saved-search__head">
        <h2 id={titleId} className="saved-search__name">
          {name}
        </h2>
        <span className={`saved-search__state${paused ? ' saved-search__state--paused' : ''}`}>
          {paused ? t('card.emailsPaused') : t('card.emailsOn')}
        </span>
      </div>
      <p className="saved-search__what">
        <strong>{t(`card.kind.${kind}`)}</strong> · {place}
      </p>
      {details.length > 0 && (
        <ul className="saved-search__details">
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
      <p className="saved-search__date">{t('card.savedOn', { date: date(savedSearch.createdAt) })}</p>
      {isRenaming ? (
        // Its failures are said below, with the card's others.
        <InlineNameForm
          schema={SavedSearchNameSchema}
          name="name"
          value={name}
          id={`${titleId}-name`}
          label={t('card.newName')}
          autoComplete="off"
          maxLength={SAVED_SEARCH_NAME_MAX + 20}
          className="saved-search__rename"
          actionsClassName="saved-search__actions"
          texts={{ save: t('card.saveName'), saving: t('card.working'), cancel: t('card.cancel') }}
          isSaving={update.isPending}
          error={update.error}
          onSave={(body) => change(body, () => setRenaming(false))}
          onCancel={() => {
            setRenaming(false);
            renameRef.current?.focus();
          }}
        />
      ) : (
        <div className="saved-search__actions">
          <Link
            className="button button--primary"
            to={savedSearchLink(kind, savedSearch.query)}
            aria-label={t('card.openLabel', { name })}
          >
            {t('card.open')}
          </Link>
          <button
            ref={renameRef}
            type="button"
            className="button"
            aria-label={t('card.renameLabel', { name })}
            onClick={() => {
              update.reset();
              setRenaming(true);
            }}
          >
            {t('card.rename')}
          </button>
          <button
            type="button"
            className="button"
            aria-disabled={update.isPending}
            aria-label={t(paused ? 'card.resumeLabel' : 'card.pauseLabel', { name })}
            onClick={() => change({ paused: !paused })}
          >
            {paused ? t('card.resume') : t('card.pause')}
          </button>
          <button
            type="button"
            className="button button--danger"
            aria-label={t('card.deleteLabel', { name })}
            onClick={() => setConfirming(true)}
          >
            {t('card.delete')}
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="form-alert">
          {error}
        </p>
      )}
      {isConfirming && (
        <ConfirmDialog
          title={t('card.confirmTitle')}
          message={t('card.confirmMessage', { name })}
          confirmLabel={t('card.confirmDelete')}
          isBusy={remove.isPending}
          error={remove.isError ? failure(remove.error, t('card.failed')) : undefined}
          onCancel={() => {
            remove.reset();
            setConfirming(false);
          }}
          // mutateAsync: the refetched list can unmount this card before mutate's callbacks run.
          onConfirm={() =>
            void remove.mutateAsync(id).then(
              (code) => {
                setConfirming(false);
                noticeOf(code);
              },
              () => undefined, // the dialog shows remove.error
            )
          }
        />
      )}
    </li>
  );
}
