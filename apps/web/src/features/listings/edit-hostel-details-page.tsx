import './listings.css';
import './i18n/register';
import { EditHostelSchema, type Hostel } from '@app/shared';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { paths } from '@/config/paths';
import { useEditHostelDetails } from './api/edit-hostel-details';
import { HostelAttributeFields, type HostelAttributeValues } from './components/attribute-fields';
import { HostelFields, type HostelFieldValues } from './components/hostel-fields';
import { OwnedHostelPage } from './components/owned-hostel-page';
import { useSubmitOutcome } from './components/submit-outcome';
import { withBadNumberInput } from './form-helpers';
import { useGoBack } from '@/lib/use-go-back';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useListingText } from './use-listing-text';

type EditInput = z.input<typeof EditHostelSchema>;
type EditOutput = z.output<typeof EditHostelSchema>;

function defaultsOf(hostel: Hostel): EditInput {
  return {
    name: hostel.name,
    location: hostel.location,
    room: hostel.room === null ? '' : String(hostel.room),
    contact_no: hostel.contact_no,
    email: hostel.email ?? '',
    price: hostel.price === null ? '' : String(hostel.price),
    description: hostel.description ?? '',
    coordinate: hostel.coordinate ?? undefined,
    // '' (Not stated) and no amenities are sent as such, and clear what was said before.
    gender: hostel.gender ?? '',
    meals: hostel.meals ?? '',
    amenities: hostel.amenities,
  };
}

function EditHostelForm({ hostel }: { hostel: Hostel }) {
  const { t } = useListingText();
  const goBack = useGoBack(paths.controlHostel());
  const editDetails = useEditHostelDetails();
  const outcome = useSubmitOutcome(goBack);
  const form = useSchemaForm(EditHostelSchema, defaultsOf(hostel), { wrapResolver: withBadNumberInput });
  const { setValue, showServerErrors, handleSubmit } = form;

  const onSubmit = (body: EditOutput) => {
    const fallbackMessage = t('errors.updateHostelFailed');
    editDetails.mutate(
      { id: hostel._id, body, fallbackMessage },
      {
        onSuccess: () => outcome.succeed(t('editDetails.success')),
        onError: (error) => {
          showServerErrors(error);
          outcome.fail(error, fallbackMessage);
        },
      },
    );
  };

  const isBusy = editDetails.isPending;
  return (
    <form
      className="form-stack listing-form"
      noValidate
      aria-busy={isBusy}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <HostelFields
        idPrefix="edit-hostel"
        // The shared fields only touch the keys both hostel forms have.
        form={form as unknown as UseFormReturn<HostelFieldValues>}
        variant="edit"
        onCoordinateChange={(coordinate) => setValue('coordinate', coordinate)}
      />
      <HostelAttributeFields
        idPrefix="edit-hostel"
        form={form as unknown as UseFormReturn<HostelAttributeValues>}
      />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={isBusy}>
          {isBusy ? t('editDetails.updating') : t('editDetails.submit')}
        </button>
      </div>
      {outcome.alert}
    </form>
  );
}

/** /edit-details/{id}: the list-hostel fields without photos, prefilled, for the owner. */
export function EditHostelDetailsPage() {
  const { t } = useListingText();
  return (
    <OwnedHostelPage
      title={t('editDetails.title')}
      loading={t('editDetails.loading')}
      failed={t('errors.loadHostelFailed')}
    >
      {(data) => <EditHostelForm key={data._id} hostel={data} />}
    </OwnedHostelPage>
  );
}
