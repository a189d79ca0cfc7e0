import type { Property } from '@app/shared';
import { formatDate } from '@/lib/format-date';
import { useListingText } from '../use-listing-text';

/** Verifying again is allowed; say so, with when and by whom (as its evidence says), before it is done. */
export function VerifiedNote({ property }: { property: Property }) {
  const { t, language } = useListingText();
  if (!property.verified) return null;
  const evidence = property.evidence;
  const date = evidence ? formatDate(evidence.verifiedAt, language) : '';
  const name = evidence?.verifier.firstName;
  let when = '';
  if (date && name) when = t('verify.verifiedOnBy', { date, name });
  else if (date && evidence?.verifier.kind === 'team') when = t('verify.verifiedOnByTeam', { date });
  else if (date) when = t('verify.verifiedOn', { date });
  return (
    <section className="form-notice verified-note" aria-labelledby="verified-note-title">
      <h2 id="verified-note-title" className="verified-note__title">
        {t('verify.alreadyVerified')}
      </h2>
      {when && <p>{when}</p>}
      <p>{t('verify.replaces')}</p>
    </section>
  );
}
