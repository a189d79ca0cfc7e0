import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useListingText } from '../use-listing-text';

/** Tells a visitor before they type a whole form that sending it needs a login. */
export function LoginNotice() {
  const { t } = useListingText();
  const { isLoggedIn } = useSession();
  if (isLoggedIn) return null;
  return (
    <p className="form-notice">
      {t('common.loginFirst')}{' '}
      <Link className="text-link" to={paths.login()}>
        {t('common.goToLogin')}
      </Link>
    </p>
  );
}
