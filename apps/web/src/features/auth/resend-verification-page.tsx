import { EmailBodySchema } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useResendVerification } from './api/resend-verification';
import { AuthPage } from './components/auth-page';
import { EmailField } from './components/fields';
import { FormAlert } from './components/form-alert';
import { useErrorText } from './use-error-text';
import { useSchemaForm } from '@/lib/use-schema-form';

/** Target of the verification error view: ask for a new link by email. */
export function ResendVerificationPage() {
  const { t } = useTranslation('auth');
  const { fieldError, requestError } = useErrorText();
  const resend = useResendVerification();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(EmailBodySchema, { email: '' });

  const onSubmit = handleSubmit((body) => resend.mutate(body));

  return (
    <AuthPage title={t('resend.title')} intro={t('resend.intro')}>
      {resend.isSuccess && <FormAlert tone="success">{t('notices.verificationSent')}</FormAlert>}
      {resend.isError && <FormAlert tone="error">{requestError(resend.error, 'resend.failed')}</FormAlert>}
      <form className="auth__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <EmailField
          id="resend-email"
          error={fieldError(errors.email?.message)}
          registration={register('email')}
        />
        <button type="submit" className="button button--primary" disabled={resend.isPending}>
          {resend.isPending ? t('resend.submitting') : t('resend.submit')}
        </button>
      </form>
      <p className="auth__links">
        <Link className="text-link auth__link" to={paths.login()}>
          {t('resend.backToLogin')}
        </Link>
      </p>
    </AuthPage>
  );
}
