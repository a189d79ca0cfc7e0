import { LOCATION_LIMIT_MAX } from '@app/shared';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { LocationInput, type PickedCoordinate } from '@/components/location-input';
import { useListingText } from '../use-listing-text';
import { rentInputProps } from './rent-input';

/** The fields the add and edit property forms share (AddPropertySchema / EditPropertySchema). */
export interface PropertyFieldValues {
  name: string;
  location: string;
  Contact_no1: string;
  Contact_no2?: unknown;
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

/** Name, location, contacts, rent, shutters and the owner's description. */
export function PropertyFields({ idPrefix, form, onCoordinateChange, locationNote }: PropertyFieldsProps) {
  const { t, message } = useListingText();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const errorText = (name: keyof PropertyFieldValues) => message(errors[name]?.message);
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <>
      <FormField id={id('name')} label={t('property.name')} error={errorText('name')}>
        {(props) => (
          <input {...props} {...register('name')} className="form-input" type="text" autoComplete="off" />
        )}
      </FormField>
      <Controller
        control={control}
        name="location"
        render={({ field, fieldState }) => (
          <LocationInput
            id={id('location')}
            label={t('property.location')}
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            limit={LOCATION_LIMIT_MAX}
            note={locationNote}
            error={message(fieldState.error?.message)}
            onBlur={field.onBlur}
            onChange={(text, coordinate) => {
              field.onChange(text);
              onCoordinateChange(coordinate ?? null);
            }}
          />
        )}
      />
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
      <div className="form-row">
        <FormField
          id={id('price')}
          label={t('property.price')}
          hint={t('property.priceHint')}
          error={errorText('price')}
        >
          {(props) => <input {...props} {...register('price')} {...rentInputProps} className="form-input" />}
        </FormField>
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
      <FormField
        id={id('description')}
        label={t('property.description')}
        hint={t('property.descriptionHint')}
        optional
        error={errorText('description')}
      >
        {(props) => <textarea {...props} {...register('description')} className="form-input" rows={4} />}
      </FormField>
    </>
  );
}
