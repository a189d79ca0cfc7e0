import { RegisterBodySchema } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useRegister } from './api/register';
import { AuthPage } from './components/auth-page';
import { EmailField, PasswordField, TextField } from './components/fields';
import { FormAlert } from './components/form-alert';
import { VerifyEmailPending } from './components/verify-email-pending';
import { useErrorText } from './use-error-text';
import { useSchemaForm } from '@/lib/use-schema-form';

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const { fieldError, requestError } = useErrorText();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(RegisterBodySchema, { name: '', email: '', password: '' });

  // After success the screen becomes "verify your email", with resend and Go to Login.
  if (registration.isSuccess) return <VerifyEmailPending email={registration.data.email} />;

  const onSubmit = handleSubmit((body) => registration.mutate(body));
  const { error, isPending } = registration;

  return (
    <AuthPage title={t('register.title')} intro={t('register.intro')}>
      {error && <FormAlert tone="error">{requestError(error, 'register.failed')}</FormAlert>}
      <form className="auth__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          id="register-name"
          label={t('fields.name')}
          autoComplete="name"
          error={fieldError(errors.name?.message)}
          registration={register('name')}
        />
        <EmailField
          id="register-email"
          error={fieldError(errors.email?.message)}
          registration={register('email')}
        />
        <PasswordField
          id="register-password"
          label={t('fields.password')}
          hint={t('fields.passwordHint')}
          autoComplete="new-password"
          error={fieldError(errors.password?.message)}
          registration={register('password')}
        />
        <button type="submit" className="button button--primary" disabled={isPending}>
          {isPending ? t('register.submitting') : t('register.submit')}
        </button>
      </form>
      <p className="auth__links">
        <span>
          {t('register.haveAccount')}{' '}
          <Link className="text-link auth__link" to={paths.login()}>
            {t('register.login')}
          </Link>
        </span>
      </p>
    </AuthPage>
  );
}
