import './listings.css';
import './i18n/register';
import { LISTING_CODES, type Hostel } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { hostelQueryOptions } from '@/api/hostels/get-hostel';
import { PhotoPicker, type ExistingPhoto } from '@/components/photo-picker';
import { UploadProgress } from '@/components/upload-progress';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useDeleteHostelImage } from './api/delete-hostel-image';
import { useEditHostelImages } from './api/edit-hostel-images';
import { OwnedHostelPage } from './components/owned-hostel-page';
import { useSubmitOutcome } from './components/submit-outcome';
import { useGoBack } from '@/lib/use-go-back';
import { useListingText } from './use-listing-text';

interface StoredPhoto {
  url: string;
  thumb: string;
}

const storedPhotosOf = (hostel: Hostel): StoredPhoto[] =>
  hostel.image.map((url, index) => ({ url, thumb: hostel.thumbnail[index] ?? url }));

/**
 * Existing and newly chosen photos are tracked together. Removing a stored photo deletes
 * it on the server at once (PUT /hostels/delete-image); the hostel's last stored photo cannot be
 * deleted that way, so it is only set aside here and replaced by the new ones on Save.
 */
function EditImagesForm({ hostel }: { hostel: Hostel }) {
  const { t, message } = useListingText();
  const goBack = useGoBack(paths.controlHostel());
  const [stored, setStored] = useState(() => storedPhotosOf(hostel));
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState(0);
  const [removingIndex, setRemovingIndex] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const deleteImage = useDeleteHostelImage();
  const editImages = useEditHostelImages();
  const outcome = useSubmitOutcome(goBack);
  const total = stored.length + files.length;
  const isBusy = editImages.isPending;

  const removeStored = (index: number) => {
    if (stored.length === 1) {
      setStored([]);
      return;
    }
    setRemovingIndex(index);
    deleteImage.mutate(
      {
        id: hostel._id,
        index,
        image: stored[index]?.url ?? '',
        fallbackMessage: t('errors.deleteImageFailed'),
      },
      {
        onSuccess: (updated) => setStored(storedPhotosOf(updated)),
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

  const save = () => {
    const fallbackMessage = t('errors.updateImagesFailed');
    setProgress(0);
    editImages.mutate(
      {
        id: hostel._id,
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
          if (error instanceof ApiError && error.status === 409) {
            void queryClient
              .fetchQuery({ ...hostelQueryOptions(hostel._id), staleTime: 0 })
              .then((fresh) => setStored(storedPhotosOf(fresh)));
          }
        },
      },
    );
  };

  return (
    <div className="form-stack listing-form">
      <PhotoPicker
        id="edit-photos"
        label={t('editImages.photos', { name: hostel.name })}
        counter="compact"
        existing={existing}
        files={files}
        onChange={setFiles}
        limitMessage={message(LISTING_CODES.images.limitReached)}
        hint={total === 0 ? t('editImages.noneLeft') : undefined}
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
    </div>
  );
}

/** /edit-image/{id}: the hostel's photos, an 'n/5' counter, Cancel and Save Changes, for the owner. */
export function EditHostelImagesPage() {
  const { t } = useListingText();
  return (
    <OwnedHostelPage
      title={t('editImages.title')}
      intro={t('editImages.intro')}
      loading={t('editImages.loading')}
      failed={t('errors.loadImagesFailed')}
    >
      {(data) => <EditImagesForm key={data._id} hostel={data} />}
    </OwnedHostelPage>
  );
}
