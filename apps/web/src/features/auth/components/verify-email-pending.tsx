import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useResendVerification } from '../api/resend-verification';
import { useErrorText } from '../use-error-text';
import { AuthPage } from './auth-page';
import { FormAlert } from './form-alert';

/** After registering: check your inbox, with a resend button and Go to Login. */
export function VerifyEmailPending({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const { requestError } = useErrorText();
  const resend = useResendVerification();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form was replaced in place: move focus to the new heading so it is read out.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <AuthPage
      title={t('verifyPending.title')}
      intro={t('verifyPending.sentTo')}
      email={email}
      headingRef={headingRef}
    >
      <p>{t('verifyPending.text')}</p>
      <p className="auth__intro">{t('verifyPending.noMail')}</p>
      {resend.isSuccess && <FormAlert tone="success">{t('notices.verificationSent')}</FormAlert>}
      {resend.isError && <FormAlert tone="error">{requestError(resend.error, 'resend.failed')}</FormAlert>}
      <div className="auth__actions">
        <button
          type="button"
          className="button"
          disabled={resend.isPending}
          onClick={() => resend.mutate({ email })}
        >
          {resend.isPending ? t('verifyPending.resending') : t('verifyPending.resend')}
        </button>
        <Link className="button button--primary" to={paths.login()}>
          {t('verifyPending.goToLogin')}
        </Link>
      </div>
    </AuthPage>
  );
}
