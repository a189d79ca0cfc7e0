import { LoginBodySchema } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { takeReturnTo } from '@/lib/return-to';
import { useLogin } from './api/login';
import { useResendVerification } from './api/resend-verification';
import { AuthPage } from './components/auth-page';
import { EmailField, PasswordField } from './components/fields';
import { FormAlert } from './components/form-alert';
import { readLoginNotice } from './navigation-state';
import { useErrorText } from './use-error-text';
import { useSchemaForm } from '@/lib/use-schema-form';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const notice = readLoginNotice(useLocation().state);
  const { fieldError, requestError } = useErrorText();
  const loginRequest = useLogin();
  const resend = useResendVerification();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(LoginBodySchema, { email: '', password: '' });

  const onSubmit = handleSubmit((body) => {
    resend.reset();
    loginRequest.mutate(body, {
      // Back to the screen that sent the user to log in (the freelancer form), else home.
      onSuccess: () => void navigate(takeReturnTo() ?? paths.home(), { replace: true }),
    });
  });

  const { error, isPending, variables } = loginRequest;
  // A login refused for an unverified email offers a new link, to the address just tried.
  const unverifiedEmail =
    error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED' ? variables?.email : undefined;

  return (
    <AuthPage title={t('login.title')} intro={t('login.intro')}>
      {notice && !error && <FormAlert tone="success">{t(`notices.${notice}`)}</FormAlert>}
      {error && (
        <FormAlert tone="error">
          <p>{requestError(error, 'login.failed')}</p>
          {unverifiedEmail && !resend.isSuccess && (
            <button
              type="button"
              className="button"
              disabled={resend.isPending}
              onClick={() => resend.mutate({ email: unverifiedEmail })}
            >
              {resend.isPending ? t('login.resending') : t('login.resendLink')}
            </button>
          )}
        </FormAlert>
      )}
      {resend.isSuccess && <FormAlert tone="success">{t('notices.verificationSent')}</FormAlert>}
      {resend.isError && <FormAlert tone="error">{requestError(resend.error, 'resend.failed')}</FormAlert>}
      <form className="auth__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <EmailField
          id="login-email"
          error={fieldError(errors.email?.message)}
          registration={register('email')}
        />
        <PasswordField
          id="login-password"
          label={t('fields.password')}
          autoComplete="current-password"
          error={fieldError(errors.password?.message)}
          registration={register('password')}
        />
        <button type="submit" className="button button--primary" disabled={isPending}>
          {isPending ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <div className="auth__links">
        <Link className="text-link auth__link" to={paths.forgotPassword()}>
          {t('login.forgotPassword')}
        </Link>
        <p>
          {t('login.noAccount')}{' '}
          <Link className="text-link auth__link" to={paths.register()}>
            {t('login.register')}
          </Link>
        </p>
      </div>
    </AuthPage>
  );
}
