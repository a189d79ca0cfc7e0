import { PHOTO_FAR_METRES, type VisitPhoto } from '@app/shared';
import { useId } from 'react';
import { formatDateTime } from '@/lib/format-date';
import { useVisitPhotos } from '../api/get-visit-photos';
import type { SearchText } from '../use-search-text';
import { ListingThumbnail } from './listing-thumbnail';

/** '35 m' under a kilometre, '1.2 km' above (one decimal): how far from the pin a photo was taken. */
function distanceWords(metres: number, text: SearchText): string {
  if (metres < 1000) return text.t('evidence.admin.metres', { distance: text.count(Math.round(metres)) });
  return text.t('evidence.admin.kilometres', { distance: text.count(Math.round(metres / 100) / 10) });
}

function PhotoWhereWhen({ photo, text }: { photo: VisitPhoto; text: SearchText }) {
  const { t } = text;
  if (photo.distanceM === null) return <p className="visit-photo__where">{t('evidence.admin.noPosition')}</p>;
  const distance = distanceWords(photo.distanceM, text);
  return (
    <>
      {photo.far ? (
        <p className="visit-photo__where visit-photo__where--far">
          <span aria-hidden="true">⚠ </span>
          {t('evidence.admin.far', { distance })}
        </p>
      ) : (
        <p className="visit-photo__where">{t('evidence.admin.near', { distance })}</p>
      )}
      {photo.positionSource !== 'none' && (
        <p className="visit-photo__source">{t(`evidence.admin.source.${photo.positionSource}`)}</p>
      )}
    </>
  );
}

/**
 * The admin's view of a visit's photos (GET /api/listings/{id}/visit-photos): each thumbnail with
 * when it was taken and how far from the listing's pin, flagged past PHOTO_FAR_METRES ("check",
 * never refused: pins are rough). Rendered for the admin only; tenants never see positions.
 */
export function VisitPhotoEvidence({ listingId, text }: { listingId: string; text: SearchText }) {
  const { t } = text;
  const titleId = useId();
  const photos = useVisitPhotos(listingId, true);
  const language = text.language;
  return (
    <section className="visit-photos" aria-labelledby={titleId}>
      <h4 id={titleId} className="search-evidence__subtitle">
        {t('evidence.admin.title')}
      </h4>
      <p className="search-evidence__note">
        {t('evidence.admin.note', { metres: text.count(PHOTO_FAR_METRES) })}
      </p>
      {photos.isPending && <p>{t('evidence.admin.loading')}</p>}
      {photos.isError && <p role="alert">{t('evidence.admin.failed')}</p>}
      {photos.data?.length === 0 && <p>{t('evidence.admin.none')}</p>}
      {photos.data && photos.data.length > 0 && (
        <ul className="visit-photos__list">
          {photos.data.map((photo, index) => (
            <li key={photo.thumbnail} className="visit-photo" data-far={photo.far || undefined}>
              <ListingThumbnail
                src={photo.thumbnail}
                alt={t('evidence.photoAlt', {
                  index: text.count(index + 1),
                  count: text.count(photos.data.length),
                })}
                placeholderLabel={t('photos.none')}
              />
              <div className="visit-photo__facts">
                <p className="visit-photo__when">
                  {t('evidence.admin.taken', { when: formatDateTime(photo.takenAt, language) })}
                </p>
                <PhotoWhereWhen photo={photo} text={text} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
