import { EMAIL_VERIFIED_REDIRECT_S } from '@app/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useVerifyEmail } from './api/verify-email';
import { AuthPage } from './components/auth-page';
import { FormAlert } from './components/form-alert';

/** Verifying, then success (5 s countdown to /login) or error; no code is an error. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code') || null;
  const verification = useVerifyEmail(code);

  if (code === null || verification.isError) return <VerificationFailed />;
  if (verification.isSuccess) return <VerificationSucceeded />;
  return <Verifying />;
}

function Verifying() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage title={t('verifyEmail.verifyingTitle')}>
      <p role="status">{t('verifyEmail.verifyingText')}</p>
    </AuthPage>
  );
}

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1_000));

/** Seconds left until `deadline`, refreshed every second; counts from the clock, not from ticks. */
function useSecondsUntil(deadline: number): number {
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    // A phone may throttle or pause timers in the background; reading the clock stays right.
    const timer = setInterval(() => setSecondsLeft(secondsUntil(deadline)), 1_000);
    return () => clearInterval(timer);
  }, [deadline]);
  return secondsLeft;
}

function VerificationSucceeded() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [deadline] = useState(() => Date.now() + EMAIL_VERIFIED_REDIRECT_S * 1_000);
  const secondsLeft = useSecondsUntil(deadline);

  useEffect(() => {
    if (secondsLeft === 0) void navigate(paths.login(), { replace: true });
  }, [secondsLeft, navigate]);

  return (
    <AuthPage title={t('verifyEmail.successTitle')}>
      <FormAlert tone="success">{t('verifyEmail.successText')}</FormAlert>
      {/* Not a live region: a screen reader would otherwise read every tick. */}
      <p className="auth__countdown">{t('verifyEmail.countdown', { count: secondsLeft })}</p>
      <div className="auth__actions">
        <Link className="button button--primary" to={paths.login()} replace>
          {t('verifyEmail.goToLoginNow')}
        </Link>
      </div>
    </AuthPage>
  );
}

function VerificationFailed() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage title={t('verifyEmail.errorTitle')}>
      <FormAlert tone="error">{t('verifyEmail.errorText')}</FormAlert>
      <div className="auth__actions">
        <Link className="button button--primary" to={paths.resendVerification()}>
          {t('verifyEmail.resend')}
        </Link>
        <Link className="button" to={paths.home()}>
          {t('verifyEmail.home')}
        </Link>
      </div>
    </AuthPage>
  );
}
