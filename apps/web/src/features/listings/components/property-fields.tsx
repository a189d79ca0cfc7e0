import { LOCATION_LIMIT_MAX } from '@app/shared';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import type { PickedCoordinate } from '@/components/location-input';
import { useListingText } from '../use-listing-text';
import { ContactAppsField } from './contact-apps-field';
import { ListingTextFields, RentField } from './listing-text-fields';

/** The fields the add and edit property forms share (AddPropertySchema / EditPropertySchema). */
export interface PropertyFieldValues {
  name: string;
  location: string;
  Contact_no1: string;
  Contact_no2?: unknown;
  contactApps?: unknown;
  price: unknown;
  shutter?: unknown;
  description?: unknown;
}

interface PropertyFieldsProps {
  idPrefix: string;
  form: UseFormReturn<PropertyFieldValues>;
  onCoordinateChange: (coordinate: PickedCoordinate | null) => void;
  /** Under the location, already translated (e.g. that a typed place will not be on the map). */
  locationNote?: string | undefined;
}

/** Name, location, contacts and their chat apps, rent, shutters and the owner's description. */
export function PropertyFields({ idPrefix, form, onCoordinateChange, locationNote }: PropertyFieldsProps) {
  const { t } = useListingText();
  const { register } = form;

  return (
    <ListingTextFields
      kind="property"
      idPrefix={idPrefix}
      form={form}
      onCoordinateChange={onCoordinateChange}
      locationNote={locationNote}
      locationLimit={LOCATION_LIMIT_MAX}
      descriptionOptional
      descriptionRows={4}
    >
      {({ id, errorText }) => (
        <>
          <div className="form-row">
            <FormField
              id={id('contact1')}
              label={t('property.contact1')}
              hint={t('property.phoneHint')}
              error={errorText('Contact_no1')}
            >
              {(props) => (
                <input
                  {...props}
                  {...register('Contact_no1')}
                  className="form-input"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                />
              )}
            </FormField>
            <FormField
              id={id('contact2')}
              label={t('property.contact2')}
              optional
              error={errorText('Contact_no2')}
            >
              {(props) => (
                <input
                  {...props}
                  {...register('Contact_no2')}
                  className="form-input"
                  type="tel"
                  inputMode="tel"
                />
              )}
            </FormField>
          </div>
          <ContactAppsField
            id={id('contactApps')}
            kind="property"
            register={register('contactApps')}
            error={errorText('contactApps')}
          />
          <div className="form-row">
            <RentField
              id={id('price')}
              label={t('property.price')}
              hint={t('property.priceHint')}
              error={errorText('price')}
              register={() => register('price')}
            />
            <FormField
              id={id('shutter')}
              label={t('property.shutter')}
              hint={t('property.shutterHint')}
              optional
              error={errorText('shutter')}
            >
              {(props) => (
                <input
                  {...props}
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
        </>
      )}
    </ListingTextFields>
  );
}
