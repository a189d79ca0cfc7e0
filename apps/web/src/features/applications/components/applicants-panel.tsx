import '../applications.css';
import '../i18n/register';
import { useState } from 'react';
import { LoadFailed } from '@/components/query-state';
import { useListingApplicants } from '../api/get-listing-applicants';
import type { RentedListingKind } from '../api/mark-listing-rented';
import { useApplicationText } from '../use-application-text';
import { ApplicantCard } from './applicant-card';
import { RentedOffer } from './rented-offer';
import { SkeletonCards } from './skeleton-cards';

export interface ApplicantsPanelProps {
  listingId: string;
  listingName: string;
  /** Already rented: accepting offers nothing more. */
  sold: boolean;
  /** Where "mark rented" goes: /hostels/sold/{id} or /landlords/sold/{id}. */
  kind: RentedListingKind;
}

/**
 * A listing's applicants for its owner (or an admin), read when the panel is shown (mount it when
 * the owner opens the applicants: the server then marks the new ones seen). Each card moves on in
 * place; accepting one offers to mark the place rented, which closes the others.
 */
export function ApplicantsPanel({ listingId, listingName, sold, kind }: ApplicantsPanelProps) {
  const { t, stateWord } = useApplicationText();
  const applicants = useListingApplicants(listingId);
  const [announcement, setAnnouncement] = useState('');
  const [offerFor, setOfferFor] = useState<string | null>(null);
  const [isRented, setRented] = useState(false);

  let content;
  if (applicants.data) {
    content =
      applicants.data.length === 0 ? (
        <p className="muted">{t('panel.none')}</p>
      ) : (
        <ul className="applicant-list">
          {applicants.data.map((applicant) => (
            <li key={applicant._id}>
              <ApplicantCard
                listingId={listingId}
                applicant={applicant}
                onMoved={(moved) => {
                  setAnnouncement(t('panel.moved', { name: moved.name, state: stateWord(moved.state) }));
                  if (moved.state === 'accepted' && !sold && !isRented) setOfferFor(moved._id);
                }}
                onRemoved={(name) => setAnnouncement(t('panel.removed', { name }))}
              >
                {offerFor === applicant._id && !sold && !isRented && (
                  <RentedOffer
                    listingId={listingId}
                    listingName={listingName}
                    kind={kind}
                    applicantName={applicant.name}
                    onDone={() => {
                      setRented(true);
                      setOfferFor(null);
                      setAnnouncement(t('panel.rentedDone', { listing: listingName }));
                    }}
                    onDismiss={() => setOfferFor(null)}
                  />
                )}
              </ApplicantCard>
            </li>
          ))}
        </ul>
      );
  } else if (applicants.isError) {
    content = (
      <LoadFailed
        className="app-state"
        message={t('errors.fetchBuyersFailed')}
        retry={{ query: applicants, label: t('common.retry') }}
      />
    );
  } else {
    content = <SkeletonCards label={t('panel.loading')} count={2} />;
  }

  return (
    <section className="applicants-panel" aria-label={t('panel.title', { name: listingName })}>
      <p role="status" className={isRented ? 'form-notice' : 'visually-hidden'}>
        {announcement}
      </p>
      {content}
    </section>
  );
}
