import './listings.css';
import './i18n/register';
import { LISTING_CODES, MIN_ROOMS, VerifyHostelSchema, type Hostel, type VerifyHostel } from '@app/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { useHostel } from '@/api/hostels/get-hostel';
import { ChoiceChips } from '@/components/choice-chips';
import { Fact } from '@/components/fact';
import { FormField } from '@/components/form-field';
import { NotFoundView } from '@/components/not-found-view';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import type { VisitAnswers } from '@/lib/verification-form-data';
import { isListingId, isNotFound, isTaskId } from '@/lib/not-found';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Loaded } from './components/load-error';
import { PhoneLinks } from './components/phone-links';
import { useSubmitOutcome } from './components/submit-outcome';
import { VisitEvidenceFields, VisitFormActions } from './components/visit-evidence-fields';
import { photoFilesSchema, withBadNumberInput } from './form-helpers';
import { useListingText } from './use-listing-text';
import { visitEvidenceDefaults, visitFormSchema } from './visit-form-schema';

const VerifyHostelFormSchema = z.intersection(
  VerifyHostelSchema.extend({
    image: photoFilesSchema({
      required: LISTING_CODES.hostelVerification.imagesRequired,
      max: LISTING_CODES.verification.imagesMax,
    }),
  }),
  visitFormSchema('hostel'),
);
type VerifyHostelFormOutput = z.output<typeof VerifyHostelFormSchema>;

export interface VerifyHostelVariables {
  id: string;
  body: VerifyHostel;
  visit: VisitAnswers;
  photos: File[];
  onProgress: (percent: number) => void;
  fallbackMessage: string;
}

/** What sends the form: the tasks feature's completion (app/routes composes it). */
export type VerifyHostelSubmitHook = () => Pick<
  UseMutationResult<Hostel, Error, VerifyHostelVariables>,
  'mutate' | 'isPending'
>;

function HostelSummary({ hostel }: { hostel: Hostel }) {
  const { t, price } = useListingText();
  return (
    <section className="property-summary" aria-labelledby="hostel-summary-title">
      <p className="property-summary__label">{t('verifyHostel.hostel')}</p>
      <h2 id="hostel-summary-title" className="property-summary__title">
        {hostel.name}
      </h2>
      <p className="property-summary__location">{hostel.location}</p>
      <dl className="facts facts--compact">
        <Fact label={t('card.price')}>{price(hostel.price)}</Fact>
        <Fact label={t('verifyHostel.statedRooms')}>{hostel.room ?? '—'}</Fact>
        <Fact label={t('card.contact')}>
          <PhoneLinks phones={[hostel.contact_no]} />
        </Fact>
      </dl>
    </section>
  );
}

type CountName = 'room' | 'beds' | 'bathroom' | 'length' | 'width';

function VerifyHostelForm({ hostel, useSubmit }: { hostel: Hostel; useSubmit: VerifyHostelSubmitHook }) {
  const { t, message } = useListingText();
  const navigate = useNavigate();
  const verify = useSubmit();
  const [progress, setProgress] = useState(0);
  const outcome = useSubmitOutcome(() => void navigate(paths.home()));
  const form = useSchemaForm(
    VerifyHostelFormSchema,
    {
      room: '',
      beds: '',
      bathroom: '',
      // Present or not: no answer until the verifier picks one.
      kitchen: undefined,
      dining: undefined,
      length: '',
      width: '',
      ...visitEvidenceDefaults('hostel'),
    },
    { wrapResolver: withBadNumberInput },
  );
  const {
    register,
    showServerErrors,
    handleSubmit,
    formState: { errors },
  } = form;

  // The form keeps every value on a server error: nothing the verifier entered is lost.
  const onSubmit = (values: VerifyHostelFormOutput) => {
    const { image, checklist, waterHours, floor, position_lat, position_lon, ...body } = values;
    const visit = { checklist, waterHours, floor, position_lat, position_lon };
    const fallbackMessage = t('errors.verificationFailed');
    setProgress(0);
    verify.mutate(
      { id: hostel._id, body, visit, photos: image, onProgress: setProgress, fallbackMessage },
      {
        onSuccess: () => outcome.succeed(t('verifyHostel.success')),
        onError: (error) => {
          showServerErrors(error);
          outcome.fail(error, fallbackMessage);
        },
      },
    );
  };

  const isBusy = verify.isPending;
  const number = (name: CountName, isWhole: boolean) => (
    <FormField
      id={`verify-hostel-${name}`}
      label={t(`verifyHostel.${name}`)}
      error={message(errors[name]?.message)}
    >
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
  const presence = [
    { value: 'true', label: t('verifyHostel.present') },
    { value: 'false', label: t('verifyHostel.absent') },
  ];
  const presentOrNot = (name: 'kitchen' | 'dining') => (
    <ChoiceChips
      id={`verify-hostel-${name}`}
      legend={t(`verifyHostel.${name}`)}
      type="radio"
      options={presence}
      inputProps={() => register(name)}
      error={message(errors[name]?.message)}
    />
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
          {number('room', true)}
          {number('beds', true)}
        </div>
        <div className="form-row">
          {number('bathroom', true)}
          {presentOrNot('kitchen')}
          {presentOrNot('dining')}
        </div>
        <fieldset className="form-stack">
          <legend className="form-field__label">{t('verifyHostel.typicalRoom')}</legend>
          <div className="form-row">
            {number('length', false)}
            {number('width', false)}
          </div>
        </fieldset>
        <VisitEvidenceFields
          kind="hostel"
          idPrefix="verify-hostel"
          photosLabel={t('verifyHostel.photos')}
          notesLabel={t('visit.notes')}
          notesOptional
          disabled={isBusy}
        />
        <VisitFormActions isBusy={isBusy} progress={progress} submitLabel={t('verifyTask.submit')} />
        {outcome.alert}
      </form>
    </FormProvider>
  );
}

/**
 * /verify/{id}/{taskId} for a hostel: a freelancer completes the task with what they counted and
 * measured (rooms, beds, bathrooms, kitchen, dining room, a typical room's size) and 1–5 photos.
 */
export function VerifyHostelPage({ useSubmit }: { useSubmit: VerifyHostelSubmitHook }) {
  const { t } = useListingText();
  const { id = '', taskId = '' } = useParams();
  const isId = isListingId(id) && isTaskId(taskId);
  const hostel = useHostel(id, { enabled: isId });
  useDocumentTitle(t('verifyHostel.title'));
  if (!isId || isNotFound(hostel.error)) return <NotFoundView />;
  return (
    <section className="listing-page container" aria-labelledby="page-title">
      <PageHeader
        title={t('verifyHostel.title')}
        intro={t('verifyHostel.intro')}
        backFallback={paths.acceptedWork()}
      />
      <Loaded query={hostel} loading={t('verifyHostel.loading')} failed={t('errors.loadHostelFailed')}>
        {(data) => (
          <>
            <HostelSummary hostel={data} />
            <VerifyHostelForm key={data._id} hostel={data} useSubmit={useSubmit} />
          </>
        )}
      </Loaded>
    </section>
  );
}
