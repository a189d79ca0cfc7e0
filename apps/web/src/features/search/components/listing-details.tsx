import { formatPhone } from '@app/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import { EmailAddress } from '@/components/email-address';
import { ExternalLink } from '@/components/external-link';
import { Fact } from '@/components/fact';
import { ScamWarning } from '@/components/scam-warning';
import { ShortlistHeart } from '@/components/shortlist-heart/shortlist-heart';
import { PriceChangeNote } from '@/components/verification-badge/price-change-note';
import { VerificationBadge } from '@/components/verification-badge/verification-badge';
import { telHref } from '@/lib/tel-href';
import { applyUrl, contactsOf, mapsUrl, showsMeasurements, priceOf, roomsOf, type Listing } from '../listing';
import type { SearchText } from '../use-search-text';
import { AttributeFacts } from './attribute-facts';
import { AvailabilityNote } from './availability-note';
import { EvidencePanel } from './evidence-panel';
import { PhotoViewer } from './photo-viewer';

/** What another feature adds at the end of a listing's details (the router passes it in). */
export type RenderListingExtras = (listing: Listing) => ReactNode;

interface ListingDetailsProps {
  listing: Listing;
  titleId: string;
  text: SearchText;
  renderExtras?: RenderListingExtras | undefined;
}

/** Every field of a listing, with the ways to act on it: call, open the map, apply. */
export function ListingDetails({ listing, titleId, text, renderExtras }: ListingDetailsProps) {
  const { t } = text;
  const price = priceOf(listing);
  const rooms = roomsOf(listing);
  const contacts = contactsOf(listing);
  return (
    <div className="search-details">
      <header className="search-details__header">
        <h2 id={titleId} className="search-details__title">
          {listing.name}
        </h2>
        {(listing.verification || listing.sold) && (
          <p className="search-card__badges">
            <VerificationBadge verification={listing.verification} />
            {listing.sold && <Badge tone="danger">{t('card.sold')}</Badge>}
          </p>
        )}
        <ShortlistHeart listingId={listing._id} />
      </header>
      <div className="search-details__top">
        <PhotoViewer
          key={listing._id}
          name={listing.name}
          images={listing.image}
          thumbnails={listing.thumbnail}
          verifierImages={new Set(listing.evidence?.image)}
          text={text}
        />
        <div className="search-details__summary">
          <p className="search-details__price">
            <span className="visually-hidden">{t('details.price')}: </span>
            {text.price(price)}
            {price !== null && price > 0 && <span className="search-card__per"> {t('card.perMonth')}</span>}
          </p>
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
          {listing.sold ? (
            <p className="search-details__sold">{t('details.soldNotice')}</p>
          ) : (
            <Link className="button button--primary search-details__apply" to={applyUrl(listing)}>
              {t('details.apply')}
            </Link>
          )}
          <ScamWarning className="search-details__scam" />
          <section className="search-details__section" aria-label={t('details.contacts')}>
            <ul className="search-details__contacts">
              {contacts.map((phone) => (
                <li key={phone}>
                  <a className="button search-details__call" href={telHref(phone)}>
                    {t('details.call', { phone: formatPhone(phone) })}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
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
  );
}
