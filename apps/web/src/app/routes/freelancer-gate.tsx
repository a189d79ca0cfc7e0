import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useUserDetails } from '../../features/auth/api/get-user-details';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Why the page is not shown: nobody is logged in, or the user is not a freelancer. */
function Refusal({ reason }: { reason: 'login' | 'role' }) {
  const { t } = useTranslation();
  const title = reason === 'login' ? t('freelancer.loginTitle') : t('freelancer.unauthorized');
  useDocumentTitle(title);
  return (
    <section className="page-message container" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p>{reason === 'login' ? t('freelancer.loginText') : t('freelancer.unauthorizedText')}</p>
      <div className="page-message__actions">
        <Link className="button button--primary" to={paths.login()}>
          {t('nav.login')}
        </Link>
        <Link className="button" to={paths.home()}>
          {t('common.backHome')}
        </Link>
      </div>
    </section>
  );
}

/**
 * Freelancer screens (SPEC §2 Works): shown only when the server says the user's role is
 * Freelancer; the server refuses others anyway, this keeps them from a broken page.
 */
export function FreelancerGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const details = useUserDetails();

  if (!isLoggedIn) return <Refusal reason="login" />;
  if (details.isPending) {
    return (
      <p className="page-message container" role="status">
        {t('freelancer.checking')}
      </p>
    );
  }
  if (details.isError) {
    if (details.error instanceof ApiError && details.error.status === 401) return <Refusal reason="login" />;
    return (
      <section className="page-message container" role="alert">
        <p>{t('freelancer.checkFailed')}</p>
        <button type="button" className="button" onClick={() => void details.refetch()}>
          {t('freelancer.retry')}
        </button>
      </section>
    );
  }
  return details.data.role === 'Freelancer' ? children : <Refusal reason="role" />;
}
