import './listings.css';
import './i18n/register';
import { zodResolver } from '@hookform/resolvers/zod';
import { AddPropertySchema, LANDLORD_PRICE_STEP, LOCATION_LIMIT_MAX, MIN_PRICE } from '@app/shared';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { DraftNotice, LoginAlert } from '@/components/draft-notice';
import { FormField } from '@/components/form-field';
import { LocationInput } from '@/components/location-input';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { readDraftCoordinate, readTextFields } from '@/lib/form-draft';
import { isLoginRequired } from '@/lib/login-required';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFormDraft } from '@/lib/use-form-draft';
import { useAddProperty } from './api/add-property';
import { PropertyAttributeFields, type PropertyAttributeValues } from './components/attribute-fields';
import { LoginNotice } from './components/login-notice';
import { useSubmitOutcome } from './components/submit-outcome';
import { withBadNumberInput } from './form-helpers';
import { useListingText } from './use-listing-text';

type PropertyInput = z.input<typeof AddPropertySchema>;
type PropertyOutput = z.output<typeof AddPropertySchema>;

const FIELDS = [
  'name',
  'location',
  'Contact_no1',
  'Contact_no2',
  'price',
  'shutter',
  'propertyType',
  'furnished',
  'parking',
  'water',
  'floor',
] as const;
const resolver = withBadNumberInput(zodResolver(AddPropertySchema));

/** The draft of this form (lib/form-draft.ts): its text, and the place when one was chosen. */
const DRAFT_KEY = 'property';

function toPropertyDraft(values: unknown) {
  const coordinate = readDraftCoordinate(values);
  return { ...readTextFields(values, FIELDS), ...(coordinate ? { coordinate } : {}) };
}

/**
 * /gharbeti: a landlord lists a house, flat or shutter. A location typed
 * without choosing a suggestion is accepted (the server looks it up and says when it is not on the
 * map). A visitor (or an ended session) is asked to log in, and finds the form as they left it.
 */
export function AddPropertyPage() {
  const { t, message } = useListingText();
  const navigate = useNavigate();
  useDocumentTitle(t('property.title'));
  const { isLoggedIn } = useSession();
  const addProperty = useAddProperty();
  const outcome = useSubmitOutcome(() => void navigate(paths.home()));
  const draft = useFormDraft(DRAFT_KEY, { parse: toPropertyDraft });
  const form = useForm<PropertyInput, unknown, PropertyOutput>({
    resolver,
    defaultValues: {
      name: '',
      location: '',
      Contact_no1: '',
      Contact_no2: '',
      price: '',
      shutter: '',
      propertyType: '',
      furnished: '',
      parking: '',
      water: '',
      floor: '',
      ...draft.restored,
    },
  });
  const {
    register,
    control,
    setValue,
    getValues,
    setError,
    handleSubmit,
    formState: { errors },
  } = form;
  const [location, coordinate] = useWatch({ control, name: ['location', 'coordinate'] });
  const isTypedPlace = location.trim() !== '' && coordinate === undefined;

  const askToLogIn = () => draft.askToLogIn(getValues());

  const onSubmit = (body: PropertyOutput) => {
    if (!isLoggedIn) {
      askToLogIn();
      return;
    }
    const fallbackMessage = t('errors.submissionFailed');
    addProperty.mutate(
      { body, fallbackMessage },
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
          serverFieldErrors(error, FIELDS).forEach(([name, text]) => setError(name, { message: text }));
          outcome.fail(error, fallbackMessage);
        },
      },
    );
  };

  const isBusy = addProperty.isPending;

  return (
    <section className="listing-page container" aria-labelledby="page-title">
      <PageHeader title={t('property.title')} intro={t('property.intro')} backFallback={paths.home()} />
      <LoginNotice onNavigate={() => void draft.keep(getValues())} />
      <DraftNotice notice={draft.notice} />
      <form
        className="form-stack listing-form"
        noValidate
        aria-busy={isBusy}
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      >
        <FormField id="property-name" label={t('property.name')} error={message(errors.name?.message)}>
          {(control) => (
            <input {...control} {...register('name')} className="form-input" type="text" autoComplete="off" />
          )}
        </FormField>
        <Controller
          control={control}
          name="location"
          render={({ field, fieldState }) => (
            <LocationInput
              id="property-location"
              label={t('property.location')}
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              limit={LOCATION_LIMIT_MAX}
              note={isTypedPlace ? t('common.mapHint') : undefined}
              error={message(fieldState.error?.message)}
              onBlur={field.onBlur}
              onChange={(text, coordinate) => {
                field.onChange(text);
                setValue('coordinate', coordinate ?? undefined);
              }}
            />
          )}
        />
        <div className="form-row">
          <FormField
            id="property-contact1"
            label={t('property.contact1')}
            hint={t('property.phoneHint')}
            error={message(errors.Contact_no1?.message)}
          >
            {(control) => (
              <input
                {...control}
                {...register('Contact_no1')}
                className="form-input"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
              />
            )}
          </FormField>
          <FormField
            id="property-contact2"
            label={t('property.contact2')}
            optional
            error={message(errors.Contact_no2?.message)}
          >
            {(control) => (
              <input
                {...control}
                {...register('Contact_no2')}
                className="form-input"
                type="tel"
                inputMode="tel"
              />
            )}
          </FormField>
        </div>
        <div className="form-row">
          <FormField
            id="property-price"
            label={t('property.price')}
            hint={t('property.priceHint')}
            error={message(errors.price?.message)}
          >
            {(control) => (
              <input
                {...control}
                {...register('price')}
                className="form-input"
                type="number"
                inputMode="numeric"
                min={MIN_PRICE}
                step={LANDLORD_PRICE_STEP}
              />
            )}
          </FormField>
          <FormField
            id="property-shutter"
            label={t('property.shutter')}
            hint={t('property.shutterHint')}
            optional
            error={message(errors.shutter?.message)}
          >
            {(control) => (
              <input
                {...control}
                {...register('shutter')}
                className="form-input"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
              />
            )}
          </FormField>
        </div>
        <PropertyAttributeFields
          idPrefix="property"
          form={form as unknown as UseFormReturn<PropertyAttributeValues>}
        />
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
