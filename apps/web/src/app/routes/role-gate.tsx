import type { UserDetails } from '@app/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserDetails } from '@/api/user/get-user-details';
import { LoginLink } from '@/components/login-link';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Why a screen is not shown, in the gate's words: a title and a sentence. */
interface Refusal {
  title: string;
  text: string;
}

function RefusalPage({ title, text }: Refusal) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <section className="page-message container" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p>{text}</p>
      <div className="page-message__actions">
        <LoginLink className="button button--primary">{t('nav.login')}</LoginLink>
        <Link className="button" to={paths.home()}>
          {t('common.backHome')}
        </Link>
      </div>
    </section>
  );
}

interface RoleGateProps {
  /** The role the server must give the signed-in user. */
  role: UserDetails['role'];
  /** Also require the stored status 'IsAdmin'. */
  requiresAdminStatus?: boolean;
  /** Said to a visitor, or when the session has ended (401). */
  loginRefusal: Refusal;
  /** Said to a signed-in user without the role. */
  roleRefusal: Refusal;
  children: ReactNode;
}

/**
 * Shows `children` only when the server says the signed-in user has `role`. The server refuses
 * others anyway; this keeps them from a broken page.
 */
export function RoleGate({
  role,
  requiresAdminStatus = false,
  loginRefusal,
  roleRefusal,
  children,
}: RoleGateProps) {
  const { t } = useTranslation();
  const { isLoggedIn, isAdmin } = useSession();
  const details = useUserDetails();

  if (!isLoggedIn) return <RefusalPage {...loginRefusal} />;
  if (details.isPending) {
    return (
      <p className="page-message container" role="status">
        {t('access.checking')}
      </p>
    );
  }
  if (details.isError) {
    if (details.error instanceof ApiError && details.error.status === 401)
      return <RefusalPage {...loginRefusal} />;
    return (
      <section className="page-message container" role="alert">
        <p>{t('access.checkFailed')}</p>
        <button type="button" className="button" onClick={() => void details.refetch()}>
          {t('access.retry')}
        </button>
      </section>
    );
  }
  const isAllowed = details.data.role === role && (!requiresAdminStatus || isAdmin);
  return isAllowed ? children : <RefusalPage {...roleRefusal} />;
}
