import type { FreelancerSignup, FreelancerSignupInput } from '@app/shared';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { LocationInput } from '@/components/location-input';
import { useFreelancerText } from '../use-freelancer-text';

type SignupForm = UseFormReturn<FreelancerSignupInput, unknown, FreelancerSignup>;

/** Name, phone, email, location (with place suggestions) and an optional message. */
export function SignupFields({ form }: { form: SignupForm }) {
  const { t, message } = useFreelancerText();
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  return (
    <>
      <FormField id="freelancer-name" label={t('signup.name')} error={message(errors.name?.message)}>
        {(props) => (
          <input {...props} {...register('name')} className="form-input" type="text" autoComplete="name" />
        )}
      </FormField>
      <FormField
        id="freelancer-phone"
        label={t('signup.phone')}
        hint={t('signup.phoneHint')}
        error={message(errors.phone?.message)}
      >
        {(props) => (
          <input
            {...props}
            {...register('phone')}
            className="form-input"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
        )}
      </FormField>
      <FormField id="freelancer-email" label={t('signup.email')} error={message(errors.email?.message)}>
        {(props) => (
          <input
            {...props}
            {...register('email')}
            className="form-input"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
          />
        )}
      </FormField>
      <Controller
        control={control}
        name="location"
        render={({ field, fieldState }) => (
          <LocationInput
            id="freelancer-location"
            label={t('signup.location')}
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            error={message(fieldState.error?.message)}
            onBlur={field.onBlur}
            onChange={(text, coordinate) => {
              field.onChange(text);
              // Typing drops the point of an earlier pick; choosing a place sets it.
              setValue('coordinate', coordinate);
            }}
          />
        )}
      />
      <FormField
        id="freelancer-message"
        label={t('signup.message')}
        hint={t('signup.messageHint')}
        optional
        error={message(errors.message?.message)}
      >
        {(props) => <textarea {...props} {...register('message')} className="form-input" rows={4} />}
      </FormField>
    </>
  );
}
