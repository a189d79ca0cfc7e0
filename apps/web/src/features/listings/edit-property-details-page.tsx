import './listings.css';
import './i18n/register';
import { EditPropertySchema, type Property } from '@app/shared';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { paths } from '@/config/paths';
import { useGoBack } from '@/lib/use-go-back';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useEditPropertyDetails } from './api/edit-property-details';
import { PropertyAttributeFields, type PropertyAttributeValues } from './components/attribute-fields';
import { OwnedListingPage } from './components/owned-listing-page';
import { PropertyFields } from './components/property-fields';
import { useSubmitOutcome } from './components/submit-outcome';
import { withBadNumberInput } from './form-helpers';
import { useListingText } from './use-listing-text';

type EditInput = z.input<typeof EditPropertySchema>;
type EditOutput = z.output<typeof EditPropertySchema>;

const text = (value: number | null) => (value === null ? '' : String(value));

function defaultsOf(property: Property): EditInput {
  return {
    name: property.name,
    location: property.location,
    Contact_no1: property.Contact_no1,
    Contact_no2: property.Contact_no2 ?? '',
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
  const goBack = useGoBack(paths.controlHostel());
  const editDetails = useEditPropertyDetails();
  const outcome = useSubmitOutcome(goBack);
  const form = useSchemaForm(EditPropertySchema, defaultsOf(property), { wrapResolver: withBadNumberInput });
  const { setValue, showServerErrors, handleSubmit } = form;

  const onSubmit = (body: EditOutput) => {
    const fallbackMessage = t('errors.updatePropertyFailed');
    editDetails.mutate(
      { id: property._id, body, fallbackMessage },
      {
        onSuccess: () => outcome.succeed(t('editProperty.success')),
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
      <PropertyFields
        idPrefix="edit-property"
        form={form}
        onCoordinateChange={(picked) => setValue('coordinate', picked ?? undefined)}
      />
      <PropertyAttributeFields
        idPrefix="edit-property"
        form={form as unknown as UseFormReturn<PropertyAttributeValues>}
      />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={isBusy}>
          {isBusy ? t('editDetails.updating') : t('editProperty.submit')}
        </button>
      </div>
      {outcome.alert}
    </form>
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
