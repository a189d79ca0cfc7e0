import { LISTING_CODES } from '@app/shared';
import { Controller, type Control } from 'react-hook-form';
import { PhotoPicker } from '@/components/photo-picker';
import { useListingText } from '../use-listing-text';

interface ListingPhotosFieldProps {
  kind: 'hostel' | 'property';
  /** The add form's control; the field is its `image` files. */
  control: Control<{ image: File[] }>;
  disabled: boolean;
}

/** The owner's photos on an add-listing form: the same picker, limit and message for both kinds. */
export function ListingPhotosField({ kind, control, disabled }: ListingPhotosFieldProps) {
  const { t, message } = useListingText();
  return (
    <Controller
      control={control}
      name="image"
      render={({ field, fieldState }) => (
        <PhotoPicker
          id={`${kind}-photos`}
          label={t(`${kind}.photos`)}
          hint={t(`${kind}.photosHint`)}
          files={field.value}
          buttonRef={field.ref}
          onBlur={field.onBlur}
          onChange={field.onChange}
          limitMessage={message(LISTING_CODES.hostel.imagesMax)}
          error={message(fieldState.error?.message)}
          disabled={disabled}
        />
      )}
    />
  );
}
