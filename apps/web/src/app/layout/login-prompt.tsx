import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoginLink } from '@/components/login-link';
import { paths } from '@/config/paths';
import { onLoginRequired, type LoginRequiredReason } from '@/lib/session';

/** The API client ended the session (refused refresh, or no refresh token): offer Login. */
export function LoginPrompt() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [reason, setReason] = useState<LoginRequiredReason | null>(null);

  useEffect(() => onLoginRequired(setReason), []);

  const isVisible = reason !== null && pathname !== paths.login();
  const dismiss = () => setReason(null);

  return (
    <div className="login-prompt-region" role="status">
      {isVisible && (
        <div className="login-prompt container">
          <p>{t(reason === 'session-expired' ? 'session.expired' : 'session.loginRequired')}</p>
          <div className="login-prompt__actions">
            {/* Back to this page after logging in. */}
            <LoginLink className="button button--primary" onNavigate={dismiss}>
              {t('session.loginLink')}
            </LoginLink>
            <button type="button" className="button" onClick={dismiss}>
              {t('session.dismiss')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
