import { formatPhone, type BuyerApplication } from '@app/shared';
import { Menu } from '../../../components/menu';
import { cardHeadingId } from '../card-heading-id';
import { telHref } from '../tel-href';
import { useApplicationText } from '../use-application-text';
import { NestedListingInfo } from './nested-listing';

interface BuyerCardProps {
  application: BuyerApplication;
  onMarkComplete: () => void;
  onRemove: () => void;
}

/** One application (SPEC §2 buyer applications): applicant, actions, and the listing applied to. */
export function BuyerCard({ application, onMarkComplete, onRemove }: BuyerCardProps) {
  const { t, date } = useApplicationText();
  const headingId = cardHeadingId(application._id);
  const listing = application.hostel ?? application.rent_room;
  return (
    <article className="buyer-card" aria-labelledby={headingId}>
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
        </div>
        <Menu
          label={t('buyers.actionsFor', { name: application.name })}
          items={[
            { id: 'complete', label: t('buyers.markComplete'), onSelect: onMarkComplete },
            { id: 'remove', label: t('buyers.remove'), tone: 'danger', onSelect: onRemove },
          ]}
        />
      </header>
      <dl className="app-facts">
        <div>
          <dt>{t('buyers.phone')}</dt>
          <dd>
            <a className="text-link app-facts__link" href={telHref(application.phone)}>
              {formatPhone(application.phone)}
            </a>
          </dd>
        </div>
        <div className="app-facts__email">
          <dt>{t('buyers.email')}</dt>
          <dd>
            <a className="text-link app-facts__link" href={`mailto:${application.email}`}>
              {application.email}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('buyers.rooms')}</dt>
          <dd>{application.No_of_rooms}</dd>
        </div>
        <div>
          <dt>{t('buyers.people')}</dt>
          <dd>{application.No_of_people}</dd>
        </div>
        <div className="app-facts__wide">
          <dt>{t('buyers.preferredLocation')}</dt>
          <dd>{application.location?.trim() || t('common.notGiven')}</dd>
        </div>
      </dl>
      {listing ? (
        <NestedListingInfo listing={listing} kind={application.hostel ? 'hostel' : 'property'} />
      ) : (
        <p className="buyer-listing buyer-listing--gone">{t('buyers.listingGone')}</p>
      )}
    </article>
  );
}
