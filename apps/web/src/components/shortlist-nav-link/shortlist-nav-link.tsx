import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useVisitorShortlist } from '@/lib/shortlist/visitor-shortlist';
import { NavCount } from './nav-count';

// An account's count needs react-query (loaded for signed-in users anyway); a visitor's is in the browser.
const AccountShortlistCount = lazy(async () => ({
  default: (await import('./account-shortlist-count')).AccountShortlistCount,
}));

/** "Shortlist" in the nav, for everyone, with how many listings are saved. */
export function ShortlistNavLink({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const visitorIds = useVisitorShortlist();
  return (
    <NavLink to={paths.shortlist()} className="site-nav__link" onClick={onNavigate}>
      {t('nav.shortlist')}
      {isLoggedIn ? (
        <Suspense fallback={null}>
          <AccountShortlistCount />
        </Suspense>
      ) : (
        <NavCount count={visitorIds.length} />
      )}
    </NavLink>
  );
}
