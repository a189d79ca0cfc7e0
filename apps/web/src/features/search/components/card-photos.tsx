import { useState } from 'react';
import type { SearchKind } from '@/config/paths';
import type { SearchText } from '../use-search-text';

/** Photos a card lets the tenant swipe through; the overlay has all of them. */
const CARD_PHOTOS = 5;

/** The card's photo is the page's width on a phone, a grid column from 640 px. */
const SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

interface CardPhotosProps {
  /** The listing's 400 px thumbnails (what a card needs, ~25 kB each), in the owner's order. */
  photos: string[];
  kind: SearchKind;
  name: string;
  /** One of the first cards, seen on arrival: its first photo is fetched at once. */
  isLeading: boolean;
  /** A tap on a photo opens the listing, like the card's title. */
  onOpen: () => void;
  text: SearchText;
}

function KindIcon({ kind }: { kind: SearchKind }) {
  // A hostel: a bunk bed; a room or flat: a house.
  return kind === 'hostel' ? (
    <svg viewBox="0 0 64 48" width="72" height="54" aria-hidden="true" focusable="false">
      <path
        d="M10 6v38M54 6v38M10 20h44M10 38h44M16 14h14v6H16zM16 32h14v6H16z"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
    </svg>
  ) : (
    <svg viewBox="0 0 64 48" width="72" height="54" aria-hidden="true" focusable="false">
      <path d="M8 22 32 6l24 16v22H8z" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M26 44V30h12v14" fill="none" stroke="currentColor" strokeWidth="3" />
    </svg>
  );
}

/**
 * A card's photos, full width at 4:3 (the box is sized before any photo arrives, so nothing moves):
 * swiped sideways with CSS scroll-snap, the first fetched at once on the first cards. The later
 * photos are empty boxes of the same size until the strip is touched, focused or scrolled:
 * Chromium's loading=lazy fetches every image of a sideways strip that is in view, which cost a
 * first visit four photos per card nobody swiped to. A neutral box with the kind's drawing when
 * there is no photo (or it fails to load).
 */
export function CardPhotos({ photos, kind, name, isLeading, onOpen, text }: CardPhotosProps) {
  const { t } = text;
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const [shown, setShown] = useState(0);
  // The later photos are rendered once the strip is touched, focused or scrolled (then for good).
  const [awake, setAwake] = useState(false);
  const wake = () => setAwake(true);
  const usable = photos.slice(0, CARD_PHOTOS).filter((src) => !failed.has(src));
  if (usable.length === 0) {
    return (
      <div
        className="search-card__photos search-card__photos--none"
        role="img"
        aria-label={t('card.noPhoto')}
      >
        <KindIcon kind={kind} />
      </div>
    );
  }
  const many = usable.length > 1;
  return (
    <div className="search-card__photos">
      {/* A click on a photo opens the listing (the title link, which names the card, is the keyboard's way). */}
      <div
        className="search-card__strip"
        // Scrollable: the keyboard can reach it to swipe with the arrow keys.
        tabIndex={many ? 0 : undefined}
        role={many ? 'group' : undefined}
        aria-label={many ? t('card.photos', { name }) : undefined}
        onClick={onOpen}
        onPointerDown={many ? wake : undefined}
        onFocus={many ? wake : undefined}
        onWheel={many ? wake : undefined}
        onScroll={(event) => {
          wake();
          const strip = event.currentTarget;
          if (strip.clientWidth > 0) setShown(Math.round(strip.scrollLeft / strip.clientWidth));
        }}
      >
        {usable.map((src, index) =>
          index > 0 && !awake ? (
            // The photo's box, empty: the strip keeps its width, so a swipe can start.
            <span key={src} className="search-photo search-card__photo" aria-hidden="true" />
          ) : (
            <img
              key={src}
              className="search-photo search-card__photo"
              src={src}
              srcSet={`${src} 400w`}
              sizes={SIZES}
              alt={index === 0 ? t('card.photoAlt', { name }) : ''}
              width={400}
              height={300}
              loading={isLeading && index === 0 ? 'eager' : 'lazy'}
              fetchPriority={isLeading && index === 0 ? 'high' : undefined}
              decoding="async"
              onError={() => setFailed((previous) => new Set(previous).add(src))}
            />
          ),
        )}
      </div>
      {many && (
        <span className="search-card__counter" aria-hidden="true">
          {text.count(Math.min(shown, usable.length - 1) + 1)} / {text.count(usable.length)}
        </span>
      )}
    </div>
  );
}
