import type { ReactNode } from 'react';
import './listing-detail.css';
import { Badge } from '@/components/badge';
import { EmailAddress } from '@/components/email-address';
import { ExternalLink } from '@/components/external-link';
import { Fact } from '@/components/fact';
import { PhoneLink } from '@/components/phone-link';
import { ScamWarning } from '@/components/scam-warning';
import { ShortlistHeart } from '@/components/shortlist-heart/shortlist-heart';
import { PriceChangeNote } from '@/components/verification-badge/price-change-note';
import { VerificationBadge } from '@/components/verification-badge/verification-badge';
import { contactsOf, mapsUrl, roomsOf, showsMeasurements, type Listing } from '../listing';
import type { SearchText } from '../use-search-text';
import { AttributeFacts } from './attribute-facts';
import { AvailabilityNote } from './availability-note';
import { ContactBar } from './contact-bar';
import { EvidencePanel } from './evidence-panel';
import { ListingPhotos } from './listing-photos';
import { ShareListing } from './share-listing';

/** What another feature adds at the end of a listing's details (the router passes it in). */
export type RenderListingExtras = (listing: Listing) => ReactNode;

interface ListingDetailsProps {
  listing: Listing;
  titleId: string;
  text: SearchText;
  renderExtras?: RenderListingExtras | undefined;
}

/**
 * A listing as its own page: the photos first, then what it is and where, every field, and a bar
 * kept in view with the price and the ways to act on it (apply, message, call).
 */
export function ListingDetails({ listing, titleId, text, renderExtras }: ListingDetailsProps) {
  const { t } = text;
  const rooms = roomsOf(listing);
  const contacts = contactsOf(listing);
  return (
    <div className="listing-detail">
      <div className="search-details listing-detail__main">
        <ListingPhotos
          name={listing.name}
          images={listing.image}
          thumbnails={listing.thumbnail}
          verifierImages={new Set(listing.evidence?.image)}
          text={text}
        />
        <header className="search-details__header">
          <h2 id={titleId} className="search-details__title">
            {listing.name}
          </h2>
          {(listing.verification || listing.sold) && (
            <p className="listing-detail__badges">
              <VerificationBadge verification={listing.verification} />
              {listing.sold && <Badge tone="danger">{t('card.sold')}</Badge>}
            </p>
          )}
          <div className="listing-detail__actions">
            <ShortlistHeart listingId={listing._id} />
            <ShareListing listing={listing} text={text} />
          </div>
        </header>
        <div className="search-details__summary">
          <PriceChangeNote priceChange={listing.priceChange} />
          <p className="search-details__location">
            <span className="visually-hidden">{t('details.location')}: </span>
            {listing.location}
            <br />
            <ExternalLink className="text-link" href={mapsUrl(listing)}>
              {t('details.openMap')}
              <span className="search-details__external" aria-hidden="true">
                ↗
              </span>
            </ExternalLink>
          </p>
          <AvailabilityNote listing={listing} className="search-details__available" text={text} />
          {listing.sold && <p className="search-details__sold">{t('details.soldNotice')}</p>}
          <ScamWarning className="search-details__scam" />
          {contacts.length > 0 && (
            <p className="listing-detail__numbers">
              {t('details.contacts')}:{' '}
              {contacts.map((phone, at) => (
                <span key={phone}>
                  {at > 0 && ', '}
                  <PhoneLink number={phone} />
                </span>
              ))}
            </p>
          )}
        </div>
        <section className="search-details__section">
          <h3>{t(`details.descriptionByOwner.${listing.kind}`)}</h3>
          <p className="search-details__description">
            {listing.description?.trim() || t('details.noDescription')}
          </p>
        </section>
        <section className="search-details__section">
          <h3>{t('details.facts')}</h3>
          <dl className="search-facts search-facts--details">
            <Fact label={t('details.rooms')}>{rooms ?? '—'}</Fact>
            {listing.kind === 'property' && (
              <>
                <Fact label={t('details.bathrooms')}>{listing.bathroom ?? '—'}</Fact>
                {listing.shutter !== null && <Fact label={t('details.shutters')}>{listing.shutter}</Fact>}
              </>
            )}
            {showsMeasurements(listing) && (
              <>
                <Fact label={t('details.area')}>{text.area(listing.width, listing.length, true)}</Fact>
                <Fact label={t('details.dimensions')}>{text.dimensions(listing.width, listing.length)}</Fact>
              </>
            )}
            <Fact label={t('details.applicants')}>{listing.Applicants}</Fact>
            <Fact label={t('details.listedBy')}>{listing.listedBy.trim() || t('details.ownerDefault')}</Fact>
            <Fact label={t('details.posted')}>
              <time dateTime={listing.createdAt}>{text.date(listing.createdAt)}</time>
            </Fact>
            {listing.email && (
              <Fact label={t('details.email')}>
                <a className="text-link" href={`mailto:${listing.email}`}>
                  <EmailAddress address={listing.email} />
                </a>
              </Fact>
            )}
          </dl>
        </section>
        <AttributeFacts listing={listing} text={text} />
        {listing.evidence && (
          <EvidencePanel
            listingId={listing._id}
            evidence={listing.evidence}
            kind={listing.kind}
            isMeasured={showsMeasurements(listing)}
            text={text}
          />
        )}
        {renderExtras?.(listing)}
      </div>
      <ContactBar listing={listing} text={text} />
    </div>
  );
}
