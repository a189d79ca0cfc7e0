import { useState } from 'react';

interface ListingPhotoProps {
  src: string | undefined;
  alt: string;
  /** Read out when there is no photo to show. */
  placeholderLabel: string;
  /** The block class of the screen that shows it; the placeholder gets `<class>--placeholder`. */
  className: string;
  /** Width of the drawn house in the placeholder, in px. */
  iconWidth?: number;
  /** Above the fold on arrival (the first results): fetched at once, first, instead of lazily. */
  priority?: boolean;
}

/**
 * A listing's 400 px thumbnail, lazy and with fixed proportions (no layout shift); a drawn
 * placeholder when there is none or it fails to load.
 */
export function ListingPhoto({
  src,
  alt,
  placeholderLabel,
  className,
  iconWidth = 64,
  priority = false,
}: ListingPhotoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div className={`${className} ${className}--placeholder`} role="img" aria-label={placeholderLabel}>
        <svg
          viewBox="0 0 64 48"
          width={iconWidth}
          height={(iconWidth * 3) / 4}
          aria-hidden="true"
          focusable="false"
        >
          <path d="M8 22 32 6l24 16v22H8z" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M26 44V30h12v14" fill="none" stroke="currentColor" strokeWidth="3" />
        </svg>
      </div>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={400}
      height={300}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
