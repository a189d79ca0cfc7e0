import { applicationMoves, type ApplicationState, type HostelApplicant } from '@app/shared';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/alert-overlay';
import { useMoveApplicant } from '../api/move-application';
import { useRemoveListingApplicant } from '../api/remove-listing-applicant';
import { useApplicationText } from '../use-application-text';
import { ApplicantSummary } from './applicant-summary';
import { ApplicationStateBadge } from './application-state-badge';

/** The owner's buttons now: 'seen' has none, as opening the applicants does it. */
const ownerMoves = (state: ApplicationState) =>
  applicationMoves(state, 'owner').filter((to) => to !== 'seen');

interface ApplicantCardProps {
  listingId: string;
  applicant: HostelApplicant;
  onMoved: (moved: HostelApplicant) => void;
  onRemoved: (name: string) => void;
  /** Shown under the card's buttons (the offer to mark the place rented after accepting). */
  children?: ReactNode;
}

/** One applicant, as the owner sees them: who and where it stands, how many, how to reach them, and the next moves in plain words. */
export function ApplicantCard({ listingId, applicant, onMoved, onRemoved, children }: ApplicantCardProps) {
  const { t, date, failure, moveLabel } = useApplicationText();
  const move = useMoveApplicant(listingId);
  const remove = useRemoveListingApplicant(listingId);
  const [isConfirming, setConfirming] = useState(false);
  const headingId = `applicant-${applicant._id}`;
  const moves = ownerMoves(applicant.state);
  const isFinal = moves.length === 0;

  return (
    <article
      className={isFinal ? 'applicant-card applicant-card--closed' : 'applicant-card'}
      aria-labelledby={headingId}
    >
      <header className="applicant-card__head">
        <h3 id={headingId} className="applicant-card__name">
          {applicant.name}
        </h3>
        <ApplicationStateBadge state={applicant.state} closedBecauseRented={applicant.closedBecauseRented} />
      </header>
      <ApplicantSummary
        people={applicant.No_of_people}
        rooms={applicant.No_of_room}
        location={applicant.location}
        phone={applicant.phone}
        email={applicant.email}
      />
      <p className="applicant-card__since">
        <time dateTime={applicant.createdAt}>
          {t('summary.applied', { date: date(applicant.createdAt) })}
        </time>
      </p>
      <div
        className="applicant-card__actions"
        role="group"
        aria-label={t('panel.actionsFor', { name: applicant.name })}
      >
        {moves.map((to) => (
          <button
            key={to}
            type="button"
            className={to === 'accepted' ? 'button button--primary' : 'button'}
            aria-disabled={move.isPending}
            onClick={() => {
              if (move.isPending) return;
              move.mutate({ id: applicant._id, state: to }, { onSuccess: onMoved });
            }}
          >
            {moveLabel(to)}
          </button>
        ))}
        <button type="button" className="button" onClick={() => setConfirming(true)}>
          {t('panel.remove')}
        </button>
      </div>
      {move.isError && (
        <p role="alert" className="form-alert">
          {failure(move.error, t('errors.updateBuyerFailed'))}
        </p>
      )}
      {children}
      {isConfirming && (
        <ConfirmDialog
          title={t('panel.removeTitle')}
          message={t('panel.removeText', { name: applicant.name })}
          confirmLabel={t('panel.remove')}
          isBusy={remove.isPending}
          error={remove.isError ? failure(remove.error, t('errors.deleteBuyerFailed')) : null}
          onCancel={() => {
            remove.reset();
            setConfirming(false);
          }}
          // mutateAsync: the refetched list can unmount this card before mutate's callbacks run.
          onConfirm={() =>
            void remove.mutateAsync(applicant._id).then(
              () => {
                setConfirming(false);
                onRemoved(applicant.name);
              },
              () => undefined, // the dialog shows remove.error
            )
          }
        />
      )}
    </article>
  );
}
