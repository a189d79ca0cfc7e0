import type { ReactNode } from 'react';
import { Controller, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { LocationInput, type PickedCoordinate } from '@/components/location-input';
import { useListingText } from '../use-listing-text';
import { rentInputProps } from './rent-input';

/** The text fields every listing form has, whatever its kind. */
export interface ListingTextValues {
  name: string;
  location: string;
  price: unknown;
  description?: unknown;
}

/** What the kind's own fields are built with: their ids and their errors in the reader's language. */
export interface ListingFieldKit<T> {
  id: (name: string) => string;
  errorText: (name: keyof T & string) => string | undefined;
}

interface ListingTextFieldsProps<T extends ListingTextValues> {
  kind: 'hostel' | 'property';
  idPrefix: string;
  form: UseFormReturn<T>;
  onCoordinateChange: (coordinate: PickedCoordinate | null) => void;
  /** Under the location, already translated (e.g. that a typed place will not be on the map). */
  locationNote?: string | undefined;
  /** How many place suggestions the location offers. */
  locationLimit: number;
  descriptionOptional: boolean;
  descriptionRows: number;
  /** The kind's own fields, between the location and the description. */
  children: (kit: ListingFieldKit<T>) => ReactNode;
}

/**
 * Name and location, the kind's own fields, then the owner's description. Location suggestions
 * search all of Nepal (scope 'nepal'): the original contract said "within Kathmandu", but a Pokhara
 * or Chitwan listing must be listable.
 */
export function ListingTextFields<T extends ListingTextValues>({
  kind,
  idPrefix,
  form,
  onCoordinateChange,
  locationNote,
  locationLimit,
  descriptionOptional,
  descriptionRows,
  children,
}: ListingTextFieldsProps<T>) {
  const { t, message } = useListingText();
  // The shared fields only touch the keys every listing form has.
  const {
    register,
    control,
    formState: { errors },
  } = form as unknown as UseFormReturn<ListingTextValues & Record<string, unknown>>;
  const errorText = (name: string) => message(errors[name]?.message);
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <>
      <FormField id={id('name')} label={t(`${kind}.name`)} error={errorText('name')}>
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
            label={t(`${kind}.location`)}
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            scope="nepal"
            limit={locationLimit}
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
      {children({ id, errorText })}
      <FormField
        id={id('description')}
        label={t(`${kind}.description`)}
        hint={t(`${kind}.descriptionHint`)}
        optional={descriptionOptional}
        error={errorText('description')}
      >
        {(props) => (
          <textarea {...props} {...register('description')} className="form-input" rows={descriptionRows} />
        )}
      </FormField>
    </>
  );
}

interface RentFieldProps {
  id: string;
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  /** The form's register('price'), called as the field renders: the form focuses its first error in that order. */
  register: () => UseFormRegisterReturn;
}

/** The rent in whole rupees (see rentInputProps). */
export function RentField({ id, label, hint, error, register }: RentFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(props) => <input {...props} {...register()} {...rentInputProps} className="form-input" />}
    </FormField>
  );
}
