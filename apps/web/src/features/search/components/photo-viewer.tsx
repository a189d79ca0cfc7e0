import { useState, type KeyboardEvent } from 'react';
import type { SearchText } from '../use-search-text';
import { ListingThumbnail } from './listing-thumbnail';

interface PhotoViewerProps {
  name: string;
  /** Full-size URLs. */
  images: string[];
  /** 400 px URLs, same order: the phone picks the smaller one when it is enough. */
  thumbnails: string[];
  /** Which of `images` the verifier took: marked so they are never mistaken for the owner's. */
  verifierImages?: ReadonlySet<string> | undefined;
  /** The photo shown first. */
  initialIndex?: number;
  text: SearchText;
}

/** One whole photo at a time (the full view) with Previous / Next (wrapping) and an 'n / m' counter; arrow keys work too. */
export function PhotoViewer({
  name,
  images,
  thumbnails,
  verifierImages,
  initialIndex = 0,
  text,
}: PhotoViewerProps) {
  const { t } = text;
  const [index, setIndex] = useState(initialIndex);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const count = images.length;
  const current = images[index];
  if (count === 0 || current === undefined) {
    return (
      <div className="search-viewer">
        <ListingThumbnail src={undefined} alt="" placeholderLabel={t('photos.none')} />
      </div>
    );
  }

  const go = (step: number) => setIndex((value) => (value + step + count) % count);
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
  };
  const thumbnail = thumbnails[index];
  const byVerifier = verifierImages?.has(current) ?? false;
  const alt = t('photos.alt', { index: index + 1, count, name });

  return (
    <section
      className="search-viewer"
      aria-roledescription="carousel"
      aria-label={t('photos.label', { name })}
      onKeyDown={handleKeyDown}
    >
      {failed.has(current) ? (
        <ListingThumbnail src={undefined} alt="" placeholderLabel={alt} />
      ) : (
        <img
          key={current}
          className="search-viewer__image"
          src={current}
          srcSet={thumbnail ? `${thumbnail} 400w, ${current} 1200w` : undefined}
          sizes="(min-width: 48rem) 44rem, 100vw"
          alt={byVerifier ? `${alt} (${t('photos.byVerifier')})` : alt}
          width={1200}
          height={900}
          decoding="async"
          onError={() => setFailed((urls) => new Set(urls).add(current))}
        />
      )}
      <div className="search-viewer__controls">
        {count > 1 && (
          <button type="button" className="search-viewer__button" onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t('photos.previous')}</span>
          </button>
        )}
        <p className="search-viewer__counter" aria-live="polite">
          {t('photos.counter', { index: index + 1, count })}
          {byVerifier && <span className="search-viewer__source"> · {t('photos.byVerifier')}</span>}
        </p>
        {count > 1 && (
          <button type="button" className="search-viewer__button" onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t('photos.next')}</span>
          </button>
        )}
      </div>
    </section>
  );
}
