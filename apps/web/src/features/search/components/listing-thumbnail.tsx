import { useState } from 'react';

interface ListingThumbnailProps {
  src: string | undefined;
  alt: string;
  /** Read out when there is no photo to show. */
  placeholderLabel: string;
}

/** The first 400 px photo: lazy, fixed 4:3 box (no layout shift), a drawn house when missing or broken. */
export function ListingThumbnail({ src, alt, placeholderLabel }: ListingThumbnailProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div className="search-photo search-photo--placeholder" role="img" aria-label={placeholderLabel}>
        <svg viewBox="0 0 64 48" width="64" height="48" aria-hidden="true" focusable="false">
          <path d="M8 22 32 6l24 16v22H8z" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M26 44V30h12v14" fill="none" stroke="currentColor" strokeWidth="3" />
        </svg>
      </div>
    );
  }
  return (
    <img
      className="search-photo"
      src={src}
      alt={alt}
      width={400}
      height={300}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
