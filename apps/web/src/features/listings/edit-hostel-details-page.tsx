import './listings.css';
import './i18n/register';
import { EditHostelSchema, type Hostel } from '@app/shared';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { HostelAttributeFields, type HostelAttributeValues } from './components/attribute-fields';
import { EditDetailsForm } from './components/edit-details-form';
import { HostelFields, type HostelFieldValues } from './components/hostel-fields';
import { OwnedHostelPage } from './components/owned-hostel-page';
import { withBadNumberInput } from './form-helpers';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useListingText } from './use-listing-text';

type EditInput = z.input<typeof EditHostelSchema>;

function defaultsOf(hostel: Hostel): EditInput {
  return {
    name: hostel.name,
    location: hostel.location,
    room: hostel.room === null ? '' : String(hostel.room),
    contact_no: hostel.contact_no,
    // No app ticked is sent as [], and clears the apps said before.
    contactApps: hostel.contactApps,
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
  const form = useSchemaForm(EditHostelSchema, defaultsOf(hostel), { wrapResolver: withBadNumberInput });
  return (
    <EditDetailsForm
      kind="hostel"
      id={hostel._id}
      form={form}
      submitLabel={t('editDetails.submit')}
      successMessage={t('editDetails.success')}
      failedMessage={t('errors.updateHostelFailed')}
    >
      <HostelFields
        idPrefix="edit-hostel"
        // The shared fields only touch the keys both hostel forms have.
        form={form as unknown as UseFormReturn<HostelFieldValues>}
        variant="edit"
        onCoordinateChange={(coordinate) => form.setValue('coordinate', coordinate)}
      />
      <HostelAttributeFields
        idPrefix="edit-hostel"
        form={form as unknown as UseFormReturn<HostelAttributeValues>}
      />
    </EditDetailsForm>
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
