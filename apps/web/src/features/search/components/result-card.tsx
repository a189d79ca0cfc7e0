import type { GeoPoint } from '@app/shared';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import { Fact } from '@/components/fact';
import { ShortlistHeart } from '@/components/shortlist-heart/shortlist-heart';
import { PriceChangeNote } from '@/components/verification-badge/price-change-note';
import { VerificationBadge } from '@/components/verification-badge/verification-badge';
import { priceOf, roomsOf, showsMeasurements, type Listing } from '../listing';
import { OVERLAY_STATE } from '../search-state';
import type { SearchText } from '../use-search-text';
import { AvailabilityNote } from './availability-note';
import { CardAttributes } from './card-attributes';
import { CardPhotos } from './card-photos';
import { DistanceNote } from './distance-note';

interface ResultCardProps {
  listing: Listing;
  /** `?…` of this search with the listing's overlay open. */
  overlaySearch: string;
  isActive: boolean;
  /** Hover or focus: the map highlights this listing's marker. */
  onActivate: (id: string) => void;
  text: SearchText;
  /** One of the first cards, seen on arrival: its photo is fetched at once. */
  isLeading?: boolean;
  /** Where the card's distance is measured from (the searched point or area); none: no distance. */
  origin?: GeoPoint | null;
}

/**
 * One search result, led by its photos (swiped sideways) with the heart and the trust badge over
 * them, then price, name, place, a few key facts and the distance. The title is the link that
 * opens the overlay; the whole card is its target.
 */
export function ResultCard({
  listing,
  overlaySearch,
  isActive,
  onActivate,
  text,
  isLeading = false,
  origin = null,
}: ResultCardProps) {
  const { t } = text;
  const titleId = useId();
  const linkRef = useRef<HTMLAnchorElement>(null);
  const price = priceOf(listing);
  const rooms = roomsOf(listing);
  return (
    <article
      className={`search-card${isActive ? ' search-card--active' : ''}${listing.sold ? ' search-card--sold' : ''}`}
      aria-labelledby={titleId}
      data-listing-id={listing._id}
      onPointerEnter={() => onActivate(listing._id)}
      onFocus={() => onActivate(listing._id)}
    >
      <div className="search-card__media">
        <CardPhotos
          photos={listing.thumbnail}
          kind={listing.kind === 'hostel' ? 'hostel' : 'bhada'}
          name={listing.name}
          isLeading={isLeading}
          onOpen={() => linkRef.current?.click()}
          text={text}
        />
        {(listing.verification || listing.sold) && (
          <p className="search-card__badges">
            <VerificationBadge verification={listing.verification} compact />
            {listing.sold && <Badge tone="danger">{t('card.sold')}</Badge>}
          </p>
        )}
        <ShortlistHeart listingId={listing._id} placement="corner" />
      </div>
      <div className="search-card__body">
        <p className="search-card__price">
          <span className="visually-hidden">{t('card.price')}: </span>
          {text.price(price)}
          {price !== null && price > 0 && <span className="search-card__per"> {t('card.perMonth')}</span>}
        </p>
        <PriceChangeNote priceChange={listing.priceChange} />
        <h3 id={titleId} className="search-card__title">
          <Link
            ref={linkRef}
            className="search-card__link"
            to={{ search: overlaySearch }}
            state={OVERLAY_STATE}
            preventScrollReset
          >
            {listing.name}
          </Link>
        </h3>
        <p className="search-card__location">
          <span className="visually-hidden">{t('card.location')}: </span>
          {listing.location}
        </p>
        <CardAttributes listing={listing} text={text} />
        <dl className="search-facts search-card__facts">
          <Fact label={t('card.rooms')}>{rooms ?? '—'}</Fact>
          {showsMeasurements(listing) && (
            <Fact label={t('card.area')}>{text.area(listing.width, listing.length)}</Fact>
          )}
          <Fact label={t('card.applicants')}>{listing.Applicants}</Fact>
        </dl>
        <DistanceNote listing={listing} origin={origin} text={text} />
        <AvailabilityNote listing={listing} className="search-card__available" text={text} />
      </div>
    </article>
  );
}
