import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * "Page not found": for an address no route has, and for a route whose id names nothing this
 * user may see (an unknown listing, someone else's hostel).
 */
export function NotFoundView() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));

  return (
    <section className="page-message container" aria-labelledby="page-title" data-testid="not-found">
      <p className="page-message__code" aria-hidden="true">
        404
      </p>
      <h1 id="page-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="button button--primary" to={paths.home()}>
        {t('common.backHome')}
      </Link>
    </section>
  );
}
