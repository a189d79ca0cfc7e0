import { EmailBodySchema } from '@app/shared';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useForgotPassword } from './api/forgot-password';
import { AuthPage } from './components/auth-page';
import { EmailField } from './components/fields';
import { FormAlert } from './components/form-alert';
import type { OtpScreenState } from './navigation-state';
import { useErrorText } from './use-error-text';
import { useSchemaForm } from '@/lib/use-schema-form';

const BUTTON_HINT_ID = 'forgot-button-hint';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { fieldError, requestError } = useErrorText();
  const forgot = useForgotPassword();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(EmailBodySchema, { email: '' });
  // The button is enabled only for a well-formed email, by the same schema the server uses.
  const email = useWatch({ control, name: 'email' });
  const isWellFormed = EmailBodySchema.safeParse({ email }).success;

  const onSubmit = handleSubmit((body) =>
    forgot.mutate(body, {
      onSuccess: () => {
        // The OTP screen confirms "OTP sent successfully." where the user types the code.
        const state: OtpScreenState = { email: body.email, otpSent: true };
        void navigate(paths.verificationOtp(), { state });
      },
    }),
  );

  return (
    <AuthPage title={t('forgot.title')} intro={t('forgot.intro')}>
      {forgot.isError && <FormAlert tone="error">{requestError(forgot.error, 'forgot.failed')}</FormAlert>}
      <form className="auth__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <EmailField
          id="forgot-email"
          error={fieldError(errors.email?.message)}
          registration={register('email')}
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={!isWellFormed || forgot.isPending}
          aria-describedby={isWellFormed ? undefined : BUTTON_HINT_ID}
        >
          {forgot.isPending ? t('forgot.submitting') : t('forgot.submit')}
        </button>
        {!isWellFormed && (
          <p id={BUTTON_HINT_ID} className="form-field__hint">
            {t('forgot.buttonHint')}
          </p>
        )}
      </form>
      <p className="auth__links">
        <Link className="text-link auth__link" to={paths.login()}>
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </AuthPage>
  );
}
