import { isOpenApplication, type BuyerApplication } from '@app/shared';
import { Menu } from '@/components/menu';
import { cardHeadingId } from '@/lib/card-focus';
import { useApplicationText } from '../use-application-text';
import { ApplicantSummary } from './applicant-summary';
import { ApplicationStateBadge } from './application-state-badge';
import { NestedListingInfo } from './nested-listing';

interface BuyerCardProps {
  application: BuyerApplication;
  onMarkComplete: () => void;
  onRemove: () => void;
}

/** One application on the admin's list: applicant, state, actions, and the listing applied to. */
export function BuyerCard({ application, onMarkComplete, onRemove }: BuyerCardProps) {
  const { t, date } = useApplicationText();
  const headingId = cardHeadingId('buyer', application._id);
  const listing = application.hostel ?? application.rent_room;
  return (
    <article className="list-card" aria-labelledby={headingId}>
      <header className="buyer-card__head">
        <div className="buyer-card__who">
          <h2 id={headingId} className="buyer-card__name" tabIndex={-1}>
            {application.name}
          </h2>
          <p className="buyer-card__date">
            <time dateTime={application.createdAt}>
              {t('buyers.applied', { date: date(application.createdAt) })}
            </time>
          </p>
          <ApplicationStateBadge
            state={application.state}
            closedBecauseRented={application.closedBecauseRented}
          />
        </div>
        <Menu
          label={t('buyers.actionsFor', { name: application.name })}
          items={[
            // Only an open application can be accepted (the server refuses the others with 409).
            ...(isOpenApplication(application.state)
              ? [{ id: 'complete', label: t('buyers.markComplete'), onSelect: onMarkComplete }]
              : []),
            { id: 'remove', label: t('buyers.remove'), tone: 'danger' as const, onSelect: onRemove },
          ]}
        />
      </header>
      <ApplicantSummary
        people={application.No_of_people}
        rooms={application.No_of_rooms}
        location={application.location}
        phone={application.phone}
        email={application.email}
      />
      {listing ? (
        <NestedListingInfo listing={listing} kind={application.hostel ? 'hostel' : 'property'} />
      ) : (
        <p className="buyer-listing buyer-listing--gone">{t('buyers.listingGone')}</p>
      )}
    </article>
  );
}
