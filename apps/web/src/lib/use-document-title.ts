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

/**
 * Keeps `<meta name={name} content={content}>` in the document's head (search engines read the
 * page as the app left it); null removes the tag.
 */
export function useMetaTag(name: string, content: string | null): void {
  useEffect(() => {
    let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    if (content === null) {
      tag?.remove();
      return;
    }
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = name;
      document.head.append(tag);
    }
    tag.content = content;
  }, [name, content]);
}
