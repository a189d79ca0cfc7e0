import { LoginLink } from '@/components/login-link';
import { useSession } from '@/lib/session';
import { useListingText } from '../use-listing-text';

/**
 * Tells a visitor before they type a whole form that sending it needs a login. The link keeps
 * what is typed so far (`onNavigate`) and the login screen brings them back.
 */
export function LoginNotice({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useListingText();
  const { isLoggedIn } = useSession();
  if (isLoggedIn) return null;
  return (
    <p className="form-notice">
      {t('common.loginFirst')}{' '}
      <LoginLink className="text-link" onNavigate={onNavigate}>
        {t('common.goToLogin')}
      </LoginLink>
    </p>
  );
}
