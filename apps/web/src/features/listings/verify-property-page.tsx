import './listings.css';
import './i18n/register';
import { LISTING_CODES, MIN_ROOMS, VerifyPropertySchema, type Property } from '@app/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { useProperty } from '@/api/properties/get-property';
import { Fact } from '@/components/fact';
import { FormField } from '@/components/form-field';
import { NotFoundView } from '@/components/not-found-view';
import { paths } from '@/config/paths';
import { isListingId, isNotFound, isTaskId } from '@/lib/not-found';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useVerifyProperty, type VerifyPropertyVariables } from './api/verify-property';
import { Loaded } from './components/load-error';
import { PhoneLinks } from './components/phone-links';
import { VerifiedNote } from './components/verified-note';
import { VisitEvidenceFields, VisitFormActions } from './components/visit-evidence-fields';
import { PageHeader } from '@/components/page-header';
import { useSubmitOutcome } from './components/submit-outcome';
import { photoFilesSchema, withBadNumberInput } from './form-helpers';
import { useListingText } from './use-listing-text';
import { visitEvidenceDefaults, visitFormSchema } from './visit-form-schema';

const VerifyFormSchema = z.intersection(
  VerifyPropertySchema.extend({
    image: photoFilesSchema({
      required: LISTING_CODES.verification.imagesRequired,
      max: LISTING_CODES.verification.imagesMax,
    }),
  }),
  visitFormSchema('property'),
);
type VerifyOutput = z.output<typeof VerifyFormSchema>;

/**
 * What sends the form: the admin's PUT /landlords/verify/{id} by default. Another feature's
 * mutation with the same variables can take its place (app/routes composes it: a freelancer's
 * task completion), since features do not import each other.
 */
export type VerifySubmitHook = () => Pick<
  UseMutationResult<Property, Error, VerifyPropertyVariables>,
  'mutate' | 'isPending'
>;

/** 'admin' on /verify/{id}; 'task' on /verify/{id}/{taskId}, where a freelancer completes a task. */
export type VerifyPurpose = 'admin' | 'task';

const TEXTS = { admin: 'verify', task: 'verifyTask' } as const;
const BACK = { admin: paths.unverified, task: paths.acceptedWork } as const;

function PropertySummary({ property }: { property: Property }) {
  const { t, price } = useListingText();
  const contacts = [property.Contact_no1, property.Contact_no2].filter((c): c is string => Boolean(c));
  return (
    <section className="property-summary" aria-labelledby="property-summary-title">
      <p className="property-summary__label">{t('verify.property')}</p>
      <h2 id="property-summary-title" className="property-summary__title">
        {property.name}
      </h2>
      <p className="property-summary__location">{property.location}</p>
      <dl className="facts facts--compact">
        <Fact label={t('card.price')}>{price(property.price)}</Fact>
        <Fact label={t('unverified.contacts')}>
          <PhoneLinks phones={contacts} />
        </Fact>
      </dl>
    </section>
  );
}

interface VerifyPropertyFormProps {
  property: Property;
  useSubmit: VerifySubmitHook;
  purpose: VerifyPurpose;
}

function VerifyPropertyForm({ property, useSubmit, purpose }: VerifyPropertyFormProps) {
  const { t, message } = useListingText();
  const navigate = useNavigate();
  const verify = useSubmit();
  const texts = TEXTS[purpose];
  const [progress, setProgress] = useState(0);
  const outcome = useSubmitOutcome(() => void navigate(paths.home()));
  const form = useSchemaForm(
    VerifyFormSchema,
    { length: '', width: '', room: '', bathroom: '', ...visitEvidenceDefaults('property') },
    { wrapResolver: withBadNumberInput },
  );
  const {
    register,
    showServerErrors,
    handleSubmit,
    formState: { errors },
  } = form;

  // The form keeps every value on a server error: nothing the verifier entered is lost.
  const onSubmit = (values: VerifyOutput) => {
    const { image, checklist, waterHours, floor, position_lat, position_lon, ...body } = values;
    const visit = { checklist, waterHours, floor, position_lat, position_lon };
    const fallbackMessage = t('errors.verificationFailed');
    setProgress(0);
    verify.mutate(
      { id: property._id, body, visit, photos: image, onProgress: setProgress, fallbackMessage },
      {
        onSuccess: () => outcome.succeed(t(`${texts}.success`)),
        onError: (error) => {
          showServerErrors(error);
          outcome.fail(error, fallbackMessage);
        },
      },
    );
  };

  const isBusy = verify.isPending;
  const number = (name: 'length' | 'width' | 'room' | 'bathroom', isWhole: boolean) => (
    <FormField id={`verify-${name}`} label={t(`verify.${name}`)} error={message(errors[name]?.message)}>
      {(props) => (
        <input
          {...props}
          {...register(name)}
          className="form-input"
          type="number"
          inputMode={isWhole ? 'numeric' : 'decimal'}
          min={isWhole ? MIN_ROOMS : 0}
          step={isWhole ? 1 : 0.01}
        />
      )}
    </FormField>
  );

  return (
    <FormProvider {...form}>
      <form
        className="form-stack listing-form"
        noValidate
        aria-busy={isBusy}
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      >
        <div className="form-row">
          {number('length', false)}
          {number('width', false)}
        </div>
        <div className="form-row">
          {number('room', true)}
          {number('bathroom', true)}
        </div>
        <VisitEvidenceFields
          kind="property"
          idPrefix="verify"
          photosLabel={t('verify.photos')}
          notesLabel={t('verify.description')}
          notesOptional={false}
          disabled={isBusy}
        />
        <VisitFormActions isBusy={isBusy} progress={progress} submitLabel={t(`${texts}.submit`)} />
        {outcome.alert}
      </form>
    </FormProvider>
  );
}

interface VerifyPropertyPageProps {
  useSubmit?: VerifySubmitHook;
  purpose?: VerifyPurpose;
}

/**
 * /verify/{id} (admin): measurements and photos that verify a landlord property. The
 * same form completes a freelancer's task on /verify/{id}/{taskId} (`purpose` 'task', with the
 * tasks feature's `useSubmit`): its own title, Back to the accepted tasks, and home after OK.
 */
export function VerifyPropertyPage({
  useSubmit = useVerifyProperty,
  purpose = 'admin',
}: VerifyPropertyPageProps) {
  const { id = '', taskId } = useParams();
  const isId = isListingId(id) && (taskId === undefined || isTaskId(taskId));
  const property = useProperty(id, { enabled: isId });
  if (!isId || isNotFound(property.error)) return <NotFoundView />;
  return <VerifyScreen property={property} useSubmit={useSubmit} purpose={purpose} />;
}

function VerifyScreen({
  property,
  useSubmit,
  purpose,
}: Required<VerifyPropertyPageProps> & { property: ReturnType<typeof useProperty> }) {
  const { t } = useListingText();
  const texts = TEXTS[purpose];
  useDocumentTitle(t(`${texts}.title`));

  return (
    <section className="listing-page container" aria-labelledby="page-title">
      <PageHeader title={t(`${texts}.title`)} intro={t(`${texts}.intro`)} backFallback={BACK[purpose]()} />
      <Loaded query={property} loading={t('verify.loading')} failed={t('errors.loadPropertyFailed')}>
        {(data) => (
          <>
            <PropertySummary property={data} />
            <VerifiedNote property={data} />
            <VerifyPropertyForm key={data._id} property={data} useSubmit={useSubmit} purpose={purpose} />
          </>
        )}
      </Loaded>
    </section>
  );
}
