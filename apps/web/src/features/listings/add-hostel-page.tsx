import './listings.css';
import './i18n/register';
import { AddHostelSchema, CONTACT_APPS, HOSTEL_AMENITIES, LISTING_CODES, MAX_IMAGES } from '@app/shared';
import { useState } from 'react';
import { useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { DraftNotice, LoginAlert } from '@/components/draft-notice';
import { PageHeader } from '@/components/page-header';
import { UploadProgress } from '@/components/upload-progress';
import { paths } from '@/config/paths';
import { readDraftCoordinate, readTextFields } from '@/lib/form-draft';
import { isLoginRequired } from '@/lib/login-required';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFormDraft } from '@/lib/use-form-draft';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useAddHostel } from './api/add-hostel';
import { HostelAttributeFields, type HostelAttributeValues } from './components/attribute-fields';
import { HostelFields, type HostelFieldValues } from './components/hostel-fields';
import { ListingPhotosField } from './components/listing-photos-field';
import { LoginNotice } from './components/login-notice';
import { useSubmitOutcome } from './components/submit-outcome';
import { photoFilesSchema, readDraftChoices, withBadNumberInput } from './form-helpers';
import { useListingText } from './use-listing-text';

const AddHostelFormSchema = AddHostelSchema.extend({
  image: photoFilesSchema({
    required: LISTING_CODES.hostel.imagesRequired,
    max: LISTING_CODES.hostel.imagesMax,
  }),
});
type HostelInput = z.input<typeof AddHostelFormSchema>;
type HostelOutput = z.output<typeof AddHostelFormSchema>;

const TEXT_FIELDS = [
  'name',
  'location',
  'room',
  'contact_no',
  'email',
  'price',
  'description',
  'gender',
  'meals',
] as const;

/** The draft of this form (lib/form-draft.ts): its text, and the place when one was chosen. */
const DRAFT_KEY = 'hostel';

type HostelDraft = Record<(typeof TEXT_FIELDS)[number], string> & {
  amenities: string[];
  contactApps: string[];
  lat?: number;
  lon?: number;
};

function toHostelDraft(values: unknown): HostelDraft {
  const coordinate = readDraftCoordinate(values);
  return {
    ...readTextFields(values, TEXT_FIELDS),
    amenities: readDraftChoices(values, 'amenities', HOSTEL_AMENITIES),
    contactApps: readDraftChoices(values, 'contactApps', CONTACT_APPS),
    ...(coordinate ?? {}),
  };
}

/** What the form holds, as the draft keeps it (the photos go separately, as files). */
function draftValues({ image: _photos, lat, lon, ...text }: HostelInput) {
  const hasCoordinate = typeof lat === 'number' && typeof lon === 'number';
  return { ...text, coordinate: hasCoordinate ? { lat, lon } : null };
}

/**
 * /hostel: a hostel owner lists a hostel with 1–5 photos. A visitor (or
 * an ended session) is asked to log in, and finds the form as they left it, photos included,
 * when they come back (lib/use-form-draft.ts).
 */
export function AddHostelPage() {
  const { t } = useListingText();
  const navigate = useNavigate();
  useDocumentTitle(t('hostel.title'));
  const { isLoggedIn } = useSession();
  const addHostel = useAddHostel();
  const [progress, setProgress] = useState(0);
  const outcome = useSubmitOutcome(() => void navigate(paths.home()));
  const draft = useFormDraft(DRAFT_KEY, { parse: toHostelDraft, onFiles: restorePhotos });
  const form = useSchemaForm(
    AddHostelFormSchema,
    {
      name: '',
      location: '',
      room: '',
      contact_no: '',
      contactApps: [],
      email: '',
      price: '',
      description: '',
      gender: '',
      meals: '',
      amenities: [],
      ...draft.restored,
      image: [],
    },
    { wrapResolver: withBadNumberInput },
  );
  const { control, setValue, getValues, showServerErrors, handleSubmit } = form;
  const [location, lat] = useWatch({ control, name: ['location', 'lat'] });
  const isTypedPlace = typeof location === 'string' && location.trim() !== '' && lat === undefined;

  /** The photos kept with the draft arrive a moment after the text (IndexedDB is asynchronous). */
  function restorePhotos(files: File[]) {
    setValue('image', [...files, ...getValues('image')].slice(0, MAX_IMAGES), { shouldDirty: true });
  }

  const askToLogIn = () => draft.askToLogIn(draftValues(getValues()), getValues('image'));

  const onSubmit = ({ image, ...body }: HostelOutput) => {
    if (!isLoggedIn) {
      askToLogIn();
      return;
    }
    const fallbackMessage = t('errors.somethingWrong');
    setProgress(0);
    addHostel.mutate(
      { body, photos: image, onProgress: setProgress, fallbackMessage },
      {
        onSuccess: (result) => {
          draft.discard();
          outcome.succeedSubmitted(result, 'hostel');
        },
        onError: (error) => {
          if (isLoginRequired(error)) {
            askToLogIn();
            return;
          }
          showServerErrors(error);
          outcome.fail(error, fallbackMessage);
        },
      },
    );
  };

  const isBusy = addHostel.isPending;

  return (
    <section className="listing-page container" aria-labelledby="page-title">
      <PageHeader title={t('hostel.title')} intro={t('hostel.intro')} backFallback={paths.home()} />
      <LoginNotice onNavigate={() => void draft.keep(draftValues(getValues()), getValues('image'))} />
      <DraftNotice notice={draft.notice} />
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
          locationNote={isTypedPlace ? t('common.mapHint') : undefined}
          onCoordinateChange={(coordinate) => {
            setValue('lat', coordinate?.lat);
            setValue('lon', coordinate?.lon);
          }}
        />
        <ListingPhotosField
          kind="hostel"
          // The photos field only touches the form's image files.
          control={control as unknown as Control<{ image: File[] }>}
          disabled={isBusy}
        />
        <HostelAttributeFields
          idPrefix="hostel"
          form={form as unknown as UseFormReturn<HostelAttributeValues>}
        />
        {isBusy && <UploadProgress percent={progress} />}
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={isBusy}>
            {isBusy ? t('common.submitting') : t('hostel.submit')}
          </button>
        </div>
      </form>
      {outcome.alert}
      {draft.isLoginAsked && <LoginAlert onOk={draft.goToLogin} />}
    </section>
  );
}
