import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFreelancerText } from '../use-freelancer-text';

/**
 * A visitor pressed Submit: a sign-up belongs to an account. What they typed is already saved,
 * and the login page brings them back to the form.
 */
export function LoginRequired() {
  const { t } = useFreelancerText();
  return (
    <div className="form-notice freelancer-login" role="alert">
      <p className="freelancer-login__title">{t('signup.loginTitle')}</p>
      <p>{t('signup.loginText')}</p>
      <div className="freelancer-login__actions">
        <Link className="button button--primary" to={paths.login()}>
          {t('signup.login')}
        </Link>
        <Link className="button" to={paths.register()}>
          {t('signup.register')}
        </Link>
      </div>
    </div>
  );
}
