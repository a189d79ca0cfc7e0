import './listings.css';
import './i18n/register';
import { zodResolver } from '@hookform/resolvers/zod';
import { AddHostelSchema, LISTING_MESSAGES } from '@app/shared';
import { useState } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { PhotoPicker } from '../../components/photo-picker';
import { UploadProgress } from '../../components/upload-progress';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { serverFieldErrors } from '../../lib/server-field-errors';
import { useAddHostel } from './api/add-hostel';
import { HostelFields, type HostelFieldValues } from './components/hostel-fields';
import { LoginNotice } from './components/login-notice';
import { PageHeader } from '../../components/page-header';
import { useSubmitOutcome } from './components/submit-outcome';
import { photoFilesSchema, withBadNumberInput } from './form-helpers';
import { useListingText } from './use-listing-text';

const AddHostelFormSchema = AddHostelSchema.extend({
  image: photoFilesSchema({
    required: LISTING_MESSAGES.hostel.imagesRequired,
    max: LISTING_MESSAGES.hostel.imagesMax,
  }),
});
type HostelInput = z.input<typeof AddHostelFormSchema>;
type HostelOutput = z.output<typeof AddHostelFormSchema>;

const SERVER_FIELDS = [
  'name',
  'location',
  'room',
  'contact_no',
  'email',
  'price',
  'description',
  'image',
] as const;
const resolver = withBadNumberInput(zodResolver(AddHostelFormSchema));

/** /hostel: a hostel owner lists a hostel with 1–5 photos (SPEC §2 list-hostel form). */
export function AddHostelPage() {
  const { t, message } = useListingText();
  const navigate = useNavigate();
  useDocumentTitle(t('hostel.title'));
  const addHostel = useAddHostel();
  const [progress, setProgress] = useState(0);
  const outcome = useSubmitOutcome(() => void navigate(paths.home()));
  const form = useForm<HostelInput, unknown, HostelOutput>({
    resolver,
    defaultValues: {
      name: '',
      location: '',
      room: '',
      contact_no: '',
      email: '',
      price: '',
      description: '',
      image: [],
    },
  });
  const { control, setValue, setError, handleSubmit } = form;

  const onSubmit = ({ image, ...body }: HostelOutput) => {
    const fallbackMessage = t('errors.somethingWrong');
    setProgress(0);
    addHostel.mutate(
      { body, photos: image, onProgress: setProgress, fallbackMessage },
      {
        onSuccess: () =>
          outcome.succeed(
            t('hostel.success'),
            <p lang={t('common.otherLanguage')}>{t('hostel.successOther')}</p>,
          ),
        onError: (error) => {
          serverFieldErrors(error, SERVER_FIELDS).forEach(([name, text]) =>
            setError(name, { message: text }),
          );
          outcome.fail(error, fallbackMessage);
        },
      },
    );
  };

  const isBusy = addHostel.isPending;

  return (
    <section className="listing-page container" aria-labelledby="page-title">
      <PageHeader title={t('hostel.title')} intro={t('hostel.intro')} backFallback={paths.home()} />
      <LoginNotice />
      <form
        className="form-stack listing-form"
        noValidate
        aria-busy={isBusy}
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      >
        <HostelFields
          idPrefix="hostel"
          // The shared fields only touch the keys both hostel forms have.
          form={form as unknown as UseFormReturn<HostelFieldValues>}
          variant="add"
          onCoordinateChange={(coordinate) => {
            setValue('lat', coordinate?.lat);
            setValue('lon', coordinate?.lon);
          }}
        />
        <Controller
          control={control}
          name="image"
          render={({ field, fieldState }) => (
            <PhotoPicker
              id="hostel-photos"
              label={t('hostel.photos')}
              hint={t('hostel.photosHint')}
              files={field.value}
              buttonRef={field.ref}
              onBlur={field.onBlur}
              onChange={field.onChange}
              limitMessage={t('messages.hostel.imagesMax')}
              error={message(fieldState.error?.message)}
              disabled={isBusy}
            />
          )}
        />
        {isBusy && <UploadProgress percent={progress} />}
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={isBusy}>
            {isBusy ? t('common.submitting') : t('hostel.submit')}
          </button>
        </div>
      </form>
      {outcome.alert}
    </section>
  );
}
