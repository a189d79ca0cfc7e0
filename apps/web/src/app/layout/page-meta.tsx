import { PUBLIC_PAGE_PATHS } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useMetaTag } from '@/lib/use-document-title';

type PublicPath = (typeof PUBLIC_PAGE_PATHS)[number];

const DESCRIPTION_KEYS = {
  '/': 'meta.home',
  '/bhada/hostel': 'meta.searchHostel',
  '/bhada/bhada': 'meta.searchBhada',
  '/privacy': 'meta.privacy',
  '/terms': 'meta.terms',
} as const satisfies Record<PublicPath, string>;

const isPublicPath = (path: string): path is PublicPath => PUBLIC_PAGE_PATHS.some((p) => p === path);

/**
 * The page's description in the current language, and `noindex` for every page but the public
 * ones (the sitemap's: home, the two searches, the legal pages). Dashboards, admin and freelancer
 * screens, forms behind a login and unknown addresses stay out of search engines.
 */
export function PageMeta() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const isPublic = isPublicPath(path);
  useMetaTag('description', t(isPublic ? DESCRIPTION_KEYS[path] : 'meta.default'));
  useMetaTag('robots', isPublic ? null : 'noindex');
  return null;
}
