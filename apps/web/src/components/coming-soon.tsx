import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import type { Translation } from '../i18n/en';
import { useDocumentTitle } from '../lib/use-document-title';

export type ComingSoonScreen = keyof Translation['comingSoon']['screens'];

/** Placeholder for a screen that a later issue builds; says so plainly and names the screen. */
export function ComingSoon({ screen }: { screen: ComingSoonScreen }) {
  const { t } = useTranslation();
  const screenName = t(`comingSoon.screens.${screen}`);
  useDocumentTitle(screenName);

  return (
    <section className="page-message container" aria-labelledby="page-title">
      <h1 id="page-title">{t('comingSoon.title', { screen: screenName })}</h1>
      <p>{t('comingSoon.text')}</p>
      <Link className="button button--primary" to={paths.home()}>
        {t('common.backHome')}
      </Link>
    </section>
  );
}
