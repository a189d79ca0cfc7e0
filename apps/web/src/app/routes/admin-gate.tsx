import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useUserDetails } from '../../features/auth/api/get-user-details';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

function Unauthorized() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.unauthorized'));
  return (
    <section className="page-message container" aria-labelledby="page-title">
      <h1 id="page-title">{t('admin.unauthorized')}</h1>
      <p>{t('admin.unauthorizedText')}</p>
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
 * Admin screens (SPEC §6): shown only when the stored status is 'IsAdmin' AND the server says the
 * user's role is ADMIN; the server refuses non-admins anyway, this keeps others from a broken page.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { isLoggedIn, isAdmin } = useSession();
  const details = useUserDetails();

  if (!isLoggedIn) return <Unauthorized />;
  if (details.isPending) {
    return (
      <p className="page-message container" role="status">
        {t('admin.checking')}
      </p>
    );
  }
  if (details.isError) {
    if (details.error instanceof ApiError && details.error.status === 401) return <Unauthorized />;
    return (
      <section className="page-message container" role="alert">
        <p>{t('admin.checkFailed')}</p>
        <button type="button" className="button" onClick={() => void details.refetch()}>
          {t('admin.retry')}
        </button>
      </section>
    );
  }
  return isAdmin && details.data.role === 'ADMIN' ? children : <Unauthorized />;
}
