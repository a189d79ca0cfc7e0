import { ResetPasswordBodySchema } from '@app/shared';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useResetPassword } from './api/reset-password';
import { AuthPage } from './components/auth-page';
import { PasswordField } from './components/fields';
import { FormAlert } from './components/form-alert';
import { readResetScreenState, type LoginScreenState, type ResetScreenState } from './navigation-state';
import { useErrorText } from './use-error-text';
import { useSchemaForm } from '@/lib/use-schema-form';

/** Reachable only after a verified code, which passes { email, success: true }. */
export function ResetPasswordPage() {
  const recovery = readResetScreenState(useLocation().state);
  if (!recovery) return <Navigate to={paths.home()} replace />;
  return <ResetForm {...recovery} />;
}

function ResetForm({ email }: ResetScreenState) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { fieldError, requestError } = useErrorText();
  const reset = useResetPassword();
  // The email is part of the schema and the request, not a field the user edits.
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(ResetPasswordBodySchema, { email, newPassword: '', confirmPassword: '' });
  // The button stays disabled until every field is filled.
  const [newPassword, confirmPassword] = useWatch({ control, name: ['newPassword', 'confirmPassword'] });
  const isFilled = newPassword !== '' && confirmPassword !== '';

  const onSubmit = handleSubmit((body) =>
    reset.mutate(body, {
      onSuccess: () => {
        const state: LoginScreenState = { notice: 'passwordReset' };
        void navigate(paths.login(), { replace: true, state });
      },
    }),
  );

  return (
    <AuthPage title={t('reset.title')} intro={t('reset.intro')} email={email}>
      {/* The original contract only logged reset failures; the user would not know the code window closed
          and a new code is needed, so the server's message is shown with the way out. */}
      {reset.isError && (
        <FormAlert tone="error">
          <p>{requestError(reset.error, 'reset.failed')}</p>
          <Link className="text-link auth__link" to={paths.forgotPassword()}>
            {t('reset.requestNewCode')}
          </Link>
        </FormAlert>
      )}
      <form className="auth__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <PasswordField
          id="reset-new-password"
          label={t('fields.newPassword')}
          hint={t('fields.passwordHint')}
          autoComplete="new-password"
          error={fieldError(errors.newPassword?.message)}
          registration={register('newPassword')}
          toggleLabels={{ show: t('fields.showNewPassword'), hide: t('fields.hideNewPassword') }}
        />
        <PasswordField
          id="reset-confirm-password"
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          error={fieldError(errors.confirmPassword?.message)}
          registration={register('confirmPassword')}
          toggleLabels={{ show: t('fields.showConfirmPassword'), hide: t('fields.hideConfirmPassword') }}
        />
        <button type="submit" className="button button--primary" disabled={!isFilled || reset.isPending}>
          {reset.isPending ? t('reset.submitting') : t('reset.submit')}
        </button>
      </form>
    </AuthPage>
  );
}
