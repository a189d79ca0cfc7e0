import { applicationMoves, type MyApplication } from '@app/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useApplicationText } from '../use-application-text';
import { ApplicationHistory } from './application-history';
import { ApplicationStateBadge } from './application-state-badge';
import { ListingThumbnail } from './listing-thumbnail';

interface MyApplicationCardProps {
  application: MyApplication;
  onWithdraw: () => void;
}

/** One of the tenant's applications: the place, where it stands and since when, its history, and Withdraw. */
export function MyApplicationCard({ application, onWithdraw }: MyApplicationCardProps) {
  const { t, date, price } = useApplicationText();
  const { listing } = application;
  const headingId = `my-application-${application._id}`;
  const canWithdraw = applicationMoves(application.state, 'applicant').includes('withdrawn');

  return (
    <article className="list-card my-application" aria-labelledby={headingId}>
      {listing ? (
        <div className="my-application__listing">
          <ListingThumbnail src={listing.image ?? undefined} name={listing.name} />
          <div className="my-application__place">
            <h2 id={headingId} className="my-application__name">
              <Link className="text-link" to={paths.listing(listing.kind, listing._id)}>
                {listing.name}
              </Link>
            </h2>
            <p className="my-application__location">{listing.location}</p>
            <p className="my-application__price">
              {price(listing.price)}
              {listing.price !== null && <span className="apply-summary__per"> {t('common.perMonth')}</span>}
            </p>
            {listing.sold && <p className="my-application__rented">{t('mine.rented')}</p>}
          </div>
        </div>
      ) : (
        <h2 id={headingId} className="my-application__name my-application__name--gone">
          {t('mine.listingGone')}
        </h2>
      )}
      <div className="my-application__state">
        {/* The badge says the state; the line beside it only since when, not the state again. */}
        <ApplicationStateBadge
          state={application.state}
          closedBecauseRented={application.closedBecauseRented}
        />
        <time dateTime={application.stateChangedAt}>
          {t('mine.since', { date: date(application.stateChangedAt) })}
        </time>
      </div>
      {application.closedBecauseRented && <p className="muted">{t('mine.closedRented')}</p>}
      <ApplicationHistory history={application.history} />
      {canWithdraw && (
        <div className="my-application__actions">
          <button type="button" className="button" onClick={onWithdraw}>
            {t('mine.withdraw')}
          </button>
        </div>
      )}
    </article>
  );
}
