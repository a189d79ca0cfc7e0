import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/config/paths';
import { NotFoundPage } from './not-found-page';

/**
 * Shown when a route fails to render or its chunk fails to download (common on patchy mobile
 * data, or after a deploy replaced the hashed files): a reload usually fixes both.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  return (
    <section className="page-message container" role="alert" aria-labelledby="page-title">
      <h1 id="page-title">{t('errors.pageFailed')}</h1>
      <p>{t('errors.pageFailedText')}</p>
      <div className="page-message__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </button>
        <Link className="button" to={paths.home()}>
          {t('common.backHome')}
        </Link>
      </div>
    </section>
  );
}
