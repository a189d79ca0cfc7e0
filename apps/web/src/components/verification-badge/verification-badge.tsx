import './register';
import '../badge.css';
import './verification-badge.css';
import type { ListingVerification } from '@app/shared';
import { useFeatureText } from '@/lib/use-feature-text';

/**
 * What a listing's verification was, said plainly: green "Visited and measured on {date}" when
 * someone measured and photographed it on site, a quieter "Details checked by our team, not yet
 * visited" when the team verified it from the desk; nothing while unverified. When the owner
 * changed what was verified since, a warning beside it says so. The one badge every screen that
 * shows a listing uses.
 */
export function VerificationBadge({
  verification,
  compact = false,
}: {
  verification: ListingVerification | null;
  /** On a photo (a result card): one word on screen, the whole sentence for screen readers. */
  compact?: boolean;
}) {
  const { t, date } = useFeatureText('verificationBadge');
  if (!verification) return null;
  const isVisited = verification.level === 'visited';
  const sentence = isVisited ? t('visited', { date: date(verification.at) }) : t('checked');
  const badge = (
    <span
      className={`status-badge status-badge--${isVisited ? 'success' : 'neutral'} verification-badge`}
      data-level={verification.level}
    >
      {isVisited && (
        <span className="verification-badge__mark" aria-hidden="true">
          ✓
        </span>
      )}
      {compact ? (
        <>
          <span aria-hidden="true">{t(isVisited ? 'visitedShort' : 'checkedShort')}</span>
          <span className="visually-hidden">{sentence}</span>
        </>
      ) : (
        sentence
      )}
    </span>
  );
  if (!verification.changedAt) return badge;
  return (
    <>
      {badge}{' '}
      <span className="status-badge status-badge--warning verification-badge" data-changed="true">
        {t(isVisited ? 'changedSinceVisit' : 'changedSinceCheck', { date: date(verification.at) })}
      </span>
    </>
  );
}
