import { formatPhone, type NestedListing } from '@app/shared';
import { Badge } from '../../../components/badge';
import { Fact } from '../../../components/fact';
import { telHref } from '../tel-href';
import { useApplicationText } from '../use-application-text';
import { ListingThumbnail } from './listing-thumbnail';

function Phone({ number }: { number: string | null }) {
  const { t } = useApplicationText();
  if (!number?.trim()) return <>{t('common.notGiven')}</>;
  return (
    <a className="text-link app-facts__link" href={telHref(number)}>
      {formatPhone(number)}
    </a>
  );
}

interface NestedListingInfoProps {
  listing: NestedListing;
  kind: 'hostel' | 'property';
}

/** The hostel or rental property an application is for (SPEC §3 nested property). */
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
          {listing.verified && <Badge tone="success">{t('common.verified')}</Badge>}
        </div>
      </div>
      <dl className="app-facts">
        <Fact className="app-facts__wide" label={t('buyers.listing.location')}>
          {listing.location}
        </Fact>
        <Fact label={t('buyers.listing.price')}>{price(listing.price ?? listing.pricing)}</Fact>
        <Fact label={t('buyers.listing.applicants')}>{listing.Applicants}</Fact>
        <Fact label={t('buyers.listing.contact')}>
          <Phone number={contact} />
        </Fact>
        <Fact label={t('buyers.listing.secondaryContact')}>
          <Phone number={listing.Contact_no2} />
        </Fact>
      </dl>
      <p className="buyer-listing__description">
        {listing.description?.trim() || t('buyers.listing.noDescription')}
      </p>
    </section>
  );
}
