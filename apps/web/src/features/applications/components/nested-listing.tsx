import type { NestedListing } from '@app/shared';
import { VerificationBadge } from '@/components/verification-badge/verification-badge';
import { Fact } from '@/components/fact';
import { PhoneLink } from '@/components/phone-link';
import { useApplicationText } from '../use-application-text';
import { ListingThumbnail } from './listing-thumbnail';

interface NestedListingInfoProps {
  listing: NestedListing;
  kind: 'hostel' | 'property';
}

/** The hostel or rental property an application is for. */
export function NestedListingInfo({ listing, kind }: NestedListingInfoProps) {
  const { t, price } = useApplicationText();
  const contact = listing.contact_no || listing.Contact_no1;
  return (
    <section className="buyer-listing" aria-label={`${t(`common.${kind}`)}: ${listing.name}`}>
      <div className="buyer-listing__head">
        <ListingThumbnail src={listing.image[0]} name={listing.name} />
        <div className="buyer-listing__title">
          <p className="buyer-listing__kind">{t(`common.${kind}`)}</p>
          <h3 className="buyer-listing__name">{listing.name}</h3>
          <VerificationBadge verification={listing.verification} />
        </div>
      </div>
      <dl className="fact-grid">
        <Fact className="fact-grid__wide" label={t('buyers.listing.location')}>
          {listing.location}
        </Fact>
        <Fact label={t('buyers.listing.price')}>{price(listing.price ?? listing.pricing)}</Fact>
        <Fact label={t('buyers.listing.applicants')}>{listing.Applicants}</Fact>
        <Fact label={t('buyers.listing.contact')}>
          <PhoneLink number={contact} fallback={t('common.notGiven')} className="fact-grid__link" />
        </Fact>
        <Fact label={t('buyers.listing.secondaryContact')}>
          <PhoneLink
            number={listing.Contact_no2}
            fallback={t('common.notGiven')}
            className="fact-grid__link"
          />
        </Fact>
      </dl>
      <p className="buyer-listing__description">
        {listing.description?.trim() || t('buyers.listing.noDescription')}
      </p>
    </section>
  );
}
