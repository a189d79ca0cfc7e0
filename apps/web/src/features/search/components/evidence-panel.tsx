import type { Measures, VerificationEvidence } from '@app/shared';
import { useId } from 'react';
import { Fact } from '@/components/fact';
import { useSession } from '@/lib/session';
import type { SearchText } from '../use-search-text';
import { EvidenceChecklist } from './evidence-checklist';
import { EvidenceDifferences } from './evidence-differences';
import { ListingThumbnail } from './listing-thumbnail';
import { VisitPhotoEvidence } from './visit-photo-evidence';

interface EvidencePanelProps {
  listingId: string;
  evidence: VerificationEvidence;
  kind: 'hostel' | 'property';
  /** False for a listing only checked from the desk: nobody measured it, so no measurements are shown. */
  isMeasured?: boolean;
  text: SearchText;
}

type Measure = 'size' | 'area' | 'rooms' | 'bathrooms' | 'floor' | 'beds' | 'kitchen' | 'dining';

const MEASURES: readonly Measure[] = [
  'size',
  'area',
  'rooms',
  'bathrooms',
  'floor',
  'beds',
  'kitchen',
  'dining',
];

/** One measured value as words ('9.6 m × 6.6 m', '63.4 m²', '4', '1st floor'), or null when it was not measured. */
function valueOf(measures: Measures, measure: Measure, text: SearchText): string | null {
  const { t, count } = text;
  switch (measure) {
    case 'size':
      return measures.length !== null && measures.width !== null
        ? t('evidence.lengthWidth', { length: count(measures.length), width: count(measures.width) })
        : null;
    case 'area':
      return measures.area !== null ? t('evidence.areaSqm', { area: count(measures.area) }) : null;
    case 'rooms':
      return measures.rooms !== null ? count(measures.rooms) : null;
    case 'bathrooms':
      return measures.bathrooms !== null ? count(measures.bathrooms) : null;
    case 'floor':
      return measures.floor !== null ? text.floor(measures.floor) : null;
    case 'beds':
      return measures.beds !== null ? count(measures.beds) : null;
    case 'kitchen':
    case 'dining': {
      const isPresent = measures[measure];
      return isPresent === null ? null : t(isPresent ? 'evidence.present' : 'evidence.absent');
    }
  }
}

/**
 * Who verified the listing, when, where the owner and the verifier disagree, what they measured
 * beside what the owner stated, the visit's checklist, the verifier's notes and their own photos
 * (with the day they were taken), kept apart from the owner's. An expired verification says so
 * instead of looking current. A listing only checked from the desk shows none of the visit's parts.
 */
export function EvidencePanel({ listingId, evidence, kind, isMeasured = true, text }: EvidencePanelProps) {
  const { t } = text;
  const { isAdmin } = useSession();
  const titleId = useId();
  const verifier =
    evidence.verifier.kind === 'freelancer' && evidence.verifier.firstName
      ? t('evidence.freelancer', { name: evidence.verifier.firstName })
      : t('evidence.team');
  // Only what the visit measured: a hostel's beds, kitchen and dining room, a property's floor.
  const measures = MEASURES.flatMap((measure) => {
    const measured = valueOf(evidence.measured, measure, text);
    return measured === null ? [] : [{ measure, measured, stated: valueOf(evidence.stated, measure, text) }];
  });
  const photoCount = evidence.image.length;
  return (
    <section className="search-details__section search-evidence" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('evidence.title')}</h3>
      {evidence.expired && (
        <p className="search-evidence__expired">
          {t('evidence.expired', { date: text.date(evidence.expiresAt) })}
        </p>
      )}
      <dl className="search-facts search-facts--details">
        <Fact label={t('evidence.verifiedBy')}>{verifier}</Fact>
        <Fact label={t('evidence.verifiedOn')}>
          <time dateTime={evidence.verifiedAt}>{text.date(evidence.verifiedAt)}</time>
        </Fact>
        {!evidence.expired && (
          <Fact label={t('evidence.validUntil')}>
            <time dateTime={evidence.expiresAt}>{text.date(evidence.expiresAt)}</time>
          </Fact>
        )}
      </dl>
      {isMeasured && (
        <>
          <EvidenceDifferences differences={evidence.differences} kind={kind} text={text} />
          {measures.length > 0 && (
            <>
              <h4 className="search-evidence__subtitle">{t('evidence.measuredTitle')}</h4>
              <dl className="search-facts search-facts--details">
                {measures.map(({ measure, measured, stated }) => (
                  <Fact key={measure} label={t(`evidence.${measure}`)}>
                    <span className="search-evidence__value">{measured}</span>
                    {stated !== null && (
                      <span className="search-evidence__stated">
                        {stated === measured
                          ? t(`evidence.sameAsStated.${kind}`)
                          : t(`evidence.ownerStated.${kind}`, { value: stated })}
                      </span>
                    )}
                  </Fact>
                ))}
              </dl>
            </>
          )}
          {evidence.checklist && <EvidenceChecklist checklist={evidence.checklist} text={text} />}
          {evidence.notes?.trim() && (
            <>
              <h4 className="search-evidence__subtitle">{t('evidence.notesTitle')}</h4>
              <p className="search-evidence__notes">{evidence.notes}</p>
            </>
          )}
        </>
      )}
      {photoCount > 0 && (
        <>
          <h4 className="search-evidence__subtitle">{t('evidence.photosTitle')}</h4>
          {evidence.photosTakenAt && (
            <p className="search-evidence__taken">
              {t('evidence.photosTakenOn', { date: text.date(evidence.photosTakenAt) })}
            </p>
          )}
          <p className="search-evidence__note">{t(`evidence.photosNote.${kind}`)}</p>
          <ul className="search-evidence__photos">
            {evidence.image.map((image, index) => (
              <li key={image}>
                <a href={image} target="_blank" rel="noreferrer">
                  <ListingThumbnail
                    src={evidence.thumbnail[index] ?? image}
                    alt={t('evidence.photoAlt', {
                      index: text.count(index + 1),
                      count: text.count(photoCount),
                    })}
                    placeholderLabel={t('photos.none')}
                  />
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      {isAdmin && isMeasured && photoCount > 0 && <VisitPhotoEvidence listingId={listingId} text={text} />}
    </section>
  );
}
