import type { HostelApplicant } from '@app/shared';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/alert-overlay';
import { Badge } from '@/components/badge';
import { Fact } from '@/components/fact';
import { useMarkApplicantComplete } from '../api/mark-applicant';
import { useRemoveApplicant } from '../api/remove-applicant';
import { useListingText } from '../use-listing-text';
import { PhoneLinks } from './phone-links';

function ApplicantItem({ applicant }: { applicant: HostelApplicant }) {
  const { t, date } = useListingText();
  const markComplete = useMarkApplicantComplete();
  const remove = useRemoveApplicant();
  const [isConfirming, setConfirming] = useState(false);

  const failure = markComplete.isError
    ? t('errors.updateBuyerFailed')
    : remove.isError && !isConfirming
      ? t('errors.deleteBuyerFailed')
      : null;

  return (
    <li className="applicant">
      <div className="applicant__head">
        <p className="applicant__name">{applicant.name}</p>
        <Badge tone={applicant.completed ? 'success' : 'warning'}>
          {applicant.completed ? t('applicants.completed') : t('applicants.pending')}
        </Badge>
      </div>
      <dl className="facts facts--compact">
        <Fact label={t('applicants.phone')}>
          <PhoneLinks phones={[applicant.phone]} />
        </Fact>
        <Fact label={t('applicants.people')}>{applicant.No_of_people}</Fact>
        <Fact label={t('applicants.rooms')}>{applicant.No_of_room}</Fact>
        <Fact label={t('applicants.applied')}>
          <time dateTime={applicant.createdAt}>{date(applicant.createdAt)}</time>
        </Fact>
      </dl>
      <div className="applicant__actions">
        {!applicant.completed && (
          <button
            type="button"
            className="button"
            disabled={markComplete.isPending}
            onClick={() => markComplete.mutate(applicant._id)}
          >
            {t('applicants.markComplete')}
          </button>
        )}
        <button type="button" className="button" onClick={() => setConfirming(true)}>
          {t('applicants.remove')}
        </button>
      </div>
      {failure && (
        <p role="alert" className="form-alert">
          {failure}
        </p>
      )}
      {isConfirming && (
        <ConfirmDialog
          title={t('applicants.removeTitle')}
          message={t('applicants.removeText', { name: applicant.name })}
          confirmLabel={t('applicants.remove')}
          isBusy={remove.isPending}
          error={remove.isError ? t('errors.deleteBuyerFailed') : null}
          onCancel={() => {
            remove.reset();
            setConfirming(false);
          }}
          onConfirm={() => remove.mutate(applicant._id, { onSuccess: () => setConfirming(false) })}
        />
      )}
    </li>
  );
}

/** A hostel's applicants: name, phone, people, rooms, status, applied date. */
export function ApplicantsList({ applicants }: { applicants: HostelApplicant[] }) {
  const { t } = useListingText();
  if (applicants.length === 0) return <p className="muted">{t('applicants.none')}</p>;
  return (
    <ul className="applicants">
      {applicants.map((applicant) => (
        <ApplicantItem key={applicant._id} applicant={applicant} />
      ))}
    </ul>
  );
}
