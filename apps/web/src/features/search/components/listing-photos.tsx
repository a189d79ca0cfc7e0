import { LISTING_PHOTO_SIZES, listingPhotoSrcSet } from '@app/shared';
import { useRef, useState, type KeyboardEvent } from 'react';
import { ListingPhoto } from '@/components/listing-photo';
import { ModalDialog } from '@/components/modal-dialog';
import type { SearchText } from '../use-search-text';
import { PhotoViewer } from './photo-viewer';

interface ListingPhotosProps {
  name: string;
  /** Full-size (1200 px) URLs. */
  images: string[];
  /** 400 px URLs, same order. */
  thumbnails: string[];
  /** Which of `images` the verifier took: marked so they are never mistaken for the owner's. */
  verifierImages?: ReadonlySet<string>;
  text: SearchText;
}

/**
 * A listing's photos at the top of its page: full width, 4:3 and cropped to fill, swiped through
 * (CSS scroll snap) or stepped with Previous / Next and the arrow keys, with an 'n / m' counter.
 * The first photo loads at once and first, the others lazily; a tap opens the whole photo, uncropped.
 */
export function ListingPhotos({ name, images, thumbnails, verifierImages, text }: ListingPhotosProps) {
  const { t } = text;
  const trackRef = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [fullAt, setFullAt] = useState<number | null>(null);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const count = images.length;
  if (count === 0) {
    return (
      <div className="listing-photos">
        <ListingPhoto
          src={undefined}
          alt=""
          placeholderLabel={t('photos.none')}
          className="listing-photos__photo"
        />
      </div>
    );
  }

  const show = (target: number) => {
    const next = (target + count) % count;
    setIndex(next);
    const track = trackRef.current;
    track?.scrollTo?.({ left: next * track.clientWidth, behavior: 'smooth' });
  };
  // A swipe moves the track; the photo mostly in view is the current one.
  const onScroll = () => {
    const track = trackRef.current;
    if (!track?.clientWidth) return;
    setIndex(Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / track.clientWidth))));
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    // Ours alone: the track would otherwise scroll a little by itself as well.
    event.preventDefault();
    show(event.key === 'ArrowLeft' ? index - 1 : index + 1);
  };
  const altOf = (at: number, url: string) => {
    const alt = t('photos.alt', { index: at + 1, count, name });
    return verifierImages?.has(url) ? `${alt} (${t('photos.byVerifier')})` : alt;
  };
  const current = images[index] ?? '';

  return (
    <section
      className="listing-photos"
      aria-roledescription="carousel"
      aria-label={t('photos.label', { name })}
      onKeyDown={handleKeyDown}
    >
      <ul ref={trackRef} className="listing-photos__track" onScroll={onScroll}>
        {images.map((url, at) => {
          const thumbnail = thumbnails[at];
          return (
            <li key={url} className="listing-photos__slide">
              {failed.has(url) ? (
                <ListingPhoto
                  src={undefined}
                  alt=""
                  placeholderLabel={altOf(at, url)}
                  className="listing-photos__photo"
                />
              ) : (
                <button type="button" className="listing-photos__open" onClick={() => setFullAt(at)}>
                  <img
                    className="listing-photos__photo"
                    src={url}
                    srcSet={listingPhotoSrcSet(url, thumbnail)}
                    sizes={LISTING_PHOTO_SIZES}
                    alt={altOf(at, url)}
                    width={1200}
                    height={900}
                    loading={at === 0 ? 'eager' : 'lazy'}
                    fetchPriority={at === 0 ? 'high' : undefined}
                    decoding={at === 0 ? undefined : 'async'}
                    onError={() => setFailed((urls) => new Set(urls).add(url))}
                  />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {count > 1 && (
        <>
          <button
            type="button"
            className="listing-photos__step listing-photos__step--previous"
            onClick={() => show(index - 1)}
          >
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t('photos.previous')}</span>
          </button>
          <button
            type="button"
            className="listing-photos__step listing-photos__step--next"
            onClick={() => show(index + 1)}
          >
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t('photos.next')}</span>
          </button>
        </>
      )}
      <p className="listing-photos__counter" aria-live="polite">
        {t('photos.counter', { index: index + 1, count })}
        {verifierImages?.has(current) && <span> · {t('photos.byVerifier')}</span>}
      </p>
      {fullAt !== null && (
        <FullView
          startAt={fullAt}
          name={name}
          images={images}
          thumbnails={thumbnails}
          verifierImages={verifierImages}
          onClose={() => setFullAt(null)}
          text={text}
        />
      )}
    </section>
  );
}

/** The photos one at a time, whole (not cropped), over everything; Escape or Close ends it. */
function FullView({
  startAt,
  onClose,
  ...viewer
}: Omit<ListingPhotosProps, 'verifierImages'> & {
  verifierImages: ReadonlySet<string> | undefined;
  startAt: number;
  onClose: () => void;
}) {
  const { t } = viewer.text;
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      className="listing-photos__full"
      aria-label={t('photos.full', { name: viewer.name })}
      onCancel={onClose}
      onBackdrop={onClose}
      initialFocus={closeRef}
    >
      <div className="search-dialog__bar">
        <button ref={closeRef} type="button" className="search-dialog__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('photos.close')}</span>
        </button>
      </div>
      <PhotoViewer {...viewer} initialIndex={startAt} />
    </ModalDialog>
  );
}
