import { LOCATION_LIMIT_DEFAULT, MIN_ROOMS } from '@app/shared';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { LocationInput, type PickedCoordinate } from '@/components/location-input';
import { useListingText } from '../use-listing-text';
import { rentInputProps } from './rent-input';

/** The text fields the add and edit hostel forms share (AddHostelSchema / EditHostelSchema). */
export interface HostelFieldValues {
  name: string;
  location: string;
  room: unknown;
  contact_no: string;
  email?: unknown;
  price: unknown;
  description?: unknown;
}

/**
 * The hostel contact is a 10-digit Nepali mobile (96…, 97… or 98…). A format mask, not
 * an example number (which could be someone's); the pattern is not translated.
 */
const CONTACT_PLACEHOLDER = '9XXXXXXXXX';

interface HostelFieldsProps {
  idPrefix: string;
  form: UseFormReturn<HostelFieldValues>;
  onCoordinateChange: (coordinate: PickedCoordinate | null) => void;
  /** Adding needs a positive price; editing needs a description and allows price 0. */
  variant: 'add' | 'edit';
  /** Under the location, already translated (e.g. that a typed place will not be on the map). */
  locationNote?: string | undefined;
}

/**
 * Name, location, rooms, contact, email, price and description. Location suggestions search all of
 * Nepal (scope 'nepal'): the original contract said "within Kathmandu", but a Pokhara or Chitwan
 * hostel must be listable.
 */
export function HostelFields({
  idPrefix,
  form,
  onCoordinateChange,
  variant,
  locationNote,
}: HostelFieldsProps) {
  const { t, message } = useListingText();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const errorText = (name: keyof HostelFieldValues) => message(errors[name]?.message);
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <>
      <FormField id={id('name')} label={t('hostel.name')} error={errorText('name')}>
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
            label={t('hostel.location')}
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            scope="nepal"
            limit={LOCATION_LIMIT_DEFAULT}
            note={locationNote}
            error={message(fieldState.error?.message)}
            onBlur={field.onBlur}
            onChange={(text, coordinate) => {
              field.onChange(text);
              onCoordinateChange(coordinate);
            }}
          />
        )}
      />
      {/* Field order: rooms, contact, email, price. */}
      <div className="form-row">
        <FormField id={id('room')} label={t('hostel.room')} error={errorText('room')}>
          {(props) => (
            <input
              {...props}
              {...register('room')}
              className="form-input"
              type="number"
              inputMode="numeric"
              min={MIN_ROOMS}
              step={1}
            />
          )}
        </FormField>
        <FormField
          id={id('contact')}
          label={t('hostel.contact')}
          hint={t('hostel.contactHint')}
          error={errorText('contact_no')}
        >
          {(props) => (
            <input
              {...props}
              {...register('contact_no')}
              className="form-input"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder={CONTACT_PLACEHOLDER}
            />
          )}
        </FormField>
      </div>
      <div className="form-row">
        <FormField id={id('email')} label={t('hostel.email')} optional error={errorText('email')}>
          {(props) => (
            <input
              {...props}
              {...register('email')}
              className="form-input"
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </FormField>
        <FormField id={id('price')} label={t('hostel.price')} error={errorText('price')}>
          {(props) => <input {...props} {...register('price')} {...rentInputProps} className="form-input" />}
        </FormField>
      </div>
      <FormField
        id={id('description')}
        label={t('hostel.description')}
        hint={t('hostel.descriptionHint')}
        optional={variant === 'add'}
        error={errorText('description')}
      >
        {(props) => <textarea {...props} {...register('description')} className="form-input" rows={5} />}
      </FormField>
    </>
  );
}
