import './listings.css';
import './i18n/register';
import { LISTING_CODES, type Hostel, type Property } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { hostelQueryOptions } from '@/api/hostels/get-hostel';
import { propertyQueryOptions } from '@/api/properties/get-property';
import { PhotoPicker, type ExistingPhoto } from '@/components/photo-picker';
import { UploadProgress } from '@/components/upload-progress';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useGoBack } from '@/lib/use-go-back';
import { useDeleteListingImage } from './api/delete-listing-image';
import { useEditListingImages } from './api/edit-listing-images';
import { OwnedListingPage, type ListingKind } from './components/owned-listing-page';
import { useSubmitOutcome } from './components/submit-outcome';
import { useListingText } from './use-listing-text';

interface StoredPhoto {
  url: string;
  thumb: string;
}

/**
 * The listing's photos, the owner's apart from the verifier's: `image` holds both (the owner's
 * first), the evidence names the verifier's.
 */
function photosOf(listing: Hostel | Property): { own: StoredPhoto[]; verifier: StoredPhoto[] } {
  const verifierUrls = new Set(listing.evidence?.image ?? []);
  const all = listing.image.map((url, index) => ({ url, thumb: listing.thumbnail[index] ?? url }));
  return {
    own: all.filter((photo) => !verifierUrls.has(photo.url)),
    verifier: all.filter((photo) => verifierUrls.has(photo.url)),
  };
}

/** The verifier's photos: shown, labelled, never editable here. */
function VerifierPhotos({ photos }: { photos: StoredPhoto[] }) {
  const { t } = useListingText();
  if (photos.length === 0) return null;
  return (
    <section className="verifier-photos" aria-labelledby="verifier-photos-title">
      <h2 id="verifier-photos-title" className="verifier-photos__title">
        {t('editImages.verifierPhotos')}
      </h2>
      <p className="form-field__hint">{t('editImages.verifierPhotosHint')}</p>
      <ul className="verifier-photos__list">
        {photos.map((photo, index) => (
          <li key={photo.url}>
            <img
              src={photo.thumb}
              alt={t('editImages.verifierPhotoAlt', { n: index + 1 })}
              width={400}
              height={300}
              loading="lazy"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Existing and newly chosen photos are tracked together. Removing a stored photo deletes it on
 * the server at once (PUT …/delete-image). A hostel's last photo cannot be deleted that way, so it
 * is only set aside here and replaced by the new ones on Save; a property's may go (it can be
 * listed without photos of the owner's).
 */
function EditImagesForm({ kind, listing }: { kind: ListingKind; listing: Hostel | Property }) {
  const { t, message } = useListingText();
  const goBack = useGoBack(paths.controlHostel());
  const [stored, setStored] = useState(() => photosOf(listing).own);
  const verifier = photosOf(listing).verifier;
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState(0);
  const [removingIndex, setRemovingIndex] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const deleteImage = useDeleteListingImage();
  const editImages = useEditListingImages();
  const outcome = useSubmitOutcome(goBack);
  const total = stored.length + files.length;
  const isBusy = editImages.isPending;

  const removeStored = (index: number) => {
    if (stored.length === 1 && kind === 'hostel') {
      setStored([]);
      return;
    }
    setRemovingIndex(index);
    deleteImage.mutate(
      {
        kind,
        id: listing._id,
        index,
        image: stored[index]?.url ?? '',
        fallbackMessage: t('errors.deleteImageFailed'),
      },
      {
        onSuccess: (updated) => setStored(photosOf(updated).own),
        onSettled: () => setRemovingIndex(null),
      },
    );
  };

  const existing: ExistingPhoto[] = stored.map((photo, index) => ({
    key: photo.url,
    src: photo.thumb,
    isRemoving: removingIndex !== null,
    onRemove: () => removeStored(index),
  }));

  const reload = async () => {
    const fresh: Hostel | Property =
      kind === 'hostel'
        ? await queryClient.fetchQuery({ ...hostelQueryOptions(listing._id), staleTime: 0 })
        : await queryClient.fetchQuery({ ...propertyQueryOptions(listing._id), staleTime: 0 });
    setStored(photosOf(fresh).own);
  };

  const save = () => {
    const fallbackMessage = t('errors.updateImagesFailed');
    setProgress(0);
    editImages.mutate(
      {
        kind,
        id: listing._id,
        existingImages: stored.map((photo) => photo.url),
        photos: files,
        onProgress: setProgress,
        fallbackMessage,
      },
      {
        onSuccess: () => outcome.succeed(t('editImages.success')),
        onError: (error) => {
          outcome.fail(error, fallbackMessage);
          // Changed meanwhile (another tab): show the photos as they are now; the chosen files stay.
          if (error instanceof ApiError && error.status === 409) void reload();
        },
      },
    );
  };

  return (
    <div className="form-stack listing-form">
      <PhotoPicker
        id="edit-photos"
        label={t('editImages.photos', { name: listing.name })}
        counter="compact"
        existing={existing}
        files={files}
        onChange={setFiles}
        limitMessage={message(LISTING_CODES.images.limitReached)}
        hint={total === 0 && kind === 'hostel' ? t('editImages.noneLeft') : undefined}
        disabled={isBusy}
      />
      {deleteImage.isError && (
        <p role="alert" className="form-alert">
          {t('errors.deleteImageFailed')}
        </p>
      )}
      {isBusy && <UploadProgress percent={progress} />}
      <div className="form-actions">
        <button type="button" className="button" onClick={goBack} disabled={isBusy}>
          {t('editImages.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={save}
          disabled={total === 0 || isBusy || removingIndex !== null}
        >
          {isBusy ? t('editImages.saving') : t('editImages.save')}
        </button>
      </div>
      {outcome.alert}
      <VerifierPhotos photos={verifier} />
    </div>
  );
}

function EditListingImagesPage({ kind }: { kind: ListingKind }) {
  const { t } = useListingText();
  return (
    <OwnedListingPage
      kind={kind}
      title={t(kind === 'hostel' ? 'editImages.title' : 'editImages.titleProperty')}
      intro={t('editImages.intro')}
      loading={t('editImages.loading')}
      failed={t('errors.loadImagesFailed')}
    >
      {(data) => <EditImagesForm key={data._id} kind={kind} listing={data} />}
    </OwnedListingPage>
  );
}

/** /edit-image/{id}: the hostel's own photos, an 'n/5' counter, Cancel and Save Changes, for the owner. */
export function EditHostelImagesPage() {
  return <EditListingImagesPage kind="hostel" />;
}

/** /edit-property-image/{id}: the same for a property. */
export function EditPropertyImagesPage() {
  return <EditListingImagesPage kind="property" />;
}
