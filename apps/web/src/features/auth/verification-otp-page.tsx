import { OtpSchema, VerifyOtpBodySchema } from '@app/shared';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { errorId } from '@/components/field-ids';
import { FieldError } from '@/components/form-field';
import { paths } from '@/config/paths';
import { useForgotPassword } from './api/forgot-password';
import { useVerifyOtp } from './api/verify-otp';
import { AuthPage } from './components/auth-page';
import { FormAlert } from './components/form-alert';
import { OtpInput } from './components/otp-input';
import { readOtpScreenState, type OtpScreenState, type ResetScreenState } from './navigation-state';
import { useErrorText } from './use-error-text';
import { useSchemaForm } from '@/lib/use-schema-form';

const OTP_FIELD_ID = 'otp';
const LABEL_ID = 'otp-label';

/** Reachable only from "Send OTP", which passes the email in navigation state. */
export function VerificationOtpPage() {
  const recovery = readOtpScreenState(useLocation().state);
  if (!recovery) return <Navigate to={paths.forgotPassword()} replace />;
  return <OtpForm {...recovery} />;
}

function OtpForm({ email, otpSent }: OtpScreenState) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { fieldError, requestError } = useErrorText();
  const verify = useVerifyOtp();
  const resend = useForgotPassword();
  const {
    control,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors },
  } = useSchemaForm(VerifyOtpBodySchema, { email, otp: '' });
  const isComplete = OtpSchema.safeParse(useWatch({ control, name: 'otp' })).success;

  const onSubmit = handleSubmit((body) =>
    verify.mutate(body, {
      onSuccess: () => {
        const state: ResetScreenState = { email, success: true };
        void navigate(paths.resetPassword(), { replace: true, state });
      },
    }),
  );

  const sendNewCode = () => {
    verify.reset();
    resend.mutate(
      { email },
      {
        // The old code no longer works: empty the boxes for the new one.
        onSuccess: () => {
          setValue('otp', '');
          setFocus('otp');
        },
      },
    );
  };

  const otpError = fieldError(errors.otp?.message);
  const showSentNotice = (otpSent || resend.isSuccess) && !verify.isError && !resend.isError;

  return (
    <AuthPage title={t('otp.title')} intro={t('otp.sentTo')} email={email}>
      <p className="auth__intro">{t('otp.expiry')}</p>
      {showSentNotice && <FormAlert tone="success">{t('notices.otpSent')}</FormAlert>}
      {/* The original contract only logged OTP failures, which would leave the user staring at a button that
          does nothing. The server says why (wrong or expired code, locked after five tries, rate
          limit), and each needs a different next step, so the message is shown. */}
      {verify.isError && <FormAlert tone="error">{requestError(verify.error, 'otp.failed')}</FormAlert>}
      {resend.isError && <FormAlert tone="error">{requestError(resend.error, 'forgot.failed')}</FormAlert>}
      <form className="auth__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className="form-field">
          <p id={LABEL_ID} className="otp-input__label">
            {t('otp.groupLabel')}
          </p>
          <Controller
            control={control}
            name="otp"
            render={({ field }) => (
              <OtpInput
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                labelledBy={LABEL_ID}
                describedBy={otpError ? errorId(OTP_FIELD_ID) : undefined}
                invalid={Boolean(otpError)}
                digitLabel={(index, total) => t('otp.digit', { index, total })}
              />
            )}
          />
          <FieldError id={OTP_FIELD_ID} message={otpError} />
        </div>
        <button type="submit" className="button button--primary" disabled={!isComplete || verify.isPending}>
          {verify.isPending ? t('otp.submitting') : t('otp.submit')}
        </button>
      </form>
      <div className="auth__links">
        <button
          type="button"
          className="text-link auth__link auth__link-button"
          disabled={resend.isPending}
          onClick={sendNewCode}
        >
          {resend.isPending ? t('otp.resending') : t('otp.resend')}
        </button>
        <Link className="text-link auth__link" to={paths.forgotPassword()}>
          {t('otp.changeEmail')}
        </Link>
      </div>
    </AuthPage>
  );
}
