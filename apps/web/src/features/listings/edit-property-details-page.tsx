import './listings.css';
import './i18n/register';
import { EditPropertySchema, type Property } from '@app/shared';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm } from '@/lib/use-schema-form';
import { PropertyAttributeFields, type PropertyAttributeValues } from './components/attribute-fields';
import { EditDetailsForm } from './components/edit-details-form';
import { OwnedListingPage } from './components/owned-listing-page';
import { PropertyFields } from './components/property-fields';
import { withBadNumberInput } from './form-helpers';
import { useListingText } from './use-listing-text';

type EditInput = z.input<typeof EditPropertySchema>;

const text = (value: number | null) => (value === null ? '' : String(value));

function defaultsOf(property: Property): EditInput {
  return {
    name: property.name,
    location: property.location,
    Contact_no1: property.Contact_no1,
    Contact_no2: property.Contact_no2 ?? '',
    // No app ticked is sent as [], and clears the apps said before.
    contactApps: property.contactApps,
    price: text(property.price),
    shutter: text(property.shutter),
    description: property.description ?? '',
    coordinate: property.coordinate ?? undefined,
    // '' (Not stated) is sent as such, and clears what was said before.
    propertyType: property.propertyType ?? '',
    furnished: property.furnished === null ? '' : String(property.furnished),
    parking: property.parking === null ? '' : String(property.parking),
    water: property.water ?? '',
    floor: text(property.floor),
  };
}

function EditPropertyForm({ property }: { property: Property }) {
  const { t } = useListingText();
  const form = useSchemaForm(EditPropertySchema, defaultsOf(property), { wrapResolver: withBadNumberInput });
  return (
    <EditDetailsForm
      kind="property"
      id={property._id}
      form={form}
      submitLabel={t('editProperty.submit')}
      successMessage={t('editProperty.success')}
      failedMessage={t('errors.updatePropertyFailed')}
    >
      <PropertyFields
        idPrefix="edit-property"
        form={form}
        onCoordinateChange={(picked) => form.setValue('coordinate', picked ?? undefined)}
      />
      <PropertyAttributeFields
        idPrefix="edit-property"
        form={form as unknown as UseFormReturn<PropertyAttributeValues>}
      />
    </EditDetailsForm>
  );
}

/** /edit-property/{id}: the list-property fields without photos, prefilled, for the owner. */
export function EditPropertyDetailsPage() {
  const { t } = useListingText();
  return (
    <OwnedListingPage
      kind="property"
      title={t('editProperty.title')}
      loading={t('editProperty.loading')}
      failed={t('errors.loadPropertyFailed')}
    >
      {(data) => <EditPropertyForm key={data._id} property={data} />}
    </OwnedListingPage>
  );
}
