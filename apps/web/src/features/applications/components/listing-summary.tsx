import { formatPrice } from '@app/shared';
import { VerificationBadge } from '@/components/verification-badge/verification-badge';
import type { ApplyListing } from '../api/get-apply-listing';
import { useApplicationText } from '../use-application-text';
import { ListingThumbnail } from './listing-thumbnail';

function roomsOf(listing: ApplyListing): number | null {
  return listing.kind === 'hostel' ? listing.room : (listing.Rooms ?? listing.room);
}

/** What the visitor is applying for, above the form: photo, name, kind, place, price. */
export function ListingSummary({ listing }: { listing: ApplyListing }) {
  const { t, price } = useApplicationText();
  const amount = listing.kind === 'hostel' ? listing.price : (listing.price ?? listing.pricing);
  const rooms = roomsOf(listing);
  return (
    <section className="apply-summary" aria-labelledby="apply-summary-name">
      <ListingThumbnail src={listing.thumbnail[0]} name={listing.name} />
      <div className="apply-summary__body">
        <p className="apply-summary__label">{t('apply.summaryLabel')}</p>
        <h2 id="apply-summary-name" className="apply-summary__name">
          {listing.name}
        </h2>
        <p className="apply-summary__meta">
          {listing.kind === 'hostel' ? t('common.hostel') : t('common.property')}
          {rooms !== null && ` · ${t('apply.rooms', { count: rooms })}`}
        </p>
        {listing.verification && (
          <p>
            <VerificationBadge verification={listing.verification} />
          </p>
        )}
        <p className="apply-summary__location">{listing.location}</p>
        <p className="apply-summary__price">
          {price(amount)}
          {formatPrice(amount) !== null && (
            <span className="apply-summary__per"> {t('common.perMonth')}</span>
          )}
        </p>
      </div>
    </section>
  );
}
