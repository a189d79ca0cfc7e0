import { useState } from 'react';
import { useApplicationText } from '../use-application-text';

/**
 * A listing's small photo: lazy, with fixed proportions (no layout shift), and a drawn
 * placeholder when there is none or it fails to load.
 */
export function ListingThumbnail({ src, name }: { src: string | undefined; name: string }) {
  const { t } = useApplicationText();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div className="app-thumb app-thumb--placeholder" role="img" aria-label={t('common.noPhoto', { name })}>
        <svg viewBox="0 0 64 48" width="40" height="30" aria-hidden="true" focusable="false">
          <path d="M8 22 32 6l24 16v22H8z" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M26 44V30h12v14" fill="none" stroke="currentColor" strokeWidth="3" />
        </svg>
      </div>
    );
  }
  return (
    <img
      className="app-thumb"
      src={src}
      alt={t('common.photoAlt', { name })}
      width={400}
      height={300}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
