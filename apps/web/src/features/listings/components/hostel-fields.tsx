import { LOCATION_LIMIT_DEFAULT, MIN_ROOMS } from '@app/shared';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import type { PickedCoordinate } from '@/components/location-input';
import { useListingText } from '../use-listing-text';
import { ContactAppsField } from './contact-apps-field';
import { ListingTextFields, RentField } from './listing-text-fields';

/** The text fields the add and edit hostel forms share (AddHostelSchema / EditHostelSchema). */
export interface HostelFieldValues {
  name: string;
  location: string;
  room: unknown;
  contact_no: string;
  contactApps?: unknown;
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

/** Name, location, rooms, contact and its chat apps, email, price and description. */
export function HostelFields({
  idPrefix,
  form,
  onCoordinateChange,
  variant,
  locationNote,
}: HostelFieldsProps) {
  const { t } = useListingText();
  const { register } = form;

  return (
    <ListingTextFields
      kind="hostel"
      idPrefix={idPrefix}
      form={form}
      onCoordinateChange={onCoordinateChange}
      locationNote={locationNote}
      locationLimit={LOCATION_LIMIT_DEFAULT}
      descriptionOptional={variant === 'add'}
      descriptionRows={5}
    >
      {({ id, errorText }) => (
        <>
          {/* Field order: rooms, contact (its chat apps under it), email, price. */}
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
          <ContactAppsField
            id={id('contactApps')}
            kind="hostel"
            register={register('contactApps')}
            error={errorText('contactApps')}
          />
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
            <RentField
              id={id('price')}
              label={t('hostel.price')}
              error={errorText('price')}
              register={() => register('price')}
            />
          </div>
        </>
      )}
    </ListingTextFields>
  );
}
