import './listings.css';
import './i18n/register';
import { AddPropertySchema, CONTACT_APPS, LISTING_CODES, MAX_IMAGES } from '@app/shared';
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
import { useAddProperty } from './api/add-property';
import { PropertyAttributeFields, type PropertyAttributeValues } from './components/attribute-fields';
import { ListingPhotosField } from './components/listing-photos-field';
import { LoginNotice } from './components/login-notice';
import { PropertyFields, type PropertyFieldValues } from './components/property-fields';
import { useSubmitOutcome } from './components/submit-outcome';
import { photoFilesSchema, readDraftChoices, withBadNumberInput } from './form-helpers';
import { useListingText } from './use-listing-text';

/** The shared schema and the owner's photos, optional, with the hostel form's limit and message. */
const AddPropertyFormSchema = AddPropertySchema.safeExtend({
  image: photoFilesSchema({ max: LISTING_CODES.hostel.imagesMax }),
});
type PropertyInput = z.input<typeof AddPropertyFormSchema>;
type PropertyOutput = z.output<typeof AddPropertyFormSchema>;

const TEXT_FIELDS = [
  'name',
  'location',
  'Contact_no1',
  'Contact_no2',
  'price',
  'shutter',
  'description',
  'propertyType',
  'furnished',
  'parking',
  'water',
  'floor',
] as const;

/** The draft of this form (lib/form-draft.ts): its text, and the place when one was chosen. */
const DRAFT_KEY = 'property';

function toPropertyDraft(values: unknown) {
  const coordinate = readDraftCoordinate(values);
  return {
    ...readTextFields(values, TEXT_FIELDS),
    contactApps: readDraftChoices(values, 'contactApps', CONTACT_APPS),
    ...(coordinate ? { coordinate } : {}),
  };
}

/** What the form holds, as the draft keeps it (the photos go separately, as files). */
function draftValues({ image: _photos, ...text }: PropertyInput) {
  return text;
}

/**
 * /gharbeti: a landlord lists a house, flat or shutter, with up to 5 photos of their own. A
 * location typed without choosing a suggestion is accepted (the server looks it up and says when
 * it is not on the map). A visitor (or an ended session) is asked to log in, and finds the form as
 * they left it, photos included. Once sent, OK leads to My listings, where it now appears.
 */
export function AddPropertyPage() {
  const { t } = useListingText();
  const navigate = useNavigate();
  useDocumentTitle(t('property.title'));
  const { isLoggedIn } = useSession();
  const addProperty = useAddProperty();
  const [progress, setProgress] = useState(0);
  const outcome = useSubmitOutcome(() => void navigate(paths.controlHostel()));
  const draft = useFormDraft(DRAFT_KEY, { parse: toPropertyDraft, onFiles: restorePhotos });
  const form = useSchemaForm(
    AddPropertyFormSchema,
    {
      name: '',
      location: '',
      Contact_no1: '',
      Contact_no2: '',
      contactApps: [],
      price: '',
      shutter: '',
      description: '',
      propertyType: '',
      furnished: '',
      parking: '',
      water: '',
      floor: '',
      ...draft.restored,
      image: [],
    },
    { wrapResolver: withBadNumberInput },
  );
  const { control, setValue, getValues, showServerErrors, handleSubmit } = form;
  const [location, coordinate] = useWatch({ control, name: ['location', 'coordinate'] });
  const isTypedPlace = location.trim() !== '' && coordinate === undefined;

  /** The photos kept with the draft arrive a moment after the text (IndexedDB is asynchronous). */
  function restorePhotos(files: File[]) {
    setValue('image', [...files, ...getValues('image')].slice(0, MAX_IMAGES), { shouldDirty: true });
  }

  const askToLogIn = () => draft.askToLogIn(draftValues(getValues()), getValues('image'));

  const onSubmit = ({ image, ...body }: PropertyOutput) => {
    if (!isLoggedIn) {
      askToLogIn();
      return;
    }
    const fallbackMessage = t('errors.submissionFailed');
    setProgress(0);
    addProperty.mutate(
      { body, photos: image, onProgress: setProgress, fallbackMessage },
      {
        onSuccess: (result) => {
          draft.discard();
          outcome.succeedSubmitted(result, 'property');
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

  const isBusy = addProperty.isPending;

  return (
    <section className="listing-page container" aria-labelledby="page-title">
      <PageHeader title={t('property.title')} intro={t('property.intro')} backFallback={paths.home()} />
      <LoginNotice onNavigate={() => void draft.keep(draftValues(getValues()), getValues('image'))} />
      <DraftNotice notice={draft.notice} />
      <form
        className="form-stack listing-form"
        noValidate
        aria-busy={isBusy}
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      >
        <PropertyFields
          idPrefix="property"
          // The shared fields only touch the keys both property forms have.
          form={form as unknown as UseFormReturn<PropertyFieldValues>}
          locationNote={isTypedPlace ? t('common.mapHint') : undefined}
          onCoordinateChange={(picked) => setValue('coordinate', picked ?? undefined)}
        />
        <ListingPhotosField
          kind="property"
          // The photos field only touches the form's image files.
          control={control as unknown as Control<{ image: File[] }>}
          disabled={isBusy}
        />
        <PropertyAttributeFields
          idPrefix="property"
          form={form as unknown as UseFormReturn<PropertyAttributeValues>}
        />
        {isBusy && addProperty.variables.photos.length > 0 && <UploadProgress percent={progress} />}
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={isBusy}>
            {isBusy ? t('common.submitting') : t('property.submit')}
          </button>
        </div>
      </form>
      {outcome.alert}
      {draft.isLoginAsked && <LoginAlert onOk={draft.goToLogin} />}
    </section>
  );
}
