import { useEffect, useId, useRef, useState } from 'react';
import { shareLink, type ShareOutcome } from '@/lib/share-link';
import type { Listing } from '../listing';
import type { SearchText } from '../use-search-text';
import { ShareIcon } from './contact-icons';
import { listingLink, shortPlace } from './listing-message';

/** "Share": the phone's share sheet with the listing's link, or the link copied (or shown) where there is none. */
export function ShareListing({ listing, text }: { listing: Listing; text: SearchText }) {
  const { t } = text;
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const url = listingLink(listing);
  // Neither a share sheet nor a clipboard: the link is shown, selected for copying by hand.
  useEffect(() => {
    if (outcome === 'byHand') inputRef.current?.select();
  }, [outcome]);

  const onShare = async () => {
    const place = shortPlace(listing.location);
    setOutcome(
      await shareLink({
        title: listing.name,
        text: t('details.shareText', { name: listing.name, place }),
        url,
      }),
    );
  };

  return (
    <div className="share-listing">
      <button type="button" className="button share-listing__button" onClick={() => void onShare()}>
        <ShareIcon />
        {t('details.share')}
      </button>
      {/* A live region without the status role: the listing's other parts (a report's outcome) have that. */}
      <p className="share-listing__status" aria-live="polite">
        {outcome === 'copied' && t('details.linkCopied')}
      </p>
      {outcome === 'byHand' && (
        <p className="share-listing__by-hand">
          <label htmlFor={inputId}>{t('details.copyByHand')}</label>
          <input
            ref={inputRef}
            id={inputId}
            className="share-listing__link"
            type="url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </p>
      )}
    </div>
  );
}
