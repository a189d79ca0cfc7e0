import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import { PriceChangeNote } from '@/components/verification-badge/price-change-note';
import { VerificationBadge } from '@/components/verification-badge/verification-badge';
import { ListingPhoto } from '@/components/listing-photo';
import { paths } from '@/config/paths';
import { priceOf, type SavedItem } from '../saved-item';
import type { ShortlistText } from '../use-shortlist-text';

interface SavedListingCardProps {
  item: SavedItem;
  text: ShortlistText;
  /** The shortlist's own page removes; a shared one is read-only (no button). */
  onRemove?: (listingId: string) => void;
  isRemoving?: boolean;
}

/** A saved listing: photo, name (opening its details), price and place, sold or no longer listed. */
export function SavedListingCard({ item, text, onRemove, isRemoving = false }: SavedListingCardProps) {
  const { t } = text;
  const titleId = useId();
  const { listing } = item;
  const name = item.name ?? t('card.unnamed');
  const price = listing ? priceOf(listing) : null;
  return (
    <article className={`saved-card saved-card--${item.status}`} aria-labelledby={titleId}>
      <ListingPhoto
        src={listing?.thumbnail[0]}
        alt={t('card.photoAlt', { name })}
        placeholderLabel={t('card.noPhoto')}
        className="saved-card__photo"
        iconWidth={48}
      />
      <div className="saved-card__body">
        {(item.status !== 'available' || listing?.verification) && (
          <p className="saved-card__badges">
            {listing && <VerificationBadge verification={listing.verification} />}
            {item.status === 'sold' && <Badge tone="danger">{t('card.sold')}</Badge>}
            {item.status === 'hidden' && <Badge tone="neutral">{t('card.hidden')}</Badge>}
          </p>
        )}
        <h2 id={titleId} className="saved-card__title">
          {listing ? (
            <Link className="text-link" to={paths.listing(listing.kind, listing._id)}>
              {name}
            </Link>
          ) : (
            name
          )}
        </h2>
        {listing ? (
          <>
            <p className="saved-card__price">
              {text.price(price)}
              {price !== null && price > 0 && ` ${t('card.perMonth')}`}
            </p>
            <PriceChangeNote priceChange={listing.priceChange} />
            <p className="saved-card__location">{listing.location}</p>
          </>
        ) : (
          <p className="saved-card__note">{t('card.hiddenNote')}</p>
        )}
      </div>
      {onRemove && (
        <button
          type="button"
          className="button saved-card__remove"
          aria-label={t('card.removeNamed', { name })}
          disabled={isRemoving}
          onClick={() => onRemove(item.listingId)}
        >
          {t('card.remove')}
        </button>
      )}
    </article>
  );
}
