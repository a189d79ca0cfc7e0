import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "<page> · Ghar Bhada" in the tab, so screen-reader users hear where a navigation landed. */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const appName = t('common.appName');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${appName}` : appName;
  }, [pageTitle, appName]);
}
